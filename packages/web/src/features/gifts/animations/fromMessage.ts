import { AnimationType, GIFT_ID_PROFIT_SHARE, GIFT_ID_WISH_COIN, MessageType } from '@sideline/protocol';
import { truncateByWeight, unescapeName, welcomeName } from '../../chat';
import type { AnimationItem } from './queue';

/** What a chat row must carry for its animation (a ChatRow fits). */
export interface AnimatedRow {
  Type: number;
  Message: string;
  Nickname: string;
  Vip: number;
  LicenseeUserName?: string | null;
}

/** Look-ups the mapping needs; each answers null when unknown. */
export interface AnimationLookups {
  gift(id: number): { GiftName: string; SvgaUrl: string | null; ImgUrl: string } | null;
  luckyBox(id: number): { Name: string; ImgUrl: string | null } | null;
  /** The VIP welcome animation of a level (GET /Vip/GetWelcomeInfo). */
  welcomeSvga(vip: number): string | null;
  /** The lucky-box opening animation. */
  luckyBoxOpenSvga: string | null;
}

type Item = Omit<AnimationItem, 'id'>;

const GIFT_TYPES: ReadonlySet<number> = new Set([MessageType.Gift, MessageType.SpecialGift, MessageType.CoinGift]);

function giftItem(type: AnimationType, giftId: number, nickname: string, look: AnimationLookups): Item {
  const gift = look.gift(giftId);
  return { type, svgaUrl: gift?.SvgaUrl ?? null, title: gift?.GiftName ?? `#${giftId}`, nickname, imageUrl: gift?.ImgUrl ?? null };
}

/** The animation kind of a sent gift: 153 plays the wish-coin animation, 152 the profit-share one. */
export function giftAnimationType(giftId: number): AnimationType {
  if (giftId === GIFT_ID_WISH_COIN) return AnimationType.WishCoin;
  if (giftId === GIFT_ID_PROFIT_SHARE) return AnimationType.ProfitShare;
  return AnimationType.Gift;
}

/**
 * The animations a live chat message starts (chatroom spec section 4): a gift message (2, 6,
 * 9; Message = gift id) its gift; a lucky-box win (16, '{giftId},{luckyBoxId}') the opening
 * then the prize; wish coin (17) and profit share (18) theirs; a welcome (5) of a member with
 * VIP above 0 the VIP welcome of that level. Anything else: none.
 */
export function animationsFor(row: AnimatedRow, look: AnimationLookups): Item[] {
  const nickname = unescapeName(row.Nickname);
  if (GIFT_TYPES.has(row.Type)) {
    const id = Number(row.Message.split(',')[0]);
    if (!Number.isInteger(id) || id <= 0) return [];
    return [giftItem(giftAnimationType(id), id, nickname, look)];
  }
  switch (row.Type) {
    case MessageType.LuckyBox: {
      const m = /^\s*(\d+)\s*,\s*(\d+)\s*$/.exec(row.Message);
      if (!m) return [];
      const giftId = Number(m[1]);
      const box = look.luckyBox(Number(m[2]));
      return [
        { type: AnimationType.LuckyBoxOpen, svgaUrl: look.luckyBoxOpenSvga, title: box?.Name ?? '', nickname, imageUrl: box?.ImgUrl ?? null },
        giftItem(AnimationType.LuckyBoxGift, giftId, nickname, look),
      ];
    }
    case MessageType.WishCoin:
      return [giftItem(AnimationType.WishCoin, GIFT_ID_WISH_COIN, nickname, look)];
    case MessageType.ProfitShare:
      return [giftItem(AnimationType.ProfitShare, GIFT_ID_PROFIT_SHARE, nickname, look)];
    case MessageType.Welcome:
      if (!(row.Vip > 0)) return [];
      // The VIP welcome names the member as the welcome line does (masked user name, weight 14).
      return [{
        type: AnimationType.VipWelcome, svgaUrl: look.welcomeSvga(row.Vip), title: `VIP ${row.Vip}`,
        nickname: truncateByWeight(welcomeName(nickname, row.LicenseeUserName)),
      }];
    default:
      return [];
  }
}
