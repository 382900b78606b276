import type { Realtime } from '../../realtime/index';
import type { Store } from '../../store/types';
import { staffError } from '../staff/index';
import * as q from './store';

export interface MuteDeps {
  store: Store;
  realtime: Realtime;
}

export type MuteDuration = 'forever' | 'days' | 'hours';

const HOUR_MS = 3600_000;

/** When a mute of `duration` × `amount` from `now` lifts; null: forever. */
export function muteUntil(duration: MuteDuration, amount: number | null | undefined, now: number): number | null {
  if (duration === 'forever' || !amount) return null;
  return now + amount * (duration === 'days' ? 24 * HOUR_MS : HOUR_MS);
}

/**
 * Mutes a player (spec "Player mute: muted or unmuted … forever, or auto-lifting after a number
 * of days or hours"): the flag every node reads on each push, and a history row with the reason.
 * `hideLines` also hides their stored lines from others and asks those rooms to reload.
 */
export async function mutePlayer(deps: MuteDeps, input: { customerId: number; reason: string; duration: MuteDuration; amount: number | null | undefined; hideLines: boolean }, by: string, now = Date.now()) {
  const db = deps.store.db;
  const before = await q.customerMuteFlag(db, input.customerId);
  if (!before) throw staffError(404, 'not-found', `Player ${input.customerId} does not exist`);
  const until = muteUntil(input.duration, input.amount, now);
  await deps.store.transaction(async (trx) => {
    await q.setCustomerMuted(trx, input.customerId, true);
    await q.insertMuteRecord(trx, { customerId: input.customerId, kind: 'mute', reason: input.reason, duration: input.duration, amount: input.duration === 'forever' ? null : input.amount ?? null, until, by, at: now });
  });
  if (input.hideLines) {
    const rooms = await q.roomsWithVisibleLines(db, input.customerId);
    await q.hideLinesOf(db, input.customerId);
    await Promise.all(rooms.map((r) => deps.realtime.publish(r.group_name, 'PushGetMessageEvent', { MatchId: Number(r.match_id), Delay: 0 })));
  }
  return { wasMuted: !!before.is_muted, until };
}

export async function unmutePlayer(deps: MuteDeps, customerId: number, reason: string, by: string, now = Date.now()) {
  const db = deps.store.db;
  const before = await q.customerMuteFlag(db, customerId);
  if (!before) throw staffError(404, 'not-found', `Player ${customerId} does not exist`);
  await deps.store.transaction(async (trx) => {
    await q.setCustomerMuted(trx, customerId, false);
    await q.insertMuteRecord(trx, { customerId, kind: 'unmute', reason, duration: null, amount: null, until: null, by, at: now });
  });
  return { wasMuted: !!before.is_muted };
}

/**
 * Whether a customer whose flag says muted still is: a mute from the back office lifts itself
 * once its time has passed (the flag is cleared and an 'unmute' row recorded, reason 'expired');
 * a flag without a back-office row (the operator console's mute) is forever.
 */
export async function muteStillActive(store: Store, customerId: number, now = Date.now()): Promise<boolean> {
  const latest = await q.latestMuteRecord(store.db, customerId);
  if (!latest || latest.kind !== 'mute' || latest.until === null || Number(latest.until) > now) return true;
  await store.transaction(async (trx) => {
    await q.setCustomerMuted(trx, customerId, false);
    await q.insertMuteRecord(trx, { customerId, kind: 'unmute', reason: 'expired', duration: null, amount: null, until: null, by: 'system', at: now });
  });
  return false;
}

/** A player's mute state and history for the back office. */
export async function muteHistory(store: Store, customerId: number) {
  const rows = await q.muteRecords(store.db, customerId);
  return rows.map((r) => ({
    At: Number(r.at), StaffEmail: r.staff_email, Kind: r.kind as 'mute' | 'unmute', Reason: r.reason,
    Duration: r.duration as MuteDuration | null, Amount: r.amount, Until: r.until === null ? null : Number(r.until),
  }));
}
