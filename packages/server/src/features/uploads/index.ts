/** What other features use of uploads: the only way in (see CONTEXT.md). */
export { uploadsPlugin, registerUploadCall, mediaStorage } from './plugin';
export { acceptUpload, UPLOAD_FIELD } from './accept';
export { storeMedia, mediaUrl, mediaUrls, mediaInfo, loadMedia, mediaKinds } from './storage';
export { readSvga } from './svga';
export type { MediaStorage } from './storage';
export { uploadsMigrations } from './migrations';
export type { MediaTable } from './tables';
