import { z } from 'zod';
import { defineCall } from './define';

/**
 * Demo licensee-site calls. They stand in for the host site's own member system so the
 * demo host page (packages/embed) can log users in and out and top up balances. They are
 * part of the contract so the server registers and validates them like every other call.
 */
export const DemoUser = z.object({
  /** Stable key of a seeded demo user: 'member', 'vip5', 'coin-member'. */
  Key: z.string(),
  Label: z.string(),
  SiteId: z.number().int(),
  CustomerId: z.number().int(),
  Vip: z.number().int().min(0).max(10),
});
export type DemoUser = z.infer<typeof DemoUser>;

export const DemoTarget = z.object({
  /** What the host page embeds: a match, an entertainment programme or a voice broadcast. */
  Kind: z.enum(['match', 'programme', 'broadcast']),
  MatchId: z.number().int(),
  Title: z.string(),
  Status: z.number().int(),
  AnchorId: z.number().int().nullable(),
  AnchorLanguage: z.string().nullable(),
});
export type DemoTarget = z.infer<typeof DemoTarget>;

export const GetDemoWorld = defineCall({
  name: 'GetDemoWorld',
  method: 'GET',
  path: '/Demo/World',
  headers: { auth: 'none' },
  request: z.object({}),
  result: z.object({ Users: z.array(DemoUser), Targets: z.array(DemoTarget) }),
  feature: 'licensee',
  summary: 'Demo host site: the seeded users it can log in as and the matches, programmes and broadcasts it can open.',
});

export const DemoLogin = defineCall({
  name: 'DemoLogin',
  method: 'POST',
  path: '/Demo/Login',
  headers: { auth: 'none' },
  request: z.object({ UserKey: z.string().min(1), UserLanguage: z.string().default('en') }),
  result: z.object({ Token: z.string(), ExpiresAt: z.string(), User: DemoUser }),
  feature: 'licensee',
  summary: 'Demo host site: issue a licensee token for a seeded user (the host site member system).',
});

export const DemoAnonymousToken = defineCall({
  name: 'DemoAnonymousToken',
  method: 'POST',
  path: '/Demo/AnonymousToken',
  headers: { auth: 'none' },
  request: z.object({ SiteId: z.number().int() }),
  result: z.object({ Token: z.string(), ExpiresAt: z.string() }),
  feature: 'licensee',
  summary: 'Demo host site: a token for an anonymous visitor of a site (IsUserLogin false).',
});

export const DemoLogout = defineCall({
  name: 'DemoLogout',
  method: 'POST',
  path: '/Demo/Logout',
  headers: { auth: 'required' },
  request: z.object({}),
  result: z.object({ LoggedOut: z.boolean() }),
  feature: 'licensee',
  summary: 'Demo host site: revoke the caller token.',
});

export const DemoTopUp = defineCall({
  name: 'DemoTopUp',
  method: 'POST',
  path: '/Demo/TopUp',
  headers: { auth: 'required', extraHeaders: ['Idempotency-Key'] },
  request: z.object({ CurrencyId: z.number().int(), Amount: z.number().positive().max(1_000_000) }),
  result: z.object({ CurrencyId: z.number().int(), Balance: z.number() }),
  feature: 'wallet',
  paid: true,
  summary: 'Demo host site: credit the member wallet (a ledger movement like any other).',
});
