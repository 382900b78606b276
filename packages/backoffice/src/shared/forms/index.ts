export { Field, useFieldError } from './Field';
export { formResolver } from './resolver';
export { leaveGuard, useLeaveWarning } from './leaveGuard';
export { issueKey, messageKey } from './messages';
