export { AdminNotice } from './AdminNotice';
export { copyText } from './copyText';
export type { CopyDeps, CopyOutcome } from './copyText';
export { adminLoginUrl } from './adminUrl';
