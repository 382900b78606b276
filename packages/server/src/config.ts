import { fileURLToPath } from 'node:url';
import path from 'node:path';

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
  /** Shared key the operator tools use (demo default; set it in production). */
  operatorKey: string;
  /** Lifetime of an issued licensee token, seconds. */
  tokenTtlSeconds: number;
  /** Built web app (packages/web/dist). */
  webDist: string;
  /** Built demo host site (packages/embed/dist, built with base `/host/`). */
  embedDist: string;
  /** Every API call answers 503 while on. */
  maintenance: boolean;
  /** Run the demo's life (bots, odds, rounds). On under `npm start`, off in tests. */
  sim: boolean;
  /** Origins allowed to frame the pages (CSP frame-ancestors), besides 'self'. */
  hostOrigins: string[];
  /** Seed the demo world on start when the database is empty (idempotent). */
  seed: boolean;
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
  return {
    port: int('PORT', env.PORT, 8080),
    host: env.HOST || '0.0.0.0',
    databaseUrl: env.DATABASE_URL || path.join(root, 'data', 'sideline.db'),
    redisUrl: env.REDIS_URL || null,
    redisPrefix: env.REDIS_PREFIX || 'sideline:',
    operatorKey: env.OPERATOR_KEY || 'sideline-demo-operator',
    tokenTtlSeconds: int('TOKEN_TTL', env.TOKEN_TTL, 24 * 3600),
    webDist: env.WEB_DIST || path.join(root, 'packages', 'web', 'dist'),
    embedDist: env.EMBED_DIST || path.join(root, 'packages', 'embed', 'dist'),
    maintenance: bool(env.MAINTENANCE, false),
    sim: bool(env.SIM, true),
    hostOrigins: (env.HOST_ORIGINS ?? '').split(/[\s,]+/).filter(Boolean),
    seed: bool(env.SEED, true),
  };
}

/** A configuration for tests: in-memory SQLite, no sim, nothing from the environment. */
export function testConfig(overrides: Partial<ServerConfig> = {}): ServerConfig {
  return { ...loadConfig({}), databaseUrl: ':memory:', sim: false, port: 0, host: '127.0.0.1', ...overrides };
}
