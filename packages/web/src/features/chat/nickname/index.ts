export { NicknameDialog } from './NicknameDialog';
export { validateNickname } from './validateNickname';
export type { NicknameVerdict } from './validateNickname';
export { NicknameEditorOpenContext, useNicknameEditorOpen } from './editorOpen';
