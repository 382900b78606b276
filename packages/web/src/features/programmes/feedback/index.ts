/** The feedback prompt (timing and chance from FeedbackSetting) and its 1-5 star modal. */
export { FeedbackPrompt } from './FeedbackPrompt';
export type { FeedbackPromptProps } from './FeedbackPrompt';
export { FeedbackDialog } from './FeedbackDialog';
export { feedbackDelayMs, feedbackRoll, isValidRating, feedbackReducer } from './feedbackRule';
