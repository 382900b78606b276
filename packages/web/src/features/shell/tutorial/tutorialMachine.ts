import { TutorialStep } from '@sideline/protocol';
import type { TutorialStep as Step } from '@sideline/protocol';

export type TutorialEvent = { type: 'start' } | { type: 'next' } | { type: 'close' };

/** (step, event) → step: start opens step 1; next goes 1 → 2 → closed; close closes. */
export function tutorialReducer(step: Step, event: TutorialEvent): Step {
  switch (event.type) {
    case 'start': return TutorialStep.Step1;
    case 'next':
      if (step === TutorialStep.Step1) return TutorialStep.Step2;
      return TutorialStep.Closed;
    case 'close': return TutorialStep.Closed;
    default: return step;
  }
}
