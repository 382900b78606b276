import { describe, expect, it } from 'vitest';
import { CURRENCY_COIN, CURRENCY_DIAMOND } from '@sideline/protocol';
import { nicknameEditable } from './editable';

describe('nicknameEditable (issue 16 item 25)', () => {
  it('is offered to a logged-in member allowed to, except on the diamond currency', () => {
    expect(nicknameEditable({ isLoggedIn: true, canUpdateNickname: true, currencyId: 1 })).toBe(true);
    expect(nicknameEditable({ isLoggedIn: true, canUpdateNickname: true, currencyId: CURRENCY_COIN })).toBe(true);
    expect(nicknameEditable({ isLoggedIn: true, canUpdateNickname: true, currencyId: CURRENCY_DIAMOND })).toBe(false);
    expect(nicknameEditable({ isLoggedIn: true, canUpdateNickname: false, currencyId: 1 })).toBe(false);
    expect(nicknameEditable({ isLoggedIn: false, canUpdateNickname: true, currencyId: 1 })).toBe(false);
  });
});
