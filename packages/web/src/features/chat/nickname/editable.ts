import { CURRENCY_DIAMOND } from '@sideline/protocol';

/**
 * Whether "Edit nickname" is offered (chatroom spec section 6: CanUpdateNickname, logged in;
 * "nickname editing not offered on diamond currency") — the one rule for the chat header and
 * the settings menu.
 */
export function nicknameEditable(args: { isLoggedIn: boolean; canUpdateNickname: boolean; currencyId: number | null | undefined }): boolean {
  return args.isLoggedIn && args.canUpdateNickname && args.currencyId !== CURRENCY_DIAMOND;
}
