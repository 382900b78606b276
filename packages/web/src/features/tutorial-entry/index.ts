export { TutorialEntry } from './TutorialEntry';
export { nextTutorialStep } from './tutorial';
export type { TutorialStep } from './tutorial';
