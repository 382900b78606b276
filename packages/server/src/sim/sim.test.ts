import type { HubConnection } from '@microsoft/signalr';
import { afterEach, describe, expect, it } from 'vitest';
import { makeTestApp } from '../testing/app';
import type { TestApp } from '../testing/app';
import { ANCHOR, LANG, RUNNING_MATCH, collect, get, hubClient, listen, siteGroup, until } from '../features/chat/testing';
import { startSim } from './sim';
import type { Sim } from './sim';
import { MATCH_LINES, SHOW_LINES, pickLine } from './lines';

let t: TestApp | null = null;
let sim: Sim | null = null;
const clients: HubConnection[] = [];
afterEach(async () => {
  sim?.stop();
  sim = null;
  await Promise.all(clients.splice(0).map((c) => c.stop().catch(() => {})));
  await t?.close();
  t = null;
});

/** A test app with a sim whose timers never fire on their own (the test drives the ticks). */
async function setup() {
  t = await makeTestApp();
  sim = startSim({ store: t.app.sideline.store, realtime: t.app.sideline.realtime }, { chatEveryMs: 3_600_000, jackpotEveryMs: 3_600_000, lotteryEveryMs: 3_600_000, chatChance: 1 });
  return t;
}

describe('the demo chat life', () => {
  it('bots chat believable lines in the language of each running match and live programme room', async () => {
    const app = (await setup()).app;
    const member = await t!.login('member');
    const group = await siteGroup(app, member);
    const base = await listen(app);
    const client = await hubClient(`${base}/chatroomhub`);
    clients.push(client);
    const seen = collect(client, 'MessagePush');
    await client.invoke('AddChatRoomGroup', RUNNING_MATCH, LANG, ANCHOR, group, member, '', true);

    const spoken = await sim!.tickChat();
    expect(spoken).toBeGreaterThanOrEqual(10);
    await until(() => seen.MessagePush!.length === 1);
    const line = seen.MessagePush![0]![0] as { Message: string; Nickname: string; CustomerId: number };
    expect(line.CustomerId).toBeGreaterThanOrEqual(2001);
    const vietnamese = MATCH_LINES.vn!.map((l) => l.replace('{home}', 'Arsenal').replace('{away}', 'Chelsea'));
    expect(vietnamese.some((l) => line.Message.endsWith(l))).toBe(true);
    const history = (await get(app, '/Message', member, { MatchId: RUNNING_MATCH, AnchorLanguage: LANG, AnchorId: ANCHOR, GroupName: group })).json().Result;
    expect(history.Messages).toHaveLength(1);
    // Ended matches get no bots; programmes get show lines.
    const rows = await app.sideline.store.db.selectFrom('chat_messages').select(['match_id', 'program_type', 'message']).execute();
    expect(rows.some((r) => r.match_id === 51230007)).toBe(false);
    expect(rows.filter((r) => r.program_type === 2).length).toBeGreaterThan(0);
  });

  it('grows jackpots (GET /GetJackpot, GetJackpots push) and announces NBA lottery draws (GetNBALottery)', async () => {
    const app = (await setup()).app;
    expect((await get(app, '/GetJackpot', null, {})).json().Result).toEqual({ Jackpots: [] });
    const member = await t!.login('member');
    const group = await siteGroup(app, member);
    const base = await listen(app);
    const client = await hubClient(`${base}/chatroomhub`);
    clients.push(client);
    const seen = collect(client, 'GetJackpots', 'GetNBALottery');
    await client.invoke('AddChatRoomGroup', RUNNING_MATCH, LANG, ANCHOR, group, member, '', true);

    await sim!.tickJackpots();
    await sim!.tickJackpots();
    const { Jackpots } = (await get(app, '/GetJackpot', null, {})).json().Result as { Jackpots: { MatchId: number; TotalPrize: number }[] };
    const running = await app.sideline.store.db.selectFrom('matches').select('id').where('status', '=', 1).orderBy('id').execute();
    expect(running.length).toBeGreaterThanOrEqual(4);
    expect(Jackpots.map((j) => j.MatchId).sort((a, b) => a - b)).toEqual(running.map((r) => r.id));
    for (const j of Jackpots) expect(j.TotalPrize).toBeGreaterThanOrEqual(100);
    await until(() => seen.GetJackpots!.length === 2);
    expect(seen.GetJackpots![1]![0]).toEqual({ Jackpots });

    await sim!.tickLottery();
    await until(() => seen.GetNBALottery!.length === 1);
    expect(seen.GetNBALottery![0]![0]).toMatchObject({ Type: 14, Nickname: 'NBA Lottery', Message: expect.stringMatching(/^NBA Lottery draw #1: (\d+, ){4}\d+$/) });
  });

  it('starts from the app only when config.sim is on', async () => {
    t = await makeTestApp({ config: { sim: true } });
    await until(async () => {
      const n = await t!.app.sideline.store.db.selectFrom('chat_messages').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
      return Number(n.n) > 0;
    }, 8_000);
    await t.close();
    t = await makeTestApp();
    await new Promise((r) => setTimeout(r, 2_500));
    const n = await t.app.sideline.store.db.selectFrom('chat_messages').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    expect(Number(n.n)).toBe(0);
  });

  it('picks lines in the room language with an English fallback', () => {
    expect(SHOW_LINES.th).toContain(pickLine('show', 'th', null, () => 0));
    expect(pickLine('match', 'xx', { home: 'A', away: 'B' }, () => 0.999)).toBe(MATCH_LINES.en!.at(-1));
    expect(pickLine('match', 'en', { home: 'Reds', away: 'Blues' }, () => 0.1)).toBe('Reds look sharp tonight');
  });
});
