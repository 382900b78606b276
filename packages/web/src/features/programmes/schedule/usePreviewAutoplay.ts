import { useEffect, useState } from 'react';
import type { RefObject } from 'react';
import { PREVIEW_AUTOPLAY_DELAY_MS } from '@sideline/protocol';
import { choosePreview } from './previewChoice';

/**
 * Chooses the preview card 1 s after the list settles (mount, new cards, scroll end): reads
 * the `[data-card-id]` boxes inside the scroller and applies `choosePreview`. Returns the id.
 */
export function usePreviewAutoplay(scroller: RefObject<HTMLElement | null>, listKey: string): string | null {
  const [chosen, setChosen] = useState<string | null>(null);
  useEffect(() => {
    const el = scroller.current;
    if (!el) return undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const pick = () => {
      const cards = [...el.querySelectorAll<HTMLElement>('[data-card-id]')].map((node) => {
        const r = node.getBoundingClientRect();
        return { id: node.dataset.cardId ?? '', eligible: node.dataset.previewEligible === 'true', top: r.top, bottom: r.bottom, left: r.left, right: r.right };
      });
      const next = choosePreview(cards, { width: window.innerWidth, height: window.innerHeight });
      setChosen(next);
    };
    const schedule = () => {
      clearTimeout(timer);
      timer = setTimeout(pick, PREVIEW_AUTOPLAY_DELAY_MS);
    };
    schedule();
    el.addEventListener('scroll', schedule, { passive: true });
    return () => {
      clearTimeout(timer);
      el.removeEventListener('scroll', schedule);
    };
  }, [scroller, listKey]);
  return chosen;
}
