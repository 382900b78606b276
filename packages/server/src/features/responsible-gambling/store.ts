import { sql } from 'kysely';
import { DEFAULT_PLAYER_STATE, JURISDICTION_PRESETS, JurisdictionProfile } from '@sideline/protocol';
import type { PlayerGamblingState } from '@sideline/protocol';
import type { Executor } from '../../store/types';

/** The site's profile; 'none' (today's behaviour) when the site never set one or the row is unreadable. */
export async function siteProfile(db: Executor, siteId: number): Promise<JurisdictionProfile> {
  const row = await db.selectFrom('rg_site_profiles').select('profile').where('site_id', '=', siteId).executeTakeFirst();
  if (!row) return JURISDICTION_PRESETS.none;
  const parsed = JurisdictionProfile.safeParse(JSON.parse(row.profile));
  return parsed.success ? parsed.data : JURISDICTION_PRESETS.none;
}

export async function saveSiteProfile(db: Executor, siteId: number, profile: JurisdictionProfile, now: number): Promise<void> {
  await db.insertInto('rg_site_profiles').values({ site_id: siteId, profile: JSON.stringify(profile), updated_at: now })
    .onConflict((oc) => oc.column('site_id').doUpdateSet({ profile: JSON.stringify(profile), updated_at: now })).execute();
}

/** The player's state; nothing restricted when the operator never spoke about them. */
export async function playerState(db: Executor, customerId: number): Promise<PlayerGamblingState> {
  const row = await db.selectFrom('rg_player_states').selectAll().where('customer_id', '=', customerId).executeTakeFirst();
  if (!row) return DEFAULT_PLAYER_STATE;
  return {
    SelfExcluded: row.self_excluded === 1,
    TimedOutUntil: row.timed_out_until === null ? null : Number(row.timed_out_until),
    LimitReached: row.limit_reached === 1,
    AgeVerified: row.age_verified === 1,
  };
}

export async function savePlayerState(db: Executor, customerId: number, s: PlayerGamblingState, now: number): Promise<void> {
  const values = {
    self_excluded: s.SelfExcluded ? 1 : 0, timed_out_until: s.TimedOutUntil, limit_reached: s.LimitReached ? 1 : 0,
    age_verified: s.AgeVerified ? 1 : 0, updated_at: now,
  };
  await db.insertInto('rg_player_states').values({ customer_id: customerId, ...values })
    .onConflict((oc) => oc.column('customer_id').doUpdateSet(values)).execute();
}

/** The member's site and its hub group, or undefined for an unknown customer. */
export function customerSite(db: Executor, customerId: number) {
  return db.selectFrom('customers').innerJoin('sites', 'sites.id', 'customers.site_id')
    .select(['customers.site_id', 'sites.group_name']).where('customers.id', '=', customerId).executeTakeFirst();
}

/** Stakes, settled returns and count of the member's bets placed since `since` (the bet ledger). */
export async function betsSince(db: Executor, customerId: number, since: number) {
  const row = await db.selectFrom('bets')
    .select([
      sql<number>`coalesce(sum(stake_minor), 0)`.as('staked'),
      sql<number>`coalesce(sum(payout_minor), 0)`.as('returned'),
      sql<number>`count(*)`.as('bets'),
    ])
    .where('customer_id', '=', customerId).where('created_at', '>=', since).executeTakeFirstOrThrow();
  return { stakedMinor: Number(row.staked), returnedMinor: Number(row.returned), bets: Number(row.bets) };
}
