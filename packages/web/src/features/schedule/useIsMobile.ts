import { useEffect, useState } from 'react';
import { MOBILE_BREAKPOINT_PX, RESIZE_DEBOUNCE_MS } from '@sideline/protocol';

const isMobileNow = () => typeof window !== 'undefined' && window.innerWidth < MOBILE_BREAKPOINT_PX;

/** True below 768 px; follows window resizes with the spec's 200 ms debounce. */
export function useIsMobile(): boolean {
  const [mobile, setMobile] = useState(isMobileNow);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onResize = () => {
      clearTimeout(timer);
      timer = setTimeout(() => setMobile(isMobileNow()), RESIZE_DEBOUNCE_MS);
    };
    window.addEventListener('resize', onResize);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('resize', onResize);
    };
  }, []);
  return mobile;
}
