import { fileURLToPath } from 'node:url';
import path from 'node:path';
import type { RateLimitConfig } from './ratelimit/types';

/**
 * Server configuration, read once from the environment by `main.ts` (tests build it with
 * `loadConfig({...})` overrides instead of touching `process.env`).
 */
export interface ServerConfig {
  port: number;
  host: string;
  /**
   * `postgres://…` → PostgreSQL; anything else is a SQLite file path; `:memory:` is an
   * in-memory SQLite database (tests). Default: `data/sideline.db` under the repo root.
   */
  databaseUrl: string;
  /** Redis for multi-node fan-out (the real-time module reads it); null → memory broker. */
  redisUrl: string | null;
  /** Prefix of every Redis key and channel (`REDIS_PREFIX`, default `sideline:`): isolates deployments sharing a Redis. */
  redisPrefix: string;
  /**
   * Shared key the operator tools use, and the secret bearer and stream tokens are signed with.
   * The public demo default is kept only for the demo world (SQLite, SEED on, NODE_ENV not
   * production); otherwise `OPERATOR_KEY` must be set, at least 32 bytes (`operatorKeyOf`).
   */
  operatorKey: string;
  /**
   * `METRICS_TOKEN`: when set, `GET /metrics` needs `Authorization: Bearer <token>`; when not,
   * it answers only direct loopback requests (no forwarding headers), e.g. a local scraper.
   */
  metricsToken: string | null;
  /** `PUBLIC_URL` (origin, e.g. https://live.example.com): what GetHost answers, whatever Host a client sends. */
  publicUrl: string | null;
  /** Lifetime of an issued licensee token, seconds. */
  tokenTtlSeconds: number;
  /** Built web app (packages/web/dist). */
  webDist: string;
  /** Built demo host site (packages/embed/dist, built with base `/host/`). */
  embedDist: string;
  /** Serve the builds' source maps (`SOURCE_MAPS`); off by default, a `.map` answers 404. */
  sourceMaps: boolean;
  /** Every API call answers 503 while on. */
  maintenance: boolean;
  /** Run the demo's life (bots, odds, rounds). On under `npm start`, off in tests. */
  sim: boolean;
  /** Origins allowed to frame the pages (CSP frame-ancestors), besides 'self'. */
  hostOrigins: string[];
  /** Seed the demo world on start when the database is empty (idempotent). */
  seed: boolean;
  /** API and hub rate limits (docs/operations.md "Rate limits"); counters in Redis when `redisUrl` is set. */
  rateLimit: RateLimitConfig;
  /**
   * `TRUST_PROXY`: which peers' `X-Forwarded-For` names the client address the per-address
   * limits count (Fastify `trustProxy`: 'loopback' by default, or a comma-separated list of
   * addresses/CIDRs, or true/false).
   */
  trustProxy: boolean | string;
}

/** Production defaults of the rate limits (per 10 s window). */
export const DEFAULT_RATE_LIMITS: RateLimitConfig = {
  enabled: true,
  windowSeconds: 10,
  member: { call: 600, chat: 20, paid: 30 },
  ip: { all: 3000, login: 200 },
  hubInvocations: 200,
};

/** Limits of `testConfig()`: far above what any test sends, so only the rate-limit tests (which set their own) meet them. */
export const TEST_RATE_LIMITS: RateLimitConfig = {
  ...DEFAULT_RATE_LIMITS,
  member: { call: 100_000, chat: 100_000, paid: 100_000 },
  ip: { all: 1_000_000, login: 100_000 },
  hubInvocations: 100_000,
};

function trustProxy(v: string | undefined): boolean | string {
  if (v === undefined || v === '') return 'loopback';
  if (['true', 'on', 'yes'].includes(v.toLowerCase())) return true;
  if (['false', 'off', 'no', '0'].includes(v.toLowerCase())) return false;
  return v;
}

function rateLimits(env: Record<string, string | undefined>): RateLimitConfig {
  const d = DEFAULT_RATE_LIMITS;
  const windowSeconds = int('RATE_LIMIT_WINDOW_S', env.RATE_LIMIT_WINDOW_S, d.windowSeconds);
  if (windowSeconds < 1) throw new Error('RATE_LIMIT_WINDOW_S must be at least 1');
  return {
    enabled: bool(env.RATE_LIMIT, d.enabled),
    windowSeconds,
    member: {
      call: int('RATE_LIMIT_MEMBER_CALLS', env.RATE_LIMIT_MEMBER_CALLS, d.member.call),
      chat: int('RATE_LIMIT_MEMBER_CHAT', env.RATE_LIMIT_MEMBER_CHAT, d.member.chat),
      paid: int('RATE_LIMIT_MEMBER_PAID', env.RATE_LIMIT_MEMBER_PAID, d.member.paid),
    },
    ip: {
      all: int('RATE_LIMIT_IP', env.RATE_LIMIT_IP, d.ip.all),
      login: int('RATE_LIMIT_IP_LOGIN', env.RATE_LIMIT_IP_LOGIN, d.ip.login),
    },
    hubInvocations: int('HUB_INVOCATION_LIMIT', env.HUB_INVOCATION_LIMIT, d.hubInvocations),
  };
}

/** The operator key's public demo default (README): never accepted outside the demo world. */
export const DEMO_OPERATOR_KEY = 'sideline-demo-operator';
/** Least length of an operator key of one's own, in bytes (e.g. `openssl rand -hex 32`). */
export const OPERATOR_KEY_MIN_BYTES = 32;

/**
 * The operator key to run with: `OPERATOR_KEY`, or the demo default when the demo world is on
 * (SEED on, SQLite, NODE_ENV not production). A PostgreSQL or production deployment without a
 * key of its own (≥ 32 bytes, not the demo's) refuses to start, with a one-line reason.
 */
export function operatorKeyOf(env: Record<string, string | undefined>, databaseUrl: string, seed: boolean): string {
  const key = env.OPERATOR_KEY ?? '';
  const why = databaseUrl.startsWith('postgres') ? 'DATABASE_URL is PostgreSQL'
    : env.NODE_ENV === 'production' ? 'NODE_ENV is production'
      : !seed ? 'the demo world is off (SEED)' : null;
  if (why === null) return key || DEMO_OPERATOR_KEY;
  if (!key || key === DEMO_OPERATOR_KEY || Buffer.byteLength(key) < OPERATOR_KEY_MIN_BYTES) {
    throw new Error(`OPERATOR_KEY must be a key of your own of at least ${OPERATOR_KEY_MIN_BYTES} random bytes (e.g. \`openssl rand -hex 32\`) because ${why}; the demo key is public`);
  }
  return key;
}

function publicUrl(v: string | undefined): string | null {
  if (!v) return null;
  let url: URL;
  try {
    url = new URL(v);
  } catch {
    throw new Error(`PUBLIC_URL must be an absolute http(s) URL, got '${v}'`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error(`PUBLIC_URL must be an http(s) URL, got '${v}'`);
  return url.origin;
}

/** The repository root (this file is packages/server/src/config.ts or packages/server/dist/main.js). */
export function repoRoot(): string {
  const here = path.dirname(fileURLToPath(import.meta.url));
  return path.resolve(here, '..', '..', '..');
}

function bool(v: string | undefined, fallback: boolean): boolean {
  if (v === undefined || v === '') return fallback;
  return ['1', 'true', 'on', 'yes'].includes(v.toLowerCase());
}

function int(name: string, v: string | undefined, fallback: number): number {
  if (v === undefined || v === '') return fallback;
  const n = Number(v);
  if (!Number.isInteger(n) || n < 0) throw new Error(`${name} must be a non-negative integer, got '${v}'`);
  return n;
}

/** Build the configuration from an environment (default `process.env`). Throws on invalid values. */
export function loadConfig(env: Record<string, string | undefined> = process.env): ServerConfig {
  const root = repoRoot();
  const databaseUrl = env.DATABASE_URL || path.join(root, 'data', 'sideline.db');
  const seed = bool(env.SEED, true);
  return {
    port: int('PORT', env.PORT, 8080),
    host: env.HOST || '0.0.0.0',
    databaseUrl,
    redisUrl: env.REDIS_URL || null,
    redisPrefix: env.REDIS_PREFIX || 'sideline:',
    operatorKey: operatorKeyOf(env, databaseUrl, seed),
    metricsToken: env.METRICS_TOKEN || null,
    publicUrl: publicUrl(env.PUBLIC_URL),
    tokenTtlSeconds: int('TOKEN_TTL', env.TOKEN_TTL, 24 * 3600),
    webDist: env.WEB_DIST || path.join(root, 'packages', 'web', 'dist'),
    embedDist: env.EMBED_DIST || path.join(root, 'packages', 'embed', 'dist'),
    sourceMaps: bool(env.SOURCE_MAPS, false),
    maintenance: bool(env.MAINTENANCE, false),
    sim: bool(env.SIM, true),
    hostOrigins: (env.HOST_ORIGINS ?? '').split(/[\s,]+/).filter(Boolean),
    seed,
    rateLimit: rateLimits(env),
    trustProxy: trustProxy(env.TRUST_PROXY),
  };
}

/** A configuration for tests: in-memory SQLite, no sim, nothing from the environment. */
export function testConfig(overrides: Partial<ServerConfig> = {}): ServerConfig {
  return { ...loadConfig({}), databaseUrl: ':memory:', sim: false, port: 0, host: '127.0.0.1', rateLimit: TEST_RATE_LIMITS, ...overrides };
}
