import Bowser from 'bowser';
import type { Kysely, Migration } from 'kysely';
import type { Executor } from '../../store/types';

/**
 * The device a member last opened the widget on, for the back office's player fields (spec
 * "Player": country, IP, device model, agent). Recorded when the widget verifies the member's
 * token at start-up — the one call every page makes from the viewer's own browser — so the
 * fields describe the viewer, not the host page's server. Country is the region of the
 * browser's first Accept-Language tag (en-US → US): the demo world has no geo-IP database, and
 * that is the closest thing the request itself says.
 */
export interface PlayerDevicesTable {
  customer_id: number;
  ip: string | null;
  agent: string | null;
  device_model: string | null;
  country: string | null;
  seen_at: number;
}

declare module '../../store/schema' {
  interface Database {
    player_devices: PlayerDevicesTable;
  }
}

/** A user agent string kept at most this long (a header can be kilobytes). */
const AGENT_MAX = 512;

/** "Apple iPhone · iOS 17.4", "Chrome 156 · Linux": the model when the agent names one, else browser and system. */
export function deviceModelOf(agent: string | undefined): string | null {
  if (!agent) return null;
  const p = Bowser.parse(agent);
  const os = [p.os.name, p.os.version].filter(Boolean).join(' ');
  const model = [p.platform.vendor, p.platform.model].filter(Boolean).join(' ');
  const browser = [p.browser.name, p.browser.version?.split('.')[0]].filter(Boolean).join(' ');
  const text = [model || browser, os].filter(Boolean).join(' · ');
  return text || null;
}

/** The region of the first Accept-Language tag ("vi-VN,vi;q=0.9" → "VN"); null without one. */
export function countryOf(acceptLanguage: string | undefined): string | null {
  const first = acceptLanguage?.split(',')[0]?.trim() ?? '';
  const region = /^[a-z]{2,3}(?:-[A-Za-z]{4})?-([A-Za-z]{2})\b/i.exec(first)?.[1];
  return region ? region.toUpperCase() : null;
}

export interface SeenDevice { ip: string | null; agent: string | undefined; acceptLanguage: string | undefined }

export async function recordDevice(db: Executor, customerId: number, seen: SeenDevice, now: number): Promise<void> {
  const row = {
    ip: seen.ip, agent: seen.agent ? seen.agent.slice(0, AGENT_MAX) : null, device_model: deviceModelOf(seen.agent),
    country: countryOf(seen.acceptLanguage), seen_at: now,
  };
  await db.insertInto('player_devices').values({ customer_id: customerId, ...row })
    .onConflict((oc) => oc.column('customer_id').doUpdateSet(row)).execute();
}

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run against the database as it was then */
export function licenseeMigrations(): Record<string, Migration> {
  return {
    // Numbered after every table of today so a database migrated before it takes it in order.
    '1833_player_devices': {
      async up(db: Kysely<any>) {
        await db.schema.createTable('player_devices')
          .addColumn('customer_id', 'integer', (c) => c.primaryKey())
          .addColumn('ip', 'text')
          .addColumn('agent', 'text')
          .addColumn('device_model', 'text')
          .addColumn('country', 'text')
          .addColumn('seen_at', 'bigint', (c) => c.notNull())
          .execute();
      },
    },
  };
}
/* eslint-enable @typescript-eslint/no-explicit-any */
