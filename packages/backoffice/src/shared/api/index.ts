export { StaffApiError, callUrl, staffCall, staffFileCall } from './client';
export type { StaffRequest, StaffResult } from './client';
export { csrf } from './csrf';
export { staffUpload } from './upload';
