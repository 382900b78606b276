/** What other features, sim, seed and app.ts use of nickname: the only way in. */
export { nicknamePlugin } from './plugin';
export { escapeNickname } from './service';
