export { StaffApiError, callUrl, staffCall, staffUpload } from './client';
export type { StaffRequest, StaffResult } from './client';
export { csrf } from './csrf';
