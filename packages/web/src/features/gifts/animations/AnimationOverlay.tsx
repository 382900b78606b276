import { useEffect, useRef, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import type { TranslationKey } from '../../../shared/i18n';
import { useReducedMotion } from '../../shell';
import type { AnimationQueue } from './animationQueue';
import type { AnimationItem } from './queue';
import { playSvgaOnce } from './svga';
import './animations.css';

/** How long the still card shows instead of the animation (reduced motion, or no file). */
export const STILL_CARD_MS = 2_000;

const HEADINGS: Record<AnimationItem['type'], TranslationKey> = {
  gift: 'animation-gift',
  luckyBoxOpen: 'animation-lucky-box-open',
  luckyBoxGift: 'animation-lucky-box-gift',
  wishCoin: 'wish-coin',
  profitShare: 'profit-share',
  vipWelcome: 'animation-vip-welcome',
};

/**
 * The full-screen animation overlay: plays the queue's current item once (SVGA, the player
 * loaded lazily) and reports `finished` — or `failed` when the file does not load (the queue
 * logs and skips it). With prefers-reduced-motion (followed live), or no file, a still card
 * shows for 2 s instead — the gift's image, its name and who sent it — and then reports
 * `finished` the same way, so the queue advances exactly as after an animation. It never takes
 * focus or pointer events; a polite live region announces each item.
 */
export function AnimationOverlay(props: { queue: AnimationQueue; reducedMotion?: boolean }) {
  const { queue } = props;
  const { t } = useTranslation();
  const state = useSyncExternalStore(queue.subscribe, queue.getSnapshot, queue.getSnapshot);
  const item = state.playing;
  const stage = useRef<HTMLDivElement>(null);
  const systemReduced = useReducedMotion();
  const still = props.reducedMotion ?? systemReduced;

  useEffect(() => {
    if (!item) return;
    const controller = new AbortController();
    let timer: ReturnType<typeof setTimeout> | null = null;
    if (still || !item.svgaUrl || !stage.current) {
      timer = setTimeout(() => queue.finished(item.id), STILL_CARD_MS);
    } else {
      playSvgaOnce(stage.current, item.svgaUrl, controller.signal).then(
        () => {
          if (!controller.signal.aborted) queue.finished(item.id);
        },
        (error: unknown) => {
          if (!controller.signal.aborted) queue.failed(item.id, error);
        },
      );
    }
    return () => {
      controller.abort();
      if (timer) clearTimeout(timer);
    };
  }, [item, still, queue]);

  // Every heading takes the same two values; the cast picks one key's option type for all.
  const label = item ? t(HEADINGS[item.type] as 'animation-gift', { nickname: item.nickname, name: item.title }) : '';
  return (
    <div className="gift-animation" aria-hidden={item ? undefined : true} data-testid="gift-animation" data-playing={item ? item.type : undefined}>
      <div className="visually-hidden" role="status" aria-live="polite">{label}</div>
      {item && (
        <div className="gift-animation__scene" aria-hidden="true">
          {still || !item.svgaUrl ? (
            <div className="gift-animation__card" data-testid="gift-animation-still">
              {item.imageUrl && <img src={item.imageUrl} alt="" width={96} height={96} data-testid="gift-animation-still-image" />}
              <strong className="gift-animation__card-title">{item.title}</strong>
              <span data-testid="gift-animation-still-text">{label}</span>
            </div>
          ) : (
            <>
              <div ref={stage} className="gift-animation__stage" data-testid="gift-animation-stage" />
              <div className="gift-animation__caption"><strong>{item.nickname}</strong> {item.title}</div>
            </>
          )}
        </div>
      )}
    </div>
  );
}
