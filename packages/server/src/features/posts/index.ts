/** What app.ts uses of streamer posts (features/index.ts): the only way in. */
export { postsPlugin } from './plugin';
export { postsBackofficePlugin } from './backoffice';
export { postsMigrations } from './migrations';
