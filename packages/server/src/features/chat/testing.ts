import type { AddressInfo } from 'node:net';
import type { HubConnection } from '@microsoft/signalr';
import type { FastifyInstance } from 'fastify';
import type { LightMyRequestResponse } from 'fastify';
import { officialClient } from '../../realtime/signalr/testing';

/** Test helpers of the chat features: HTTP calls through `app.inject`, hub clients on a real port. */
export const RUNNING_MATCH = 51230001;
/** Streamer 301 'Linh Nguyen' covers RUNNING_MATCH in vn. */
export const ANCHOR = 301;
export const LANG = 'vn';
export const ENDED_MATCH = 51230007;
export const LIVE_PROGRAMME = 7003;
export const OPERATOR_KEY = 'test-operator-key';

export async function post(app: FastifyInstance, url: string, token: string | null, payload: unknown, headers: Record<string, string> = {}): Promise<LightMyRequestResponse> {
  return app.inject({ method: 'POST', url, headers: { ...(token ? { Token: token } : {}), ...headers }, payload: payload as object });
}

export async function get(app: FastifyInstance, url: string, token: string | null, query: Record<string, string | number>): Promise<LightMyRequestResponse> {
  const qs = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)])).toString();
  return app.inject({ method: 'GET', url: `${url}?${qs}`, headers: token ? { Token: token } : {} });
}

/** A MessagePush body for the running match's vn room of the member's site group. */
export function pushBody(groupName: string, overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    Nickname: 'x', FollowNickname: null, Message: 'hello', Type: 1, Color: 3, MatchId: RUNNING_MATCH, AnchorLanguage: LANG,
    SiteName: 'Sideline Sportsbook', IsAllowSendMessage: true, CurrencyId: 1, GroupName: groupName, AnchorId: ANCHOR, ...overrides,
  };
}

export async function siteGroup(app: FastifyInstance, token: string): Promise<string> {
  const res = await post(app, '/CheckSiteGroup', token, {});
  return res.json().Result.GroupName as string;
}

/** Listens on port 0; answers the base URL. */
export async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}

/** The official SignalR client as the widget uses it (WebSockets, no negotiation), started. */
export async function hubClient(url: string): Promise<HubConnection> {
  const client = officialClient(url, 'skip');
  await client.start();
  return client;
}

/** Collects every call of the named events, payload first. */
export function collect(client: HubConnection, ...events: string[]): Record<string, unknown[][]> {
  const seen: Record<string, unknown[][]> = {};
  for (const e of events) {
    seen[e] = [];
    client.on(e, (...args: unknown[]) => seen[e]!.push(args));
  }
  return seen;
}

/** Waits until `predicate` holds (polling), or fails after `timeoutMs`. */
export async function until(predicate: () => boolean | Promise<boolean>, timeoutMs = 3000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!(await predicate())) {
    if (Date.now() > end) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 10));
  }
}
