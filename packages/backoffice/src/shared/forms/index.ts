export { Field, useFieldError } from './Field';
export { formResolver } from './resolver';
export { leaveGuard, useLeaveWarning } from './leaveGuard';
export { issueKey, messageKey } from './messages';
export { UploadField } from './UploadField';
export type { MediaRef } from './UploadField';
export { acceptOf, fileProblem } from './fileCheck';
export { FormError } from './FormError';
