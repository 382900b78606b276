export { DisclaimerDialog } from './DisclaimerDialog';
