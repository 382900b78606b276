import type { ChatPanelProps } from '../../../features/chat';

type Drawers = NonNullable<ChatPanelProps['drawers']>;

/** What decides whether the paid and sticker drawers are offered (chatroom spec sections 5-6). */
export interface DrawerGates {
  isLoggedIn: boolean;
  /** The programme is open (status check at start, CheckChatroomStatus pushes). */
  isMatchOpen: boolean;
  /** The data parameter's IsAllowSendGift and the room config's IsSendGift (false when the site may not or the match disables gifts). */
  isAllowSendGift: boolean;
  /** The latest CheckChatroomStatus push's IsGiftDisable (a match that disables gifts). */
  isGiftDisable: boolean;
}

/**
 * The drawers a viewer is offered: gift, sticker and wheel only when logged in and the
 * programme is open; gift and wheel also need IsAllowSendGift and a match that does not
 * disable gifts (the wheel's own IsWheelOn gate is the betting features'). Ticket and quick
 * bet pass through unchanged.
 */
export function gateDrawers(drawers: Drawers | undefined, gates: DrawerGates): Drawers | undefined {
  if (!drawers) return drawers;
  const base = gates.isLoggedIn && gates.isMatchOpen;
  const paid = base && gates.isAllowSendGift && !gates.isGiftDisable;
  const out: Drawers = { ...drawers };
  if (!paid) {
    delete out.gift;
    delete out.wheel;
  }
  if (!base) delete out.sticker;
  return out;
}
