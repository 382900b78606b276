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
  /**
   * `REDIS_CLUSTER_NODES=host:port,host:port,…`: seed nodes of a Redis Cluster (Redis 7) the hub
   * fan-out uses with sharded pub/sub (takes precedence over `REDIS_URL` for the broker only);
   * null → `REDIS_URL` or the memory broker.
   */
  redisClusterNodes: string[] | null;
  /**
   * `REDIS_CLUSTER_WAIT_REPLICAS` (default 0): with a cluster, each hub publication waits (Redis
   * `WAIT`, at most 100 ms) until this many replicas have it, narrowing what a primary's crash loses.
   */
  redisClusterWaitReplicas: number;
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
  /** Built back office (packages/backoffice/dist, built with base `/backoffice/`). */
  backofficeDist: string;
  /**
   * `UPLOADS_DIR`: a directory every node shares (e.g. a network volume) where uploaded files are
   * kept; null (default) → the bytes live in the database, which every node reads anyway.
   */
  uploadsDir: string | null;
  /** Serve the builds' source maps (`SOURCE_MAPS`); off by default, a `.map` answers 404. */
  sourceMaps: boolean;
  /** Answer the widget pages' first calls in their HTML (`EARLY_ANSWERS`, on by default; pages/earlyAnswers.ts). */
  earlyAnswers: boolean;
  /** Draw the room's last lines in a chat page's HTML from its early answers (`CHAT_PREVIEW`, on by default; pages/chatPreview.ts). */
  chatPreview: boolean;
  /** Every API call answers 503 while on. */
  maintenance: boolean;
  /** Run the demo's life (bots, odds, rounds). On under `npm start`, off in tests. */
  sim: boolean;
  /** Origins allowed to frame the pages (CSP frame-ancestors), besides 'self'. */
  hostOrigins: string[];
  /**
   * `SPORTS_HOST`: origin of the sports host the widget calls directly
   * (`{sports host}/sports/v4/GetEventStreaming`, answered by `GET /GetHost`); null → this server
   * plays the sports host (the demo world). Added to the pages' CSP `connect-src`.
   */
  sportsHost: string | null;
  /** Hosts each video provider's SDK talks to, per provider (CSP `connect-src` of the pages). */
  providerHosts: ProviderHosts;
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
  /** What rejoining viewers can recover (docs/operations.md "Real-time history"). */
  realtimeHistory: RealtimeHistoryConfig;
}

export interface RealtimeHistoryConfig {
  /** `REALTIME_HISTORY_SIZE`: publications kept per room/group (default 1000). */
  size: number;
  /** `REALTIME_HISTORY_TTL`: seconds history is kept after a group's last publication (default 300). */
  ttlSeconds: number;
  /**
   * `REALTIME_HISTORY_FILE`: SQLite file keeping the one-node broker's history across restarts.
   * Default: beside a SQLite database (`<db>.realtime.db`); null (memory only) for `:memory:`,
   * PostgreSQL or `REALTIME_HISTORY_FILE=off`. Unused with Redis (Redis keeps history).
   */
  file: string | null;
  /**
   * `REALTIME_GROUP_LINGER`: seconds a room that lost its last viewer on a node stays subscribed
   * there, its recent frames current, so viewers who all dropped together rejoin from memory
   * (default 30; 0 releases at once).
   */
  lingerSeconds: number;
}

function realtimeHistory(env: Record<string, string | undefined>, databaseUrl: string): RealtimeHistoryConfig {
  const named = env.REALTIME_HISTORY_FILE;
  const besideDatabase = databaseUrl === ':memory:' || databaseUrl.startsWith('postgres') ? null : databaseUrl.replace(/(\.db)?$/, '.realtime.db');
  return {
    size: int('REALTIME_HISTORY_SIZE', env.REALTIME_HISTORY_SIZE, 1000),
    ttlSeconds: int('REALTIME_HISTORY_TTL', env.REALTIME_HISTORY_TTL, 300),
    file: named === 'off' ? null : named || besideDatabase,
    lingerSeconds: int('REALTIME_GROUP_LINGER', env.REALTIME_GROUP_LINGER, 30),
  };
}

/** CSP `connect-src` sources per provider: provider A (id 3), provider B (id 4), the voice broadcast. */
export interface ProviderHosts { a: string[]; b: string[]; broadcast: string[] }

/**
 * Defaults: the domains each SDK's vendor asks firewalls to allow (provider A's web SDK: agora.io,
 * sd-rtn.com, rtnsvc.com, rtesvc.com; provider B's: byteplusapi.com, bytepluses.com,
 * byteintlapi.com), over https and wss. The voice broadcast plays over provider A.
 */
const agoraHosts = ['agora.io', 'sd-rtn.com', 'rtnsvc.com', 'rtesvc.com'];
const byteplusHosts = ['byteplusapi.com', 'bytepluses.com', 'byteintlapi.com'];
const secure = (domains: string[]) => domains.flatMap((d) => [`https://*.${d}`, `wss://*.${d}`]);
export const DEFAULT_PROVIDER_HOSTS: ProviderHosts = { a: secure(agoraHosts), b: secure(byteplusHosts), broadcast: secure(agoraHosts) };

/** A CSP source list from the environment: space- or comma-separated; `none` → empty. Refuses quotes and semicolons. */
function sourceList(name: string, v: string | undefined, fallback: string[]): string[] {
  if (v === undefined || v.trim() === '') return fallback;
  if (v.trim().toLowerCase() === 'none') return [];
  const list = v.split(/[\s,]+/).filter(Boolean);
  const bad = list.find((x) => /[;'"]/.test(x));
  if (bad) throw new Error(`${name} holds '${bad}': list host sources only (https://*.example.com wss://rtc.example.com)`);
  return list;
}

/** Production defaults of the rate limits (per 10 s window). */
export const DEFAULT_RATE_LIMITS: RateLimitConfig = {
  enabled: true,
  windowSeconds: 10,
  member: { call: 600, chat: 20, paid: 30 },
  ip: { all: 3000, login: 200, operator: 120 },
  hubInvocations: 200,
};

/** Limits of `testConfig()`: far above what any test sends, so only the rate-limit tests (which set their own) meet them. */
export const TEST_RATE_LIMITS: RateLimitConfig = {
  ...DEFAULT_RATE_LIMITS,
  member: { call: 100_000, chat: 100_000, paid: 100_000 },
  ip: { all: 1_000_000, login: 100_000, operator: 100_000 },
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
      operator: int('RATE_LIMIT_IP_OPERATOR', env.RATE_LIMIT_IP_OPERATOR, d.ip.operator),
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

function originOf(name: string, v: string | undefined): string | null {
  if (!v) return null;
  let url: URL;
  try {
    url = new URL(v);
  } catch {
    throw new Error(`${name} must be an absolute http(s) URL, got '${v}'`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error(`${name} must be an http(s) URL, got '${v}'`);
  return url.origin;
}

const publicUrl = (v: string | undefined) => originOf('PUBLIC_URL', v);

/** The repository root (this file is packages/server/src/config.ts or packages/server/dist/main.js). */
export function repoRoot(): string {
  const here = path.dirname(fileURLToPath(import.meta.url));
  return path.resolve(here, '..', '..', '..');
}

function bool(v: string | undefined, fallback: boolean): boolean {
  if (v === undefined || v === '') return fallback;
  return ['1', 'true', 'on', 'yes'].includes(v.toLowerCase());
}

/** `host:port,host:port` → the list; unset/empty → null. Throws on an entry that is not host:port. */
function clusterNodes(v: string | undefined): string[] | null {
  if (!v || v.trim() === '') return null;
  const nodes = v.split(',').map((entry) => entry.trim()).filter(Boolean);
  for (const node of nodes) {
    const port = Number(node.slice(node.lastIndexOf(':') + 1));
    if (node.lastIndexOf(':') <= 0 || !Number.isInteger(port) || port < 1 || port > 65535) {
      throw new Error(`REDIS_CLUSTER_NODES entries must be host:port, got '${node}'`);
    }
  }
  return nodes;
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
    redisClusterNodes: clusterNodes(env.REDIS_CLUSTER_NODES),
    redisClusterWaitReplicas: int('REDIS_CLUSTER_WAIT_REPLICAS', env.REDIS_CLUSTER_WAIT_REPLICAS, 0),
    redisPrefix: env.REDIS_PREFIX || 'sideline:',
    operatorKey: operatorKeyOf(env, databaseUrl, seed),
    metricsToken: env.METRICS_TOKEN || null,
    publicUrl: publicUrl(env.PUBLIC_URL),
    tokenTtlSeconds: int('TOKEN_TTL', env.TOKEN_TTL, 24 * 3600),
    webDist: env.WEB_DIST || path.join(root, 'packages', 'web', 'dist'),
    embedDist: env.EMBED_DIST || path.join(root, 'packages', 'embed', 'dist'),
    backofficeDist: env.BACKOFFICE_DIST || path.join(root, 'packages', 'backoffice', 'dist'),
    uploadsDir: env.UPLOADS_DIR || null,
    sourceMaps: bool(env.SOURCE_MAPS, false),
    earlyAnswers: bool(env.EARLY_ANSWERS, true),
    chatPreview: bool(env.CHAT_PREVIEW, true),
    maintenance: bool(env.MAINTENANCE, false),
    sim: bool(env.SIM, true),
    hostOrigins: (env.HOST_ORIGINS ?? '').split(/[\s,]+/).filter(Boolean),
    sportsHost: originOf('SPORTS_HOST', env.SPORTS_HOST),
    providerHosts: {
      a: sourceList('CSP_PROVIDER_A', env.CSP_PROVIDER_A, DEFAULT_PROVIDER_HOSTS.a),
      b: sourceList('CSP_PROVIDER_B', env.CSP_PROVIDER_B, DEFAULT_PROVIDER_HOSTS.b),
      broadcast: sourceList('CSP_BROADCAST', env.CSP_BROADCAST, DEFAULT_PROVIDER_HOSTS.broadcast),
    },
    seed,
    rateLimit: rateLimits(env),
    trustProxy: trustProxy(env.TRUST_PROXY),
    realtimeHistory: realtimeHistory(env, databaseUrl),
  };
}

/** A configuration for tests: in-memory SQLite, no sim, nothing from the environment. */
export function testConfig(overrides: Partial<ServerConfig> = {}): ServerConfig {
  const base = loadConfig({});
  // An in-memory database keeps its broker history in memory too: a history file derived from the
  // default database path would be shared by every test app and outlive the run.
  return {
    ...base, databaseUrl: ':memory:', sim: false, port: 0, host: '127.0.0.1', rateLimit: TEST_RATE_LIMITS,
    realtimeHistory: { ...base.realtimeHistory, file: null }, ...overrides,
  };
}
