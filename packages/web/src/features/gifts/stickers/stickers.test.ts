import { describe, expect, it } from 'vitest';
import { checkSticker, stickerTiles } from './stickers';

const s = (StickerName: string, IsVip = false, Status = true) => ({ StickerName, StickerUrl: `/${StickerName}.png`, IsVip, Status });

describe('stickers', () => {
  it('shows only active stickers; VIP ones are locked below VIP 1', () => {
    const list = [s('Smile'), s('Fire', true), s('Old', false, false)];
    expect(stickerTiles(list, 0).map((x) => [x.StickerName, x.locked])).toEqual([['Smile', false], ['Fire', true]]);
    expect(stickerTiles(list, 1).map((x) => x.locked)).toEqual([false, false]);
  });
  it.each([
    ['ok', { isLoggedIn: true, nickname: 'Ann', isMatchOpen: true, locked: false }, 'ok'],
    ['logged out', { isLoggedIn: false, nickname: null, isMatchOpen: true, locked: false }, 'login'],
    ['closed room', { isLoggedIn: true, nickname: 'Ann', isMatchOpen: false, locked: false }, 'closed'],
    ['VIP sticker', { isLoggedIn: true, nickname: 'Ann', isMatchOpen: true, locked: true }, 'vip'],
    ['no nickname', { isLoggedIn: true, nickname: null, isMatchOpen: true, locked: false }, 'nickname'],
  ] as const)('%s', (_n, args, expected) => {
    expect(checkSticker(args)).toBe(expected);
  });
});
