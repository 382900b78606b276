import { useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TutorialStep } from '@sideline/protocol';
import type { TutorialStep as Step } from '@sideline/protocol';
import { useFocusTrap } from '../../../shared/a11y';
import { useOverlayTurn } from '../../../shared/ui/overlayQueue';
import './tutorial.css';

interface Box { top: number; left: number; width: number; height: number; label: string }

/** Attribute a page puts on what each step highlights: "toolbar" items (step 1) and the "menu" (step 2). */
export const TUTORIAL_TARGET_ATTR = 'data-tutorial-target';

function measure(kind: 'toolbar' | 'menu'): Box[] {
  return [...document.querySelectorAll<HTMLElement>(`[${TUTORIAL_TARGET_ATTR}="${kind}"]`)].map((el) => {
    const r = el.getBoundingClientRect();
    return { top: r.top, left: r.left, width: r.width, height: r.height, label: el.getAttribute('aria-label') ?? el.textContent ?? '' };
  });
}

/**
 * The two-step tutorial over the real page: step 1 outlines the toolbar items on screen with a
 * next-step button; step 2 outlines the settings menu (the page opens it) with start-using.
 */
export function TutorialOverlay(props: { step: Step; onNext(): void }) {
  const { t } = useTranslation();
  const [boxes, setBoxes] = useState<Box[]>([]);
  const { step } = props;
  // Modal: Tab stays on the card, Escape moves on like its button, focus returns afterwards.
  const card = useRef<HTMLDivElement>(null);
  useFocusTrap(card, { active: step !== TutorialStep.Closed, onEscape: props.onNext });
  // The tutorial comes first: a dialog that opened by itself (the fast market) waits until it closes.
  useOverlayTurn(step !== TutorialStep.Closed, 'first');
  useLayoutEffect(() => {
    if (step === TutorialStep.Closed) return undefined;
    const update = () => {
      const next = measure(step === TutorialStep.Step1 ? 'toolbar' : 'menu');
      setBoxes((prev) => (JSON.stringify(prev) === JSON.stringify(next) ? prev : next));
    };
    update();
    // Targets move while the page settles (names load, the menu opens): measure again.
    const raf = requestAnimationFrame(update);
    const timer = setInterval(update, 500);
    window.addEventListener('resize', update);
    return () => {
      cancelAnimationFrame(raf);
      clearInterval(timer);
      window.removeEventListener('resize', update);
    };
  }, [step]);
  if (step === TutorialStep.Closed) return null;
  const first = step === TutorialStep.Step1;
  return (
    <div ref={card} className="tutorial" role="dialog" aria-modal="true" aria-label={t('tutorial')}>
      {boxes.map((b, i) => (
        <div key={i} className="tutorial__spot" style={{ top: b.top - 4, left: b.left - 4, width: b.width + 8, height: b.height + 8 }} aria-hidden="true" />
      ))}
      <div className="tutorial__card">
        <p className="tutorial__step">{t('tutorial-step', { n: step })}</p>
        <p>{t(first ? 'tutorial-step-1' : 'tutorial-step-2')}</p>
        <ul className="tutorial__items">
          {boxes.filter((b) => b.label).map((b, i) => <li key={i}>{b.label}</li>)}
        </ul>
        <button type="button" className="btn btn--primary btn--block" onClick={props.onNext} autoFocus>
          {t(first ? 'next-step' : 'start-using')}
        </button>
      </div>
    </div>
  );
}
