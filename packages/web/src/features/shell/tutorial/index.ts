/** The two-step tutorial (GET /GetNeedShowTutorial) over the page's real toolbar and menu. */
export { TutorialOverlay, TUTORIAL_TARGET_ATTR } from './TutorialOverlay';
export { useTutorial } from './useTutorial';
export type { TutorialControl } from './useTutorial';
export { tutorialReducer } from './tutorialMachine';
export type { TutorialEvent } from './tutorialMachine';
