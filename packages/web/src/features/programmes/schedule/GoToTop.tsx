import { useEffect, useState } from 'react';
import type { RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { useIsMobile } from './useIsMobile';

/** Go-to-top button: only below 768 px and only once the scroller has moved. */
export function GoToTop(props: { scroller: RefObject<HTMLElement | null> }) {
  const { t } = useTranslation();
  const mobile = useIsMobile();
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    const el = props.scroller.current;
    if (!el) return undefined;
    const onScroll = () => setScrolled(el.scrollTop > 0);
    el.addEventListener('scroll', onScroll, { passive: true });
    return () => el.removeEventListener('scroll', onScroll);
  }, [props.scroller]);
  if (!mobile || !scrolled) return null;
  return (
    <button
      type="button"
      className="go-to-top"
      aria-label={t('go-to-top')}
      onClick={() => props.scroller.current?.scrollTo({ top: 0, behavior: 'smooth' })}
    >
      <span aria-hidden="true">↑</span>
    </button>
  );
}
