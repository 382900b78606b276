import { describe, expect, it, vi } from 'vitest';
import { GetIsWheelOn, SpinWheel } from '@sideline/protocol';
import { createApiClient } from '../api/client';
import { createSessionStore } from '../session/session';

describe('the API client tells analytics of answered calls', () => {
  it('passes each envelope Code with the call and request; a throwing observer never breaks the call', async () => {
    const bodies = [{ Code: 200, Result: { IsWheelOn: true }, Error: null }, { Code: 500, Result: null, Error: [{ Field: null, Message: 'x' }] }];
    const fakeFetch = vi.fn(async () => new Response(JSON.stringify(bodies.shift()), { status: 200 }));
    const seen: [string, number][] = [];
    const client = createApiClient({
      fetch: () => fakeFetch as unknown as typeof fetch, session: createSessionStore(), navigate: vi.fn(), log: vi.fn(),
      onAnswer: (call, _request, code) => {
        seen.push([call.name, code]);
        throw new Error('observer bug');
      },
    });
    expect(await client.callApi(GetIsWheelOn, { AnchorId: 1 })).toEqual({ IsWheelOn: true });
    const env = await client.callEnvelope(SpinWheel, {
      ChatRoomInfoModel: { MatchId: 1, AnchorLanguage: 'en', AnchorId: 1, GroupName: 'g', ProgramType: 1 },
      UserInfoModel: { SiteName: 's', CurrencyId: 1, CurrencyName: 'USD', EnableSingleWallet: false, UserLanguage: 'en', NickName: 'n' },
      WheelInfoModel: { Amount: 10 }, MessageInfoModel: { Color: 1, Type: 15 },
    });
    expect(env.Code).toBe(500);
    expect(seen).toEqual([['GetIsWheelOn', 200], ['SpinWheel', 500]]);
  });
});
