/** Tutorial steps (schedule document section 4): step 1, then step 2, then closed. */
export type TutorialStep = 1 | 2 | 'closed';

export function nextTutorialStep(step: TutorialStep): TutorialStep {
  return step === 1 ? 2 : 'closed';
}
