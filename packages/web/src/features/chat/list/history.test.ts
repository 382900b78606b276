import { describe, expect, it } from 'vitest';
import { ChatRefusal, MessageType, SITE_ID_COIN } from '@sideline/protocol';
import { verdictForPushAnswer } from './alertsForAnswer';
import { appendBounded, keepMessage } from './history';
import type { KeepContext } from './history';
import { toChatRow } from './row';
import type { ChatRow } from './row';

const row = (patch: Record<string, unknown>): ChatRow => toChatRow({ CustomerId: 2, Nickname: 'Bo', Message: 'x', Type: 1, ...patch }) as ChatRow;
const ctx: KeepContext = { ownCustomerId: 1, ownNickname: 'Ann', siteId: 1, isJioo: false, blockedIds: new Set([3]) };

describe('history keep rules', () => {
  it.each<[string, Record<string, unknown>, Partial<KeepContext>, boolean]>([
    ['plain message', {}, {}, true],
    ['hate from another', { IsHate: true }, {}, false],
    ['own hate message', { IsHate: true, CustomerId: 1 }, {}, true],
    ['own by nickname when no id is known', { IsHate: true, Nickname: 'Ann' }, { ownCustomerId: null }, true],
    ['jackpot on the coin site', { Type: MessageType.Jackpot }, { siteId: SITE_ID_COIN }, false],
    ['ticket on a Jioo site', { Type: MessageType.ShowingTicket }, { isJioo: true }, false],
    ['jackpot elsewhere', { Type: MessageType.Jackpot }, {}, true],
    ['blocked customer', { CustomerId: 3 }, {}, false],
  ])('%s', (_name, patch, ctxPatch, kept) => {
    expect(keepMessage(row(patch), { ...ctx, ...ctxPatch })).toBe(kept);
  });
  it('drops malformed messages', () => {
    expect(toChatRow({ Type: 99, Message: 'x' })).toBeNull();
    expect(toChatRow({ Type: 1 })).toBeNull();
  });
  it('keeps the newest rows up to the bound', () => {
    const rows = Array.from({ length: 5 }, (_, i) => row({ Message: String(i) }));
    expect(appendBounded(rows.slice(0, 3), rows.slice(3), 4).map((r) => r.Message)).toEqual(['1', '2', '3', '4']);
  });
});

describe('MessagePush answers', () => {
  const tctx = { siteId: 1, currencyId: 20, turnoverLimits: [{ CurrencyId: 20, Amount: 500 }], giftAllowed: true, isMatch: true };
  const ok = { IsNotCheckMessage: false, IsMuted: false, IsSend: true, Turnover: 0 };
  it.each<[string, Parameters<typeof verdictForPushAnswer>[0], Partial<ReturnType<typeof verdictForPushAnswer>>, Record<string, unknown> | null]>([
    ['sent', { Error: null, Result: ok }, { outcome: 'sent' }, null],
    ['C001', { Error: [{ Field: 'C001', Message: 'currency-not-open' }], Result: null }, { outcome: 'refused' }, { key: 'currency-not-open' }],
    ['other code', { Error: [{ Field: 'X9', Message: 'boom' }], Result: null }, { outcome: 'refused' }, { key: 'showing-ticket-fail', detail: '(X9)', durationMs: 3000 }],
    ['muted', { Error: null, Result: { ...ok, IsMuted: true, IsSend: false } }, { outcome: 'refused' }, { key: 'customer-muted', durationMs: 3000 }],
    ['turnover zero', { Error: null, Result: { ...ok, IsSend: false } }, { outcome: 'refused' }, { key: 'chat-limit-hint-1-1-1', durationMs: 10000 }],
    ['turnover short', { Error: null, Result: { ...ok, IsSend: false, Turnover: 200 } }, { outcome: 'refused' }, { key: 'chat-limit-hint-2-1-1', vars: { amount: '300' } }],
    ['cool-down refusal is silent', { Error: [{ Field: ChatRefusal.CoolDown, Message: 'wait' }], Result: null }, { outcome: 'cooldown', alert: null }, null],
    ['nickname required', { Error: [{ Field: ChatRefusal.NicknameRequired, Message: 'x' }], Result: null }, { outcome: 'nickname' }, null],
    ['sensitive words', { Error: [{ Field: ChatRefusal.SensitiveWords, Message: 'x' }], Result: null }, { outcome: 'refused' }, { key: 'sensitive-words-prohibited' }],
  ])('%s', (_name, answer, verdict, alert) => {
    const v = verdictForPushAnswer(answer, tctx);
    expect(v).toMatchObject(verdict);
    if (alert) expect(v.alert).toMatchObject(alert);
    else expect(v.alert).toBeNull();
  });
  it('site 99 uses chat-limit-hint-3', () => {
    expect(verdictForPushAnswer({ Error: null, Result: { ...ok, IsSend: false } }, { ...tctx, siteId: SITE_ID_COIN }).alert?.key).toBe('chat-limit-hint-3');
  });
});
