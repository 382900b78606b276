import { useEffect, useMemo, useReducer, useRef } from 'react';
import { useQuery } from '@tanstack/react-query';
import { GetNeedShowTutorial, SetTutorialSeen, TutorialStep } from '@sideline/protocol';
import { callApi } from '../../../shared/api';
import { tutorialReducer } from './tutorialMachine';

/** The tutorial's state and controls, as `useTutorial` returns them (a page may hand them down). */
export interface TutorialControl {
  step: TutorialStep;
  /** Open at step 1 (the settings menu's Tutorial entry). */
  start(): void;
  /** Step 1 → step 2 → closed. */
  next(): void;
  close(): void;
}

/**
 * The tutorial's step: opened at step 1 when GET /GetNeedShowTutorial says so (first visit of
 * a logged-in viewer), or from the settings menu (`start`). A page that owns the tutorial
 * (the entertainment frame) passes the result down so the chatroom's menu opens the same one.
 * The first-visit tutorial counts as seen (POST /SetTutorialSeen) when the viewer finishes or
 * closes it — not when it is asked for, so a widget that asks twice still shows it.
 */
export function useTutorial(customerId: number | null, isUserLogin: boolean): TutorialControl {
  const [step, dispatch] = useReducer(tutorialReducer, TutorialStep.Closed);
  const need = useQuery({
    queryKey: ['GetNeedShowTutorial', customerId],
    queryFn: ({ signal }) => callApi(GetNeedShowTutorial, { CustomerId: customerId ?? 0 }, { signal }),
    enabled: isUserLogin && customerId !== null,
    retry: false,
    staleTime: Infinity,
  });
  /** 'pending': opened by the first-visit answer, not yet finished or closed. */
  const firstVisit = useRef<'none' | 'pending' | 'recorded'>('none');
  useEffect(() => {
    if (need.data?.IsNeedShowTutorial && firstVisit.current === 'none') {
      firstVisit.current = 'pending';
      dispatch({ type: 'start' });
    }
  }, [need.data]);
  useEffect(() => {
    if (step !== TutorialStep.Closed || firstVisit.current !== 'pending') return;
    firstVisit.current = 'recorded';
    // A lost record only means the tutorial shows once more on the next visit.
    callApi(SetTutorialSeen, {}).catch(() => undefined);
  }, [step]);
  return useMemo(() => ({
    step,
    start: () => dispatch({ type: 'start' }),
    next: () => dispatch({ type: 'next' }),
    close: () => dispatch({ type: 'close' }),
  }), [step]);
}
