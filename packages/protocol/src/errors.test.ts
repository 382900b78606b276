import { describe, expect, it } from 'vitest';
import {
  BET_ERRORS, betDirectCode, betError, betErrorReaction, betErrorText, giftErrorKey, luckyBoxErrorText, maintenanceRoute,
  mediaErrorName, messagePushAlert, PLAYER_ERROR_CODES, PROVIDER_A_ERROR_CODES, PROVIDER_B_ERROR_CODES, playerErrorText,
  ServerErrorCode, StreamingErrorCode, transportReaction, ALERT_DEFAULTS,
} from './errors';

describe('bet errors', () => {
  it('covers every direct code of the spec', () => {
    const codes = ['B005', 'B007', 'B008', 'B009', 'B010', 'B011', 'B013', 'B014', 'B015', 'B016', 'B017', 'B024'];
    expect(BET_ERRORS.map((e) => e.directCode).sort()).toEqual(codes);
  });

  it.each([
    ['B010', 'OddsChanged', 'your-selection-has-changed', 'price-update'],
    ['B011', 'OddsSuspend', 'odds-closed', 'lock'],
    ['B015', 'PriceClosed', 'odds-closed', 'lock'],
    ['B016', 'MarketClosed', 'market-closed', 'lock'],
    ['B024', 'EventClosed', 'event-closed', 'lock'],
    ['B013', 'StakeProblem', 'stake-is-out-of-range', 'inline'],
    ['B017', 'InsufficientBalance', 'insufficient-amount', 'inline'],
    ['B005', 'EventClosedOrInvalidMarketId', 'event-closed', 'lock'],
    ['B007', 'ScoreChanged', 'bet-score-changed', 'lock'],
    ['B008', 'PointChanged', 'bet-point-changed', 'lock'],
    ['B009', 'PointExpired', 'bet-point-changed', 'lock'],
    ['B014', 'OverMaxBet', 'bet-over-event-max-bet', 'lock'],
  ])('%s ↔ %s → %s (%s)', (code, name, key, reaction) => {
    expect(betError(code)?.name).toBe(name);
    expect(betError(name)?.directCode).toBe(code);
    expect(betError(code)?.key).toBe(key);
    expect(betErrorReaction(code)).toBe(reaction);
    expect(betErrorReaction(name)).toBe(reaction);
    expect(betDirectCode(name)).toBe(code);
  });

  it('treats unknown codes as system errors', () => {
    expect(betErrorReaction('B999')).toBe('system');
    expect(betErrorText('B999', 'single-ticket')).toEqual({ key: 'system-error', detail: '(B999)' });
    expect(betErrorText('B999', 'place-bet')).toEqual({ key: null, detail: 'B999' });
    expect(betErrorText('b016', 'place-bet')).toEqual({ key: 'market-closed', detail: null });
  });
});

describe('transport rules', () => {
  it.each([
    [{ status: 200, path: '/GetBalance', hasBody: true }, { kind: 'success' }],
    [{ status: 200, path: '/GetBalance', hasBody: false }, { kind: 'error' }],
    [{ status: 401, path: '/GetBalance', hasBody: true }, { kind: 'redirect', route: '/login' }],
    [{ status: 404, path: '/x', hasBody: false }, { kind: 'log' }],
    [{ status: 422, path: '/GetBalance', hasBody: true }, { kind: 'token-expired' }],
    [{ status: 200, path: '/Entertainment/Message/MessagePush', hasBody: true, bodyCode: 422, entertainment: true }, { kind: 'token-expired' }],
    [{ status: 200, path: '/MessagePush', hasBody: true, bodyCode: 422 }, { kind: 'success' }],
    [{ status: 503, path: '/Login', hasBody: false }, { kind: 'redirect', route: '/maintenance' }],
    [{ status: 503, path: '/Artemis/ChatRoomManage/GetAgoraInfo?matchId=1', hasBody: false }, { kind: 'redirect', route: '/maintenance' }],
    [{ status: 503, path: '/GetStreaming', hasBody: false }, { kind: 'redirect', route: '/LicenseeMaintenance' }],
    [{ status: 400, path: '/Nickname', hasBody: true }, { kind: 'log' }],
    [{ status: 400, path: '/UpdateNickname', hasBody: true }, { kind: 'error' }],
    [{ status: 500, path: '/x', hasBody: true }, { kind: 'error' }],
  ])('%j → %j', (args, out) => expect(transportReaction(args)).toEqual(out));

  it('routes logout to the plain maintenance page', () => {
    expect(maintenanceRoute('/logout')).toBe('/maintenance');
    expect(maintenanceRoute('/loginx')).toBe('/LicenseeMaintenance');
  });

  it('has the server codes', () => {
    expect(ServerErrorCode).toMatchObject({ VALIDATION: 400, UNAUTHORIZED: 401, TOKEN_EXPIRED: 422, NOT_IMPLEMENTED: 501, MAINTENANCE: 503 });
  });
});

describe('gift, lucky box and chat reactions', () => {
  it.each([['400055', 'exceed-available-gift-ticket'], ['InsufficientBalance', 'insufficient-fund'], [null, 'sending-failed'], ['X', 'sending-failed']])(
    'gift field %j → %s', (field, key) => expect(giftErrorKey(field)).toBe(key),
  );

  it('shows the server message on a lucky box Status error', () => {
    expect(luckyBoxErrorText({ Field: 'Status', Message: 'Box locked' })).toEqual({ message: 'Box locked' });
    expect(luckyBoxErrorText({ Field: 'InsufficientBalance', Message: '' })).toEqual({ key: 'insufficient-balance' });
    expect(luckyBoxErrorText(null)).toEqual({ key: 'sending-failed' });
  });

  it.each([
    [{ Error: [{ Field: 'C001', Message: 'Currency not open' }], Result: null }, { key: 'currency-not-open', detail: null, durationMs: 3000 }],
    [{ Error: [{ Field: 'E9', Message: 'x' }], Result: null }, { key: 'showing-ticket-fail', detail: '(E9)', durationMs: 3000 }],
    [{ Error: null, Result: { IsMuted: true, IsSend: false } }, { key: 'customer-muted', detail: null, durationMs: 3000 }],
    [{ Error: null, Result: { IsMuted: false, IsSend: false } }, { key: 'turnover', detail: null, durationMs: 10000, turnover: true }],
    [{ Error: null, Result: { IsMuted: false, IsSend: true } }, null],
  ])('message push %j → %j', (answer, out) => expect(messagePushAlert(answer)).toEqual(out));

  it('defaults alerts to red errors for 3 s', () => {
    expect(ALERT_DEFAULTS).toEqual({ type: 'error', color: 'red', durationMs: 3000 });
  });
});

describe('player codes', () => {
  it('maps every named code to an E-code of the catalogue', () => {
    const all = new Set(Object.values(StreamingErrorCode));
    for (const m of [PLAYER_ERROR_CODES, PROVIDER_A_ERROR_CODES, PROVIDER_B_ERROR_CODES]) {
      for (const code of Object.values(m)) expect(all.has(code)).toBe(true);
    }
    expect(Object.values(StreamingErrorCode).sort()).toEqual([
      'E101', 'E102', 'E103', 'E104', 'E105', 'E201', 'E202', 'E203', 'E204', 'E301', 'E302', 'E401', 'E402', 'E403', 'E404',
    ]);
  });

  it.each([[1, null], [2, 'MEDIA_ERR_NETWORK'], [3, 'MEDIA_ERR_DECODE'], [4, 'MEDIA_ERR_SRC_NOT_SUPPORTED']])(
    'media error %i → %j', (code, name) => expect(mediaErrorName(code)).toBe(name),
  );

  it('writes the error photo text', () => {
    expect(playerErrorText('E201')).toBe('Error Code：E201');
    expect(playerErrorText('DirectResponseHaveError', 'S17')).toBe('Error Code：DirectResponseHaveError S17');
  });
});
