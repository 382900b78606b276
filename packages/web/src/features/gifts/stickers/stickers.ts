import type { Sticker } from '@sideline/protocol';

/** Lowest VIP level that may send a VIP sticker (the server's rule). */
export const VIP_STICKER_MIN_LEVEL = 1;

/** Only active stickers are shown; a VIP sticker is locked below VIP 1. */
export function stickerTiles(stickers: readonly Sticker[], vip: number): Array<Sticker & { locked: boolean }> {
  return stickers.filter((s) => s.Status).map((s) => ({ ...s, locked: s.IsVip && vip < VIP_STICKER_MIN_LEVEL }));
}

/** Why a sticker cannot be sent now, or 'ok' (a nickname is required, like chat). */
export function checkSticker(args: { isLoggedIn: boolean; nickname: string | null; isMatchOpen: boolean; locked: boolean }): 'ok' | 'login' | 'nickname' | 'closed' | 'vip' {
  if (!args.isLoggedIn) return 'login';
  if (!args.isMatchOpen) return 'closed';
  if (args.locked) return 'vip';
  if (!args.nickname) return 'nickname';
  return 'ok';
}
