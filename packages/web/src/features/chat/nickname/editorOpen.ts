import { createContext, useContext } from 'react';

/**
 * Whether the chatroom's nickname editor is open, for what mounts inside the chatroom (its
 * `renderOverlay`, e.g. the betting host): ticket sharing and following hide while it is open.
 */
export const NicknameEditorOpenContext = createContext(false);

/** The chatroom's nickname-editor-open state (false outside a ChatroomSection). */
export function useNicknameEditorOpen(): boolean {
  return useContext(NicknameEditorOpenContext);
}
