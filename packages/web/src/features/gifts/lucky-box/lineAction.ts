import type { LuckyBox } from '@sideline/protocol';

/** The boxes offered now in one currency (GET /GetLuckyBoxInfo). */
export interface OfferedBoxes {
  currencyId: number;
  boxes: readonly Pick<LuckyBox, 'Id'>[];
}

export type LuckyBoxLineVerdict =
  /** Logged out: the host page is asked to log in (WantToLogin). */
  | { kind: 'login' }
  /** Offered: the gift panel opens on the lucky-box tab at this box, in this currency. */
  | { kind: 'open'; luckyBoxId: number; currencyId: number }
  /** Expired or unknown box: 'open-expired-lucky-box' (chatroom spec section 8). */
  | { kind: 'expired' };

/**
 * What activating a lucky-box chat line ('{giftId},{luckyBoxId}', type 16) does: a box still
 * offered opens in the lucky-box list (the first currency offering it); a box no longer
 * offered shows 'open-expired-lucky-box'. Anonymous viewers are asked to log in first.
 */
export function luckyBoxLineVerdict(args: { isLoggedIn: boolean; luckyBoxId: number; offered: readonly OfferedBoxes[] }): LuckyBoxLineVerdict {
  if (!args.isLoggedIn) return { kind: 'login' };
  const found = args.offered.find((o) => o.boxes.some((b) => b.Id === args.luckyBoxId));
  return found ? { kind: 'open', luckyBoxId: args.luckyBoxId, currencyId: found.currencyId } : { kind: 'expired' };
}
