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

/**
 * Opens the chatroom's nickname dialog (a chatroom provides it): what needs a nickname inside
 * the chatroom — a sticker, a shown ticket — asks for one instead of only alerting (chatroom
 * spec section 5: "Required to chat, send stickers or show tickets, else the nickname entry opens").
 */
export const RequestNicknameContext = createContext<(() => void) | null>(null);

/** The chatroom's nickname-dialog opener (null outside a ChatroomSection). */
export function useRequestNickname(): (() => void) | null {
  return useContext(RequestNicknameContext);
}
