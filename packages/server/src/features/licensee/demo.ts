import type { DemoTarget, DemoUser } from '@sideline/protocol';
import type { Store } from '../../store/types';
import { badRequest } from '../../http/errors';
import { bool, parseJson } from '../../store/values';
import { DEMO_USERS } from '../../seed/world';
import { demoCustomerRows, demoTargetRows, findSite } from './store';
import { issueToken } from './service';

/**
 * The demo host site's stand-in for a licensee member system (calls/demo.ts): the seeded
 * users it may log in as, and the matches, programmes and broadcasts it can open.
 */
export async function demoWorld(store: Store): Promise<{ Users: DemoUser[]; Targets: DemoTarget[] }> {
  const ids = DEMO_USERS.map((u) => u.customerId);
  const customers = await demoCustomerRows(store.db, ids);
  const byId = new Map(customers.map((c) => [c.id, c]));
  const Users: DemoUser[] = DEMO_USERS.flatMap((u) => {
    const c = byId.get(u.customerId);
    return c ? [{ Key: u.key, Label: u.label, SiteId: c.site_id, CustomerId: c.id, Vip: c.vip }] : [];
  });

  const rows = await demoTargetRows(store.db);
  const streamers = new Map(rows.streamers.map((s) => [s.id, s.language]));
  const { matches, programmes, broadcasts } = rows;
  const Targets: DemoTarget[] = [
    ...matches.map((m) => {
      const anchor = parseJson<number[]>(m.anchor_ids_json, [])[0] ?? null;
      return {
        Kind: 'match' as const, MatchId: m.id, Title: `${m.home_team} vs ${m.away_team}${bool(m.is_esport) ? ' (e-sport)' : ''}`,
        Status: m.status, AnchorId: anchor, AnchorLanguage: anchor !== null ? streamers.get(anchor) ?? null : null,
      };
    }),
    ...programmes.map((p) => ({
      Kind: 'programme' as const, MatchId: p.event_id, Title: p.title, Status: p.status, AnchorId: p.anchor_id, AnchorLanguage: p.language,
    })),
    ...broadcasts.map((b) => ({
      Kind: 'broadcast' as const, MatchId: b.match_id, Title: b.name, Status: b.status, AnchorId: b.broadcaster_id, AnchorLanguage: b.language,
    })),
  ];
  return { Users, Targets };
}

export async function demoLogin(store: Store, userKey: string, language: string, ttlSeconds: number) {
  const world = await demoWorld(store);
  const user = world.Users.find((u) => u.Key === userKey);
  if (!user) throw badRequest('UserKey', `Unknown demo user '${userKey}'`);
  const { token, expiresAt } = await issueToken(store, { customerId: user.CustomerId, siteId: user.SiteId, language: language.toLowerCase(), ttlSeconds });
  return { Token: token, ExpiresAt: new Date(expiresAt).toISOString(), User: user };
}

export async function demoAnonymousToken(store: Store, siteId: number, ttlSeconds: number) {
  if (!(await findSite(store.db, siteId))) throw badRequest('SiteId', `Unknown site ${siteId}`);
  const { token, expiresAt } = await issueToken(store, { customerId: null, siteId, language: 'en', ttlSeconds });
  return { Token: token, ExpiresAt: new Date(expiresAt).toISOString() };
}
