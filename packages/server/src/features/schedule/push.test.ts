import type { AddressInfo } from 'node:net';
import type { HubConnection } from '@microsoft/signalr';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MatchStatus, ProgramStatus } from '@sideline/protocol';
import type { LivePrograms } from '@sideline/protocol';
import { makeTestApp } from '../../testing/app';
import type { TestApp } from '../../testing/app';
import { STREAMER_SCHEDULE_GROUP } from './groups';
import { officialClient, waitFor } from '../../realtime/signalr/testing';
import { SET_LIVE_STATUS_PATH } from './operator';

let t: TestApp;
let client: HubConnection;
const pushes: LivePrograms[] = [];

beforeAll(async () => {
  t = await makeTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = t.app.server.address() as AddressInfo;
  client = officialClient(`http://127.0.0.1:${port}/streamerschedulehub`, 'skip');
  client.on('PushLivePrograms', (payload: LivePrograms) => pushes.push(payload));
  await client.start();
  expect(await client.invoke('AddStreamerScheduleGroup', 'en')).toMatchObject({ Group: STREAMER_SCHEDULE_GROUP });
});
afterAll(async () => {
  await client.stop();
  await t.close();
});

const setStatus = (payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: SET_LIVE_STATUS_PATH, payload, headers: { 'Operator-Key': 'sideline-demo-operator' } });

describe('PushLivePrograms on /streamerschedulehub', () => {
  it('pushes the whole live set whenever it changes, through the official client', async () => {
    expect((await setStatus({ EventId: 7004, Status: ProgramStatus.Live })).statusCode).toBe(200);
    await waitFor(() => pushes.length === 1);
    expect(pushes[0]!.LiveEntertainmentEventIds).toContain(7004);
    expect(pushes[0]!.LiveEntertainmentEventIds).toEqual(expect.arrayContaining([7001, 7002, 7003]));
    expect(pushes[0]!.LiveMatchIds).toEqual(expect.arrayContaining([51230001, 51230002]));

    await setStatus({ MatchId: 51230001, Status: MatchStatus.End });
    await waitFor(() => pushes.length === 2);
    expect(pushes[1]!.LiveMatchIds).not.toContain(51230001);
    expect(pushes[1]!.LiveEntertainmentEventIds).toContain(7004);

    // No change of the live set → no push (a later change arrives as the third push).
    expect((await setStatus({ MatchId: 51230005, Status: MatchStatus.Canceled })).json().Result.Pushed).toBe(false);
    await setStatus({ EventId: 7004, Status: ProgramStatus.End });
    await waitFor(() => pushes.length === 3);
    expect(pushes[2]!.LiveEntertainmentEventIds).not.toContain(7004);
    expect(pushes[2]!.LiveMatchIds).toEqual(pushes[1]!.LiveMatchIds);
    await new Promise((r) => setTimeout(r, 50));
    expect(pushes).toHaveLength(3);
  });
});
