import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { defineCall } from '@sideline/protocol';
import { createSessionStore } from '../session/session';
import { createApiClient, maintenanceTarget } from './client';
import { ApiError } from './errors';
import { newPaidAction } from './idempotency';

const GetThing = defineCall({
  name: 'GetThing', method: 'GET', path: '/GetThing', headers: { auth: 'required' },
  request: z.object({ Id: z.number(), Names: z.array(z.string()).optional() }),
  result: z.object({ Value: z.string() }), feature: 'settings', summary: 'test',
});
const PostThing = defineCall({
  name: 'PostThing', method: 'POST', path: '/PostThing', headers: { auth: 'optional' },
  request: z.object({ Nickname: z.string() }), result: z.object({ Ok: z.boolean() }), feature: 'settings', summary: 'test',
});
const Host = defineCall({
  name: 'GetHost', method: 'GET', path: '/GetHost', headers: { auth: 'none' },
  request: z.object({}), result: z.object({ Host: z.string() }), feature: 'settings', summary: 'test',
});
const Nickname = defineCall({
  name: 'Nickname', method: 'GET', path: '/Nickname', headers: { auth: 'required' },
  request: z.object({}), result: z.object({ Nickname: z.string() }), feature: 'nickname', summary: 'test',
});
const EntMessage = defineCall({
  name: 'EntMessage', method: 'POST', path: '/Entertainment/Message/MessagePush', headers: { auth: 'required' },
  request: z.object({}), result: z.object({}), feature: 'chat', entertainment: true, summary: 'test',
});
const SendGift = defineCall({
  name: 'SendGift', method: 'POST', path: '/SendGift', headers: { auth: 'required' },
  request: z.object({ Amount: z.number() }), result: z.object({ Balance: z.number() }), feature: 'gifts', paid: true, summary: 'test',
});
const Agora = defineCall({
  name: 'GetAgoraInfo', method: 'GET', path: '/Artemis/ChatRoomManage/GetAgoraInfo', headers: { auth: 'required' },
  request: z.object({ matchId: z.number() }), result: z.object({}), feature: 'streaming', summary: 'test',
});

type Answer = { status: number; body?: unknown } | 'hang' | Error;

function setup(answers: Answer[], opts: { timeoutMs?: number; currentPath?: () => string } = {}) {
  const session = createSessionStore();
  session.getState().setFromData('RAWDATA', { Token: 'tok-1', MatchId: 99 });
  const navigate = vi.fn();
  const log = vi.fn();
  const calls: { url: string; init: RequestInit }[] = [];
  const fakeFetch = vi.fn(async (url: string | URL | Request, init?: RequestInit) => {
    calls.push({ url: String(url), init: init ?? {} });
    const a = answers.shift() ?? { status: 500 };
    if (a instanceof Error) throw a;
    if (a === 'hang') {
      return new Promise<Response>((_resolve, reject) => {
        init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
      });
    }
    const text = a.body === undefined ? '' : typeof a.body === 'string' ? a.body : JSON.stringify(a.body);
    return new Response(text || null, { status: a.status });
  });
  const client = createApiClient({ fetch: () => fakeFetch as typeof fetch, session, navigate, log, timeoutMs: opts.timeoutMs, currentPath: opts.currentPath });
  return { client, session, navigate, log, calls };
}

const ok = (Result: unknown) => ({ status: 200, body: { Code: 200, Result, Error: null } });
const headersOf = (init: RequestInit) => init.headers as Record<string, string>;

describe('callApi transport', () => {
  it('GET puts the request in the query string and sends Token and MatchId', async () => {
    const { client, calls } = setup([ok({ Value: 'v' })]);
    await expect(client.callApi(GetThing, { Id: 5, Names: ['a', 'b'] })).resolves.toEqual({ Value: 'v' });
    expect(calls[0].url).toBe('/GetThing?Id=5&Names=a%2Cb');
    expect(calls[0].init.method).toBe('GET');
    expect(calls[0].init.body).toBeUndefined();
    expect(headersOf(calls[0].init)).toMatchObject({ Token: 'tok-1', MatchId: '99' });
  });

  it('POST sends a JSON body', async () => {
    const { client, calls } = setup([ok({ Ok: true })]);
    await client.callApi(PostThing, { Nickname: 'Nick' });
    expect(calls[0].url).toBe('/PostThing');
    expect(calls[0].init.body).toBe('{"Nickname":"Nick"}');
    expect(headersOf(calls[0].init)['Content-Type']).toBe('application/json');
  });

  it("omits Token and MatchId on calls with auth 'none'", async () => {
    const { client, calls } = setup([ok({ Host: 'h' })]);
    await client.callApi(Host, {});
    expect(headersOf(calls[0].init).Token).toBeUndefined();
    expect(headersOf(calls[0].init).MatchId).toBeUndefined();
  });

  it('refuses a request that fails the call schema without sending it', async () => {
    const { client, calls } = setup([]);
    // @ts-expect-error wrong type on purpose
    await expect(client.callApi(GetThing, { Id: 'x' })).rejects.toMatchObject({ kind: 'invalid-request' });
    expect(calls).toHaveLength(0);
  });

  it('parses the Result with the call schema', async () => {
    const { client } = setup([ok({ Value: 3 })]);
    await expect(client.callApi(GetThing, { Id: 1 })).rejects.toMatchObject({ kind: 'parse' });
  });

  it('only 200 with a body is success', async () => {
    const { client } = setup([{ status: 200 }, { status: 204 }]);
    await expect(client.callApi(GetThing, { Id: 1 })).rejects.toMatchObject({ kind: 'empty' });
    await expect(client.callApi(GetThing, { Id: 1 })).rejects.toMatchObject({ kind: 'http', status: 204 });
  });

  it('a 200 with body Code other than 200 is an envelope error carrying the domain code', async () => {
    const body = { Code: 400, Result: null, Error: [{ Field: '400055', Message: 'too many' }] };
    const { client } = setup([{ status: 200, body }, { status: 200, body }]);
    const err = await client.callApi(GetThing, { Id: 1 }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect(err).toMatchObject({ kind: 'envelope', code: 400, field: '400055', isBadRequest: true });
    await expect(client.callEnvelope(GetThing, { Id: 1 })).resolves.toEqual({ Code: 400, Result: null, Error: body.Error });
  });

  it('401 navigates to /login', async () => {
    const { client, navigate } = setup([{ status: 401 }]);
    await expect(client.callApi(GetThing, { Id: 1 })).rejects.toMatchObject({ kind: 'http', status: 401 });
    expect(navigate).toHaveBeenCalledWith('/login');
  });

  it('a 401 answering after a refused token sent the page to /NotFoundPage leaves it there (it is logged)', async () => {
    let path = '/licensee';
    const { client, navigate, log } = setup([{ status: 401 }, { status: 401 }], { currentPath: () => path });
    await expect(client.callApi(GetThing, { Id: 1 })).rejects.toMatchObject({ status: 401 });
    expect(navigate).toHaveBeenCalledWith('/login');
    navigate.mockClear();
    path = '/NotFoundPage';
    await expect(client.callApi(GetThing, { Id: 1 })).rejects.toMatchObject({ status: 401 });
    expect(navigate).not.toHaveBeenCalled();
    expect(log).toHaveBeenCalledWith('info', expect.stringContaining('/NotFoundPage'), undefined);
  });

  it('404 is logged and nothing else happens', async () => {
    const { client, navigate, log, session } = setup([{ status: 404 }]);
    await expect(client.callApi(GetThing, { Id: 1 })).rejects.toMatchObject({ status: 404 });
    expect(log).toHaveBeenCalledWith('warn', expect.stringContaining('404'), undefined);
    expect(navigate).not.toHaveBeenCalled();
    expect(session.getState().tokenExpired).toBe(false);
  });

  it('422 sets the token-expired flag', async () => {
    const { client, session } = setup([{ status: 422 }]);
    await expect(client.callApi(GetThing, { Id: 1 })).rejects.toMatchObject({ status: 422 });
    expect(session.getState().tokenExpired).toBe(true);
  });

  it('a body Code 422 sets token-expired only on entertainment calls', async () => {
    const body = { Code: 422, Result: null, Error: [{ Field: null, Message: 'expired' }] };
    const plain = setup([{ status: 200, body }]);
    await expect(plain.client.callApi(GetThing, { Id: 1 })).rejects.toMatchObject({ kind: 'envelope', code: 422 });
    expect(plain.session.getState().tokenExpired).toBe(false);
    const ent = setup([{ status: 200, body }]);
    await expect(ent.client.callApi(EntMessage, {})).rejects.toMatchObject({ kind: 'envelope', code: 422 });
    expect(ent.session.getState().tokenExpired).toBe(true);
  });

  it('503 goes to /LicenseeMaintenance with the data parameter, or /maintenance for artemis paths', async () => {
    const a = setup([{ status: 503 }]);
    await expect(a.client.callApi(GetThing, { Id: 1 })).rejects.toMatchObject({ status: 503 });
    expect(a.navigate).toHaveBeenCalledWith('/LicenseeMaintenance?data=RAWDATA');
    const b = setup([{ status: 503 }]);
    await expect(b.client.callApi(Agora, { matchId: 1 })).rejects.toMatchObject({ status: 503 });
    expect(b.navigate).toHaveBeenCalledWith('/maintenance');
  });

  it.each([
    ['/login', null, '/maintenance'],
    ['/Login/Check', 'X', '/maintenance'],
    ['/Logout', 'X', '/maintenance'],
    ['/artemisSomething/Get', 'X', '/maintenance'],
    ['/GetGiftInfo', 'a+b/c=', '/LicenseeMaintenance?data=a%2Bb%2Fc%3D'],
    ['/GetGiftInfo', null, '/LicenseeMaintenance'],
  ])('maintenanceTarget(%s)', (path, raw, target) => {
    expect(maintenanceTarget(path, raw)).toBe(target);
  });

  it('400 on /Nickname is only logged', async () => {
    const { client, navigate, log } = setup([{ status: 400 }]);
    await expect(client.callApi(Nickname, {})).rejects.toMatchObject({ status: 400, isBadRequest: true });
    expect(log).toHaveBeenCalledWith('info', expect.stringContaining('400'), undefined);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('times out after the configured time and aborts the request', async () => {
    const { client } = setup(['hang'], { timeoutMs: 20 });
    await expect(client.callApi(GetThing, { Id: 1 })).rejects.toMatchObject({ kind: 'timeout' });
  });

  it('uses 30 s by default', async () => {
    vi.useFakeTimers();
    try {
      const { client } = setup(['hang']);
      const p = client.callApi(GetThing, { Id: 1 }).catch((e: unknown) => e);
      await vi.advanceTimersByTimeAsync(29_999);
      let settled = false;
      void p.then(() => (settled = true));
      await Promise.resolve();
      expect(settled).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      await expect(p).resolves.toMatchObject({ kind: 'timeout' });
    } finally {
      vi.useRealTimers();
    }
  });

  it('a network failure is a network error; a caller abort is an abort', async () => {
    const { client } = setup([new TypeError('Failed to fetch'), 'hang']);
    await expect(client.callApi(GetThing, { Id: 1 })).rejects.toMatchObject({ kind: 'network' });
    const controller = new AbortController();
    const p = client.callApi(GetThing, { Id: 1 }, { signal: controller.signal });
    controller.abort();
    await expect(p).rejects.toMatchObject({ kind: 'aborted' });
  });

  it('paid calls carry an Idempotency-Key, reused on retry of the same action', async () => {
    const { client, calls } = setup([{ status: 500 }, ok({ Balance: 5 }), ok({ Balance: 4 }), ok({ Value: 'x' })]);
    const action = newPaidAction();
    await expect(client.callApi(SendGift, { Amount: 1 }, { action })).rejects.toMatchObject({ status: 500 });
    await client.callApi(SendGift, { Amount: 1 }, { action });
    await client.callApi(SendGift, { Amount: 1 });
    await client.callApi(GetThing, { Id: 1 });
    const keys = calls.map((c) => headersOf(c.init)['Idempotency-Key']);
    expect(keys[0]).toBe(action.key);
    expect(keys[1]).toBe(action.key);
    expect(keys[2]).toMatch(/\S{16,}/);
    expect(keys[2]).not.toBe(action.key);
    expect(keys[3]).toBeUndefined();
  });

  it('direct-API answers pass through untouched, errors included', async () => {
    const { client, navigate, session } = setup([{ status: 503, body: { error: 'down' } }, { status: 401, body: 'nope' }]);
    await expect(client.callDirect('https://sports.example/x')).resolves.toEqual({ status: 503, body: { error: 'down' } });
    await expect(client.callDirect('https://sports.example/y')).resolves.toEqual({ status: 401, body: 'nope' });
    expect(navigate).not.toHaveBeenCalled();
    expect(session.getState().tokenExpired).toBe(false);
  });

  it('per-call token and match id override the session', async () => {
    const { client, calls } = setup([ok({ Value: 'v' })]);
    await client.callApi(GetThing, { Id: 1 }, { token: 'other', matchId: null, headers: { IsSchedule: 'true' } });
    expect(headersOf(calls[0].init)).toMatchObject({ Token: 'other', IsSchedule: 'true' });
    expect(headersOf(calls[0].init).MatchId).toBeUndefined();
  });
});

describe('prime: a call sent before the page asks for it', () => {
  const ok = (body: unknown) => ({ status: 200, body: { Code: 200, Result: body, Error: null } });

  it('the first identical call takes the early answer instead of sending again; the next one sends', async () => {
    const { client, calls } = setup([ok({ Ok: true }), ok({ Ok: false })]);
    client.prime(PostThing, { Nickname: 'Linh' }, { token: 'tok-1', matchId: 99 });
    expect(calls).toHaveLength(1);
    expect(calls[0].init.body).toBe(JSON.stringify({ Nickname: 'Linh' }));
    expect(await client.callApi(PostThing, { Nickname: 'Linh' })).toEqual({ Ok: true });
    expect(calls).toHaveLength(1);
    expect(await client.callApi(PostThing, { Nickname: 'Linh' })).toEqual({ Ok: false });
    expect(calls).toHaveLength(2);
  });

  it('another request or other auth headers do not take it', async () => {
    const { client, calls } = setup([ok({ Ok: true }), ok({ Ok: true }), ok({ Ok: true })]);
    client.prime(PostThing, { Nickname: 'Linh' }, { token: 'other-token', matchId: 99 });
    await client.callApi(PostThing, { Nickname: 'Linh' });
    await client.callApi(PostThing, { Nickname: 'Mai' });
    expect(calls).toHaveLength(3);
  });

  it('the rules apply when the answer is taken: a 503 sends the viewer to maintenance then, not before', async () => {
    const { client, navigate } = setup([{ status: 503 }]);
    client.prime(PostThing, { Nickname: 'Linh' }, { token: 'tok-1', matchId: 99 });
    await Promise.resolve();
    expect(navigate).not.toHaveBeenCalled();
    await expect(client.callApi(PostThing, { Nickname: 'Linh' })).rejects.toMatchObject({ kind: 'http', status: 503 });
    expect(navigate).toHaveBeenCalledWith('/LicenseeMaintenance?data=RAWDATA');
  });

  it('a bad early answer still fails the contract check when taken', async () => {
    const { client } = setup([ok({ Ok: 'yes' })]);
    client.prime(PostThing, { Nickname: 'Linh' }, { token: 'tok-1', matchId: 99 });
    await expect(client.callApi(PostThing, { Nickname: 'Linh' })).rejects.toMatchObject({ kind: 'parse' });
  });

  it('primedOk tells a success from a failure once the answer is in, and leaves it for the page to take', async () => {
    const { client, calls, navigate } = setup([ok({ Ok: true }), { status: 400 }]);
    expect(client.primedOk(PostThing, { Nickname: 'Linh' })).toBeNull();
    client.prime(PostThing, { Nickname: 'Linh' }, { token: 'tok-1', matchId: 99 });
    expect(await client.primedOk(PostThing, { Nickname: 'Linh' })).toBe(true);
    expect(await client.callApi(PostThing, { Nickname: 'Linh' })).toEqual({ Ok: true });
    client.prime(PostThing, { Nickname: 'Mai' }, { token: 'tok-1', matchId: 99 });
    expect(await client.primedOk(PostThing, { Nickname: 'Mai' })).toBe(false);
    // Not taken by looking: the page's own call gets the BadRequest, with its rules, and nothing is sent again.
    await expect(client.callApi(PostThing, { Nickname: 'Mai' })).rejects.toMatchObject({ kind: 'http', status: 400 });
    expect(calls).toHaveLength(2);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('never sends a call that moves money early, nor an invalid request', () => {
    const { client, calls } = setup([]);
    client.prime(SendGift, { Amount: 5 }, { token: 'tok-1', matchId: 99 });
    client.prime(PostThing, { Nickname: 7 } as never, { token: 'tok-1', matchId: 99 });
    expect(calls).toHaveLength(0);
  });
});

describe('seed: an answer the server already gave (the page HTML\'s early answers)', () => {
  const early = (call: string, request: Record<string, unknown>, answer: { status: number; body?: unknown }, token: string | null = 'tok-1', matchId: number | null = 99) =>
    ({ call, request, token, matchId, status: answer.status, body: answer.body });

  it('the first identical call takes it, whatever order the request was built in; the next one sends', async () => {
    const { client, calls } = setup([ok({ Value: 'network' })]);
    expect(client.seed(early('GetThing', { Names: ['a', 'b'], Id: 5 }, ok({ Value: 'early' })))).toBe(true);
    expect(await client.callApi(GetThing, { Id: 5, Names: ['a', 'b'] })).toEqual({ Value: 'early' });
    expect(calls).toHaveLength(0);
    expect(await client.callApi(GetThing, { Id: 5, Names: ['a', 'b'] })).toEqual({ Value: 'network' });
    expect(calls).toHaveLength(1);
  });

  it('is not taken by another request or other auth headers, and the rules apply to it when taken', async () => {
    const { client, calls, navigate } = setup([ok({ Value: 'n' }), ok({ Value: 'n' }), ok({ Host: 'n' })]);
    client.seed(early('GetThing', { Id: 5 }, ok({ Value: 'early' }), 'other-token'));
    client.seed(early('GetThing', { Id: 6 }, ok({ Value: 'early' }), 'tok-1', 98));
    client.seed(early('GetHost', {}, ok({ Host: 'early' }))); // a call without auth headers sends none
    expect(await client.callApi(GetThing, { Id: 5 })).toEqual({ Value: 'n' });
    expect(await client.callApi(GetThing, { Id: 6 })).toEqual({ Value: 'n' });
    expect(await client.callApi(Host, {})).toEqual({ Host: 'n' });
    expect(calls).toHaveLength(3);
    client.seed(early('GetHost', {}, ok({ Host: 'early' }), null, null));
    expect(await client.callApi(Host, {})).toEqual({ Host: 'early' });
    client.seed(early('PostThing', { Nickname: 'Linh' }, { status: 503 }));
    await expect(client.callApi(PostThing, { Nickname: 'Linh' })).rejects.toMatchObject({ kind: 'http', status: 503 });
    expect(navigate).toHaveBeenCalledWith('/LicenseeMaintenance?data=RAWDATA');
    client.seed(early('PostThing', { Nickname: 'Mai' }, ok({ Ok: 'yes' })));
    await expect(client.callApi(PostThing, { Nickname: 'Mai' })).rejects.toMatchObject({ kind: 'parse' });
  });

  it('a paid call never takes one; an answer already waiting stays', async () => {
    const { client, calls } = setup([ok({ Balance: 2 }), ok({ Ok: true })]);
    client.seed(early('SendGift', { Amount: 1 }, ok({ Balance: 1 })));
    expect(await client.callApi(SendGift, { Amount: 1 }, { action: newPaidAction() })).toEqual({ Balance: 2 });
    expect(calls).toHaveLength(1);
    client.prime(PostThing, { Nickname: 'Linh' }, { token: 'tok-1', matchId: 99 });
    expect(client.seed(early('PostThing', { Nickname: 'Linh' }, ok({ Ok: false })))).toBe(false);
    expect(await client.callApi(PostThing, { Nickname: 'Linh' })).toEqual({ Ok: true });
  });
});
