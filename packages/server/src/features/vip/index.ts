/** What other features, sim, seed and app.ts use of vip: the only way in. */
export { vipPlugin } from './plugin';
