import { useEffect, useReducer } from 'react';
import { useQuery } from '@tanstack/react-query';
import { GetNeedShowTutorial, TutorialStep } from '@sideline/protocol';
import { callApi } from '../../shared/api';
import { tutorialReducer } from './tutorialMachine';

/**
 * The tutorial's step: opened at step 1 when GET /GetNeedShowTutorial says so (first visit of
 * a logged-in viewer), or from the settings menu (`start`).
 */
export function useTutorial(customerId: number | null, isUserLogin: boolean) {
  const [step, dispatch] = useReducer(tutorialReducer, TutorialStep.Closed);
  const need = useQuery({
    queryKey: ['GetNeedShowTutorial', customerId],
    queryFn: ({ signal }) => callApi(GetNeedShowTutorial, { CustomerId: customerId ?? 0 }, { signal }),
    enabled: isUserLogin && customerId !== null,
    retry: false,
    staleTime: Infinity,
  });
  useEffect(() => {
    if (need.data?.IsNeedShowTutorial) dispatch({ type: 'start' });
  }, [need.data]);
  return {
    step,
    start: () => dispatch({ type: 'start' }),
    next: () => dispatch({ type: 'next' }),
    close: () => dispatch({ type: 'close' }),
  };
}
