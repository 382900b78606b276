import { afterEach, describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { userWallet } from '../../../features/shell';
import { startupRunners } from './runners';
import { historyRequest, roomLanguageOf } from '../../../features/chat';
import { ProgramType } from '@sideline/protocol';
import { primeRoomStart } from '../../../features/chat/core';
import { chatRoomInfoOf } from '../chatroom/roomInfo';

const ok = (Result: unknown) => new Response(JSON.stringify({ Code: 200, Result, Error: null }), { status: 200, headers: { 'content-type': 'application/json' } });

afterEach(() => {
  vi.unstubAllGlobals();
  userWallet.remember(false);
});

describe('start-up runners (issue 16 items 19 and 23)', () => {
  it("reads user info (GetUserToken) before GetBalance and sends its EnableSingleWallet; loads vouchers and bet types", async () => {
    const seen: { path: string; body: unknown }[] = [];
    vi.stubGlobal('fetch', vi.fn(async (input: string, init?: RequestInit) => {
      const path = new URL(input, 'http://w.test').pathname;
      seen.push({ path, body: init?.body ? JSON.parse(String(init.body)) : null });
      if (path === '/GetUserToken') return ok({ Token: 'u', OddsType: 3, EnableSingleWallet: true });
      if (path === '/GetBalance') return ok({ BalanceList: [{ CurrencyId: 999, Balance: 10 }] });
      if (path === '/GetJiooGiftCard') return ok({ JiooLiveBackpackItems: [{ SubType: 201, Quantity: 2 }] });
      if (path === '/GetAllSportBetType') return ok({ SportBetTypes: [{ SportType: 1, BetType: 1, BetTypeName: 'Handicap' }] });
      return new Response('{}', { status: 404 });
    }));
    const client = new QueryClient();
    const outcome = { isUserLogin: true, enabledGV: undefined };
    const run = startupRunners(client, { Token: 'tok', UserLanguage: 'en' } as never, null, outcome);
    await run('user-info');
    await run('gift-cards');
    await run('bet-types');
    expect(seen.map((s) => s.path)).toEqual(['/GetUserToken', '/GetBalance', '/GetJiooGiftCard', '/GetAllSportBetType']);
    expect(seen[1]!.body).toEqual({ EnableSingleWallet: true });
    expect(client.getQueryData(['GetAllSportBetType'])).toEqual({ SportBetTypes: [{ SportType: 1, BetType: 1, BetTypeName: 'Handicap' }] });
    expect(client.getQueryData(['GetJiooGiftCard'])).toEqual({ JiooLiveBackpackItems: [{ SubType: 201, Quantity: 2 }] });
  });

  it('asks for the chat site group during the start-up, under the key the chat room reads (issue 20)', async () => {
    const seen: string[] = [];
    vi.stubGlobal('fetch', vi.fn(async (input: string) => {
      const path = new URL(input, 'http://w.test').pathname;
      seen.push(path);
      if (path === '/CheckSiteGroup') return ok({ GroupName: 'g1' });
      return new Response('{}', { status: 404 });
    }));
    const client = new QueryClient();
    const primed: unknown[] = [];
    const prime = ((call: { name: string }, request: unknown) => primed.push([call.name, request])) as never;
    await startupRunners(client, { Token: 'tok' } as never, null, { isUserLogin: true, enabledGV: undefined }, prime)('site-group');
    expect(seen).toEqual(['/CheckSiteGroup']);
    expect(client.getQueryData(['CheckSiteGroup', 'tok'])).toMatchObject({ GroupName: 'g1' });
    expect(primed).toEqual([]); // no MatchId: no room to ask for
    await startupRunners(client, {} as never, null, { isUserLogin: false, enabledGV: undefined }, prime)('site-group');
    expect(seen).toEqual(['/CheckSiteGroup']);
  });

  it("asks for the room's history as soon as the site group is known, exactly as the chat room will (issue 20)", async () => {
    vi.stubGlobal('fetch', vi.fn(async () => ok({ GroupName: 'g1' })));
    const primed: unknown[] = [];
    const prime = ((call: { name: string }, request: unknown) => primed.push([call.name, request])) as never;
    const data = { Token: 'tok', MatchId: 42, StreamerLanguage: 'TH', UserLanguage: 'en' };
    await startupRunners(new QueryClient(), data as never, null, { isUserLogin: true, enabledGV: undefined }, prime)('site-group');
    const room = { matchId: 42, anchorLanguage: roomLanguageOf(data as never), anchorId: 0, groupName: 'g1' };
    expect(primed).toEqual([['GetMessage', historyRequest(room)]]);
    expect(primed).toEqual([['GetMessage', { MatchId: 42, AnchorLanguage: 'th', AnchorId: 0, GroupName: 'g1' }]]);
  });

  it("sends the chat room's start calls with the gifts, once the site group and the member are known, for the room the page will open (issue 20)", async () => {
    vi.stubGlobal('fetch', vi.fn(async (input: string) => {
      const path = new URL(input, 'http://w.test').pathname;
      if (path === '/CheckSiteGroup') return ok({ GroupName: 'g1' });
      if (path === '/GetUserToken') return ok({ Token: 'u', OddsType: 3, EnableSingleWallet: false, CustomerId: 77, SiteId: 5, SiteName: 'S' });
      if (path === '/GetBalance') return ok({ BalanceList: [{ CurrencyId: 999, Balance: 10 }] });
      if (path === '/FeatureSetting/GetBatchFeatureSetting') return ok({ Data: { EnabledGV: true, EnabledBlockAndReport: true } });
      return new Response('{}', { status: 404 });
    }));
    const primed: [string, unknown][] = [];
    const prime = ((call: { name: string }, request: unknown) => primed.push([call.name, request])) as never;
    const data = { Token: 'tok', MatchId: 42, StreamerLanguage: 'TH', UserLanguage: 'en' };
    const run = startupRunners(new QueryClient(), data as never, null, { isUserLogin: true, enabledGV: undefined }, prime);
    await run('site-group');
    await run('user-info');
    primed.length = 0;
    await run('room-start');
    const room = chatRoomInfoOf({
      data: data as never, isUserLogin: true, programType: ProgramType.Match, color: 0, groupName: 'g1', blockEnabled: true, walletCurrency: 999,
      me: { CustomerId: 77, SiteId: 5, SiteName: 'S' },
    });
    const expected: [string, unknown][] = [];
    primeRoomStart(room, ((call: { name: string }, request: unknown) => expected.push([call.name, request])) as never);
    expect(primed).toEqual(expected);
    expect(primed).toContainEqual(['GetConfig', { ParentId: 42, CurrencyId: 999, AnchorLanguage: 'th', AnchorId: 0 }]);
    expect(primed).toContainEqual(['GetBlock', { CustomerId: 77 }]);
    // The last phase takes the settings the room's start read: no second call.
    const settingsCalls = () => vi.mocked(fetch).mock.calls.filter(([u]) => String(u).includes('GetBatchFeatureSetting')).length;
    expect(settingsCalls()).toBe(1);
    await run('feature-settings');
    expect(settingsCalls()).toBe(1);
  });
});
