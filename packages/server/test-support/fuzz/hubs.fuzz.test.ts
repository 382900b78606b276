import type { AddressInfo } from 'node:net';
import type { HubConnection } from '@microsoft/signalr';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HUB_PATHS, SITE_ID_LICENSEE, hubMethods } from '@sideline/protocol';
import type { HubMethodDef, HubPath } from '@sideline/protocol';
import { makeTestApp } from '../../src/testing/app';
import type { TestApp } from '../../src/testing/app';
import { issueToken } from '../../src/features/licensee/index';
import { chatGroup } from '../../src/features/chat/index';
import { officialClient, rawClient, waitFor } from '../../src/realtime/signalr/testing';
import type { RawClient } from '../../src/realtime/signalr/testing';
import { FUZZ_SEED, fuzz, within } from './harness';
import { brokenInvocations, validInvocations } from './invocations';
import type { FuzzInvocation } from './invocations';

/**
 * Every hub method of the contract, invoked over a real WebSocket with the SignalR JSON
 * protocol on every hub path (where it is not a method of that hub it must be refused too),
 * with valid and hostile arguments. Each invocation must get its Completion (a result that
 * matches the contract, or an error) or close only its own connection; meanwhile a
 * well-behaved viewer on the same node keeps its room and keeps receiving.
 */
const VALID_RUNS = 12;
const BROKEN_RUNS = 18;
/** On a hub that does not have the method every answer is "unknown method": a few runs suffice. */
const FOREIGN_RUNS = 3;
const ANSWER_WITHIN_MS = 10_000;
const RS = '\u001e';
const MATCH = 51230001;
const ANCHOR = 301;
const GROUP = `Licensee${SITE_ID_LICENSEE}`;

let t: TestApp;
let wsBase: string;
let tokens: string[];
let viewer: HubConnection;
const received: string[] = [];
const errorLogs: string[] = [];
const processErrors: unknown[] = [];
const recordProcessError = (err: unknown) => processErrors.push(err);
const outcomes = new Map<string, number>();

beforeAll(async () => {
  process.on('unhandledRejection', recordProcessError);
  process.on('uncaughtExceptionMonitor', recordProcessError);
  t = await makeTestApp({ logger: { level: 'error', stream: { write: (line: string) => void errorLogs.push(line) } } });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  wsBase = base.replace('http', 'ws');
  const expired = await issueToken(t.app.sideline.store, { customerId: 1001, siteId: SITE_ID_LICENSEE, language: 'en', ttlSeconds: 60, now: Date.now() - 3_600_000 });
  tokens = [await t.login('member'), await t.login('vip5'), await t.login('coin-member'), await t.anonymous(), expired.token];
  viewer = officialClient(`${base}/chatroomhub`, 'skip');
  viewer.on('MessagePush', (payload: { Message: string }) => void received.push(payload.Message));
  await viewer.start();
  await viewer.invoke('AddChatRoomGroup', MATCH, 'en', ANCHOR, GROUP, tokens[0], '', true);
});

afterAll(async () => {
  process.off('unhandledRejection', recordProcessError);
  process.off('uncaughtExceptionMonitor', recordProcessError);
  await viewer?.stop();
  await t?.close();
});

async function connect(path: HubPath): Promise<RawClient> {
  const raw = await rawClient(`${wsBase}${path}`);
  raw.send(`{"protocol":"json","version":1}${RS}`);
  expect(await raw.next()).toBe('{}');
  return raw;
}

/** The viewer still receives what its room publishes. */
async function viewerStillReceives(tag: string): Promise<void> {
  await t.app.sideline.realtime.publish(chatGroup(GROUP, 1, MATCH, 'en', ANCHOR), 'MessagePush', {
    CustomerId: 1001, Nickname: 'LuckyFan', Message: tag, Timestamp: Date.now(), Type: 1,
  });
  await waitFor(() => received.includes(tag), ANSWER_WITHIN_MS);
}

/** Sends one invocation on `conn` (reconnecting first if it was closed) and checks its outcome. */
async function invoke(path: HubPath, method: HubMethodDef, conn: { raw: RawClient | null }, inv: FuzzInvocation): Promise<void> {
  if (!conn.raw || conn.raw.ws.readyState !== conn.raw.ws.OPEN) conn.raw = await connect(path);
  const raw = conn.raw;
  const answer = raw.next((r) => r.includes(`"invocationId":"${inv.invocationId}"`) || r.includes('"type":7'), ANSWER_WITHIN_MS);
  answer.catch(() => {}); // the race below reports it; a socket close wins first
  raw.send(inv.record + RS);
  const outcome = await within(
    Promise.race([answer, raw.closed.then(() => 'socket closed')]),
    ANSWER_WITHIN_MS + 1000,
    `${path} ${inv.kind} ${inv.record.slice(0, 200)}`,
  ).catch((err: Error) => {
    throw new Error(`${path} ${method.name} [${inv.kind}] ${inv.record.slice(0, 300)}: ${err.message}`);
  });
  let kind: string;
  if (outcome === 'socket closed') {
    kind = 'socket closed';
  } else {
    const message = JSON.parse(outcome) as { type: number; result?: unknown; error?: string };
    if (message.type === 7) {
      kind = 'close';
      conn.raw = null;
      raw.ws.close();
    } else if (message.error !== undefined) {
      kind = 'error';
      if (typeof message.error !== 'string' || message.error.length === 0) throw new Error(`${inv.record.slice(0, 200)}: empty completion error`);
    } else {
      kind = 'result';
      const knownHere = method.hubs.includes(path) && inv.target.toLowerCase() === method.name.toLowerCase();
      if (!knownHere) throw new Error(`${path} ${inv.target} answered a result for a method it does not have: ${outcome.slice(0, 200)}`);
      const parsed = method.result.safeParse(message.result);
      if (!parsed.success) throw new Error(`${path} ${method.name} result does not match the contract: ${outcome.slice(0, 300)}`);
    }
  }
  outcomes.set(`${inv.kind === 'valid' ? 'valid' : 'broken'} ${kind}`, (outcomes.get(`${inv.kind === 'valid' ? 'valid' : 'broken'} ${kind}`) ?? 0) + 1);
}

const cases = HUB_PATHS.flatMap((path) => Object.values(hubMethods).map((m) => [path, m.name, m as unknown as HubMethodDef] as const));

describe(`hub invocations under fuzz (FUZZ_SEED=${FUZZ_SEED})`, () => {
  it.each(cases)('%s %s: every invocation completes or closes only its connection', async (path, name, method) => {
    const conn: { raw: RawClient | null } = { raw: null };
    try {
      const own = method.hubs.includes(path);
      await fuzz(`${path} ${name} valid`, validInvocations(method, tokens), own ? VALID_RUNS : FOREIGN_RUNS, (inv) => invoke(path, method, conn, inv));
      await fuzz(`${path} ${name} broken`, brokenInvocations(method, tokens), own ? BROKEN_RUNS : FOREIGN_RUNS, (inv) => invoke(path, method, conn, inv));
    } finally {
      conn.raw?.ws.close();
    }
    await viewerStillReceives(`after ${path} ${name}`);
  });

  it('a hub connection flooding garbage frames is closed alone', async () => {
    const raw = await connect('/chatroomhub');
    const frames = fc.sample(fc.oneof(fc.string({ unit: 'binary', maxLength: 300 }), fc.jsonValue().map((v) => JSON.stringify(v))), { numRuns: 50, seed: FUZZ_SEED });
    for (const frame of frames) if (raw.ws.readyState === raw.ws.OPEN) raw.send(frame + RS);
    await within(raw.closed, ANSWER_WITHIN_MS, 'garbage connection closed');
    await viewerStillReceives('after garbage');
  });

  it('kept the process healthy: no crash, no unexpected error logged, the viewer still in its room', async () => {
    console.info(`[fuzz] hub outcomes: ${JSON.stringify(Object.fromEntries(outcomes))}`);
    expect(outcomes.get('valid result') ?? 0).toBeGreaterThan(0);
    expect(processErrors).toEqual([]);
    expect(errorLogs).toEqual([]);
    expect(await viewer.invoke('RemoveFromGroup', MATCH, 'en', ANCHOR, GROUP, tokens[0], '', true)).toEqual({ Removed: true });
  });
});
