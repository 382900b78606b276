import { describe, expect, it } from 'vitest';
import { gateDrawers } from './drawerGates';
import type { DrawerGates } from './drawerGates';

const all = { gift: () => null, sticker: () => null, wheel: () => null, ticket: () => null, 'quick-bet': () => null };
const open: DrawerGates = { isLoggedIn: true, isMatchOpen: true, isAllowSendGift: true, isGiftDisable: false };
const keys = (g: Partial<DrawerGates>) => Object.keys(gateDrawers(all, { ...open, ...g }) ?? {}).sort();

describe('gateDrawers (issue 16 items 7-8)', () => {
  it('offers every drawer to a logged-in viewer of an open programme that allows gifts', () => {
    expect(keys({})).toEqual(['gift', 'quick-bet', 'sticker', 'ticket', 'wheel']);
  });
  it('a closed programme takes gift, sticker and wheel away', () => {
    expect(keys({ isMatchOpen: false })).toEqual(['quick-bet', 'ticket']);
  });
  it('IsAllowSendGift false or IsGiftDisable takes gift and wheel away, stickers stay', () => {
    expect(keys({ isAllowSendGift: false })).toEqual(['quick-bet', 'sticker', 'ticket']);
    expect(keys({ isGiftDisable: true })).toEqual(['quick-bet', 'sticker', 'ticket']);
  });
  it('logged out: none of the three', () => {
    expect(keys({ isLoggedIn: false })).toEqual(['quick-bet', 'ticket']);
  });
});
