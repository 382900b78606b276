import { describe, expect, it, vi } from 'vitest';
import { createActions } from './actions';
import type { DemoHostBoot } from '@sideline/protocol';
import { ANONYMOUS, type DemoState } from './state';
import { createStore } from './store';

const users = [
  { Key: 'member', Label: 'Member', SiteId: 4283400, CustomerId: 1, Vip: 0 },
  { Key: 'coin-member', Label: 'Coin member', SiteId: 99, CustomerId: 2, Vip: 0 },
];
const targets = [{ Kind: 'match', MatchId: 10, Title: 'A vs B', Status: 1, AnchorId: null, AnchorLanguage: null }];

type Handler = (body: Record<string, unknown>, headers: Record<string, string>) => { status?: number; json: unknown } | 'down';

function fakeServer(routes: Record<string, Handler>) {
  const calls: Array<{ path: string; headers: Record<string, string>; body: Record<string, unknown> }> = [];
  const fetchImpl = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = String(input).split('?')[0];
    const headers = (init?.headers ?? {}) as Record<string, string>;
    const body = init?.body ? JSON.parse(String(init.body)) as Record<string, unknown> : {};
    calls.push({ path, headers, body });
    const answer = routes[path]?.(body, headers) ?? { status: 404, json: { Code: 404, Result: null, Error: [{ Field: null, Message: 'Not found' }] } };
    if (answer === 'down') throw new TypeError('fetch failed');
    return new Response(JSON.stringify(answer.json), { status: answer.status ?? 200 });
  });
  return { fetchImpl: fetchImpl as unknown as typeof fetch, calls };
}

const ok = (Result: unknown) => ({ json: { Code: 200, Result, Error: null } });

function initial(over: Partial<DemoState> = {}): DemoState {
  return {
    world: { status: 'loading' }, pickedUser: ANONYMOUS, session: { status: 'none' }, sessionError: null, language: 'vn',
    targetKey: null, currencyId: 0, balances: {}, topUp: { status: 'idle' }, chatExpanded: false, dataParams: {}, log: [], ...over,
  };
}

const world: Handler = () => ok({ Users: users, Targets: targets });
const anon: Handler = () => ok({ Token: 'anon-1', ExpiresAt: '2030-01-01T00:00:00Z' });
const login: Handler = (b) => {
  const user = users.find((u) => u.Key === b.UserKey);
  return user ? ok({ Token: `tok-${user.Key}`, ExpiresAt: '2030-01-01T00:00:00Z', User: user }) : { json: { Code: 400, Result: null, Error: [{ Field: 'UserKey', Message: 'Unknown user' }] } };
};
let balance = 100;
const topUp: Handler = (b) => {
  balance += Number(b.Amount);
  return ok({ CurrencyId: b.CurrencyId, Balance: balance });
};

describe('demo actions', () => {
  it('loads the world, starts a guest session on the member site and picks a target', async () => {
    const server = fakeServer({ '/Demo/World': world, '/Demo/AnonymousToken': anon });
    const store = createStore(initial());
    await createActions(store, server.fetchImpl).loadWorld();
    const s = store.getSnapshot();
    expect(s.world.status).toBe('ready');
    expect(s.targetKey).toBe('match:10');
    expect(s.session).toEqual({ status: 'anonymous', token: 'anon-1', siteId: 4283400 });
    expect(server.calls.find((c) => c.path === '/Demo/AnonymousToken')?.body).toEqual({ SiteId: 4283400 });
  });

  it('logs the saved member in while the world loads: both requests out together, one login', async () => {
    let answerWorld: (() => void) | null = null;
    const server = fakeServer({ '/Demo/World': world, '/Demo/Login': login });
    const inner = server.fetchImpl;
    const held = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      if (String(input).startsWith('/Demo/World')) await new Promise<void>((resolve) => { answerWorld = resolve; });
      return inner(input, init);
    });
    const store = createStore(initial({ pickedUser: 'coin-member' }));
    const loading = createActions(store, held as unknown as typeof fetch).loadWorld();
    await vi.waitFor(() => expect(answerWorld).not.toBeNull());
    // The world has not answered, and the login is already out.
    expect(server.calls.map((c) => c.path)).toEqual(['/Demo/Login']);
    expect(server.calls[0]!.body).toEqual({ UserKey: 'coin-member', UserLanguage: 'vn' });
    answerWorld!();
    await loading;
    const s = store.getSnapshot();
    expect(s.session).toEqual({ status: 'member', token: 'tok-coin-member', user: users[1] });
    expect(server.calls.filter((c) => c.path === '/Demo/Login')).toHaveLength(1);
  });

  it("brings the world and the saved member's login in one update, so the page draws once and mounts the widget in it", async () => {
    const server = fakeServer({ '/Demo/World': world, '/Demo/Login': login, '/GetBalance': () => ok({ BalanceList: [] }) });
    const store = createStore(initial({ pickedUser: 'member', targetKey: 'match:10' }));
    const seen: DemoState[] = [];
    store.subscribe((state) => seen.push(state));
    await createActions(store, server.fetchImpl).loadWorld();
    const ready = seen.filter((st) => st.world.status === 'ready');
    expect(ready[0]!.session).toEqual({ status: 'member', token: 'tok-member', user: users[0] });
    expect(seen.some((st) => st.session.status === 'pending')).toBe(false);
  });

  it('revokes the early login when the world does not know the saved member, and goes on as a guest', async () => {
    const server = fakeServer({
      '/Demo/World': world, '/Demo/AnonymousToken': anon, '/Demo/Logout': () => ok({ LoggedOut: true }),
      '/Demo/Login': () => ok({ Token: 'tok-gone', ExpiresAt: '2030-01-01T00:00:00Z', User: { ...users[0], Key: 'gone' } }),
    });
    const store = createStore(initial({ pickedUser: 'gone' }));
    await createActions(store, server.fetchImpl).loadWorld();
    await vi.waitFor(() => expect(server.calls.find((c) => c.path === '/Demo/Logout')?.headers).toMatchObject({ Token: 'tok-gone' }));
    expect(store.getSnapshot()).toMatchObject({ pickedUser: ANONYMOUS, session: { status: 'anonymous', token: 'anon-1' } });
  });

  it('a failed early login starts a guest session, as the login after the world did', async () => {
    const server = fakeServer({ '/Demo/World': world, '/Demo/AnonymousToken': anon, '/Demo/Login': () => ({ json: { Code: 503, Result: null, Error: [{ Field: null, Message: 'Member system down' }] } }) });
    const store = createStore(initial({ pickedUser: 'member' }));
    await createActions(store, server.fetchImpl).loadWorld();
    expect(store.getSnapshot().session).toEqual({ status: 'anonymous', token: 'anon-1', siteId: 4283400 });
    expect(server.calls.map((c) => c.path)).toEqual(['/Demo/Login', '/Demo/World', '/Demo/AnonymousToken']);
  });

  it('reports an unreachable server', async () => {
    const server = fakeServer({ '/Demo/World': () => 'down' });
    const store = createStore(initial());
    await createActions(store, server.fetchImpl).loadWorld();
    const s = store.getSnapshot();
    expect(s.world).toEqual({ status: 'error', message: expect.stringMatching(/unreachable/) });
  });

  it('logs in with the chosen language and logs out back to a guest, revoking the member token', async () => {
    const server = fakeServer({ '/Demo/World': world, '/Demo/AnonymousToken': anon, '/Demo/Login': login, '/Demo/Logout': () => ok({ LoggedOut: true }) });
    const store = createStore(initial());
    const actions = createActions(store, server.fetchImpl);
    await actions.loadWorld();
    actions.pickUser('coin-member');
    await actions.login();
    let s = store.getSnapshot();
    expect(s.session.status).toBe('member');
    expect(s.currencyId).toBe(999);
    expect(server.calls.find((c) => c.path === '/Demo/Login')?.body).toEqual({ UserKey: 'coin-member', UserLanguage: 'vn' });
    expect(server.calls.filter((c) => c.path === '/Demo/Logout')).toHaveLength(0);
    await actions.logout();
    s = store.getSnapshot();
    expect(s.session.status).toBe('anonymous');
    expect(s.pickedUser).toBe(ANONYMOUS);
    expect(server.calls.filter((c) => c.path === '/Demo/Logout').map((c) => c.headers.Token)).toEqual(['tok-coin-member']);
  });

  it('a failed login keeps the session and says why', async () => {
    const server = fakeServer({ '/Demo/World': world, '/Demo/AnonymousToken': anon, '/Demo/Login': () => ({ json: { Code: 503, Result: null, Error: [{ Field: null, Message: 'Member system down' }] } }) });
    const store = createStore(initial());
    const actions = createActions(store, server.fetchImpl);
    await actions.loadWorld();
    await actions.login('member');
    const s = store.getSnapshot();
    expect(s.session).toMatchObject({ status: 'anonymous', token: 'anon-1' });
    expect(s.sessionError).toMatch(/Login failed: Member system down/);
  });

  it('tops up with a fresh Idempotency-Key per submit and tells the widget UpdateBalance', async () => {
    balance = 100;
    const server = fakeServer({ '/Demo/World': world, '/Demo/AnonymousToken': anon, '/Demo/Login': login, '/Demo/TopUp': topUp });
    const store = createStore(initial());
    const actions = createActions(store, server.fetchImpl);
    const sent = vi.fn();
    actions.connectWidget(sent);
    await actions.loadWorld();
    expect(await actions.topUp(50)).toBe(false);
    expect(store.getSnapshot().topUp).toEqual({ status: 'error', message: 'Log in to top up.' });
    await actions.login('coin-member');
    expect(await actions.topUp(50)).toBe(true);
    expect(await actions.topUp(25)).toBe(true);
    const tops = server.calls.filter((c) => c.path === '/Demo/TopUp');
    expect(tops.map((c) => c.body)).toEqual([{ CurrencyId: 999, Amount: 50 }, { CurrencyId: 999, Amount: 25 }]);
    expect(tops[0].headers.Token).toBe('tok-coin-member');
    expect(tops[0].headers['Idempotency-Key']).toMatch(/^[0-9a-f-]{36}$/);
    expect(tops[0].headers['Idempotency-Key']).not.toBe(tops[1].headers['Idempotency-Key']);
    expect(store.getSnapshot().balances[999]).toBe(175);
    expect(sent).toHaveBeenCalledWith('UpdateBalance', {});
    expect(store.getSnapshot().log[0]).toMatchObject({ direction: 'out', type: 'UpdateBalance' });
    expect(await actions.topUp(-1)).toBe(false);
    expect(server.calls.filter((c) => c.path === '/Demo/TopUp')).toHaveLength(2);
  });
});

describe("the page's start from the server's answers (DemoHostBoot)", () => {
  const expires = '2030-01-01T00:00:00Z';
  const bootFor = (over: Partial<DemoHostBoot> = {}): DemoHostBoot => ({
    UserKey: 'member', UserLanguage: 'vn', World: { Users: users, Targets: targets } as DemoHostBoot['World'],
    Login: { Token: 'tok-boot', ExpiresAt: expires, User: users[0]! }, Guest: null, ...over,
  });

  it("takes the saved member's login from the page: world and member in one update, no call but the balance", async () => {
    const server = fakeServer({ '/GetBalance': () => ok({ BalanceList: [] }) });
    const store = createStore(initial({ pickedUser: 'member', targetKey: 'match:10' }));
    const seen: DemoState[] = [];
    store.subscribe((state) => seen.push(state));
    await createActions(store, server.fetchImpl, bootFor()).loadWorld();
    expect(seen[0]).toMatchObject({ world: { status: 'ready' }, targetKey: 'match:10', session: { status: 'member', token: 'tok-boot', user: users[0] } });
    expect(server.calls.map((c) => c.path)).toEqual(['/GetBalance']);
  });

  it("takes the page's guest session for a visitor who is not logged in", async () => {
    const server = fakeServer({});
    const store = createStore(initial());
    await createActions(store, server.fetchImpl, bootFor({ UserKey: ANONYMOUS, Login: null, Guest: { Token: 'anon-boot', ExpiresAt: expires, SiteId: 4283400 } })).loadWorld();
    expect(store.getSnapshot()).toMatchObject({ world: { status: 'ready' }, session: { status: 'anonymous', token: 'anon-boot', siteId: 4283400 } });
    expect(server.calls).toEqual([]);
  });

  it('revokes a login made for another visitor (another tab changed the cookie) and logs the saved one in itself', async () => {
    const server = fakeServer({ '/Demo/Login': login, '/Demo/Logout': () => ok({ LoggedOut: true }), '/GetBalance': () => ok({ BalanceList: [] }) });
    const store = createStore(initial({ pickedUser: 'coin-member' }));
    await createActions(store, server.fetchImpl, bootFor()).loadWorld();
    expect(store.getSnapshot().session).toMatchObject({ status: 'member', token: 'tok-coin-member' });
    await vi.waitFor(() => expect(server.calls.find((c) => c.path === '/Demo/Logout')?.headers).toMatchObject({ Token: 'tok-boot' }));
    expect(server.calls.find((c) => c.path === '/Demo/Login')?.body).toEqual({ UserKey: 'coin-member', UserLanguage: 'vn' });
  });

  it('logs the member in itself when the page could not, and asks the server on a retry', async () => {
    const server = fakeServer({ '/Demo/World': world, '/Demo/Login': login, '/GetBalance': () => ok({ BalanceList: [] }) });
    const store = createStore(initial({ pickedUser: 'member' }));
    const actions = createActions(store, server.fetchImpl, bootFor({ Login: null }));
    await actions.loadWorld();
    expect(store.getSnapshot().session).toMatchObject({ status: 'member', token: 'tok-member' });
    expect(server.calls.some((c) => c.path === '/Demo/World')).toBe(false);
    await actions.loadWorld();
    expect(server.calls.filter((c) => c.path === '/Demo/World')).toHaveLength(1);
  });
});
