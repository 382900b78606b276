import type { Executor } from '../../store/types';

/** Queries of the wheel feature. One path for both dialects. */

/** The wheel switches of an anchor and the global one (anchor 0). */
export function wheelSwitches(db: Executor, anchorId: number | undefined) {
  return db.selectFrom('wheel_state').select(['anchor_id', 'is_on'])
    .where('anchor_id', 'in', anchorId ? [0, anchorId] : [0]).execute();
}

export async function currencyName(db: Executor, currencyId: number): Promise<string> {
  return (await db.selectFrom('currencies').select('name').where('id', '=', currencyId).executeTakeFirst())?.name ?? '';
}

export interface WheelDraw {
  customerId: number; currencyId: number; anchorId: number; matchId: number;
  costMinor: number; prizeMinor: number; bingoIndex: number; now: number;
  /** The landed slot's label as the setting stood at the spin. */
  label: string;
}

export async function insertDraw(db: Executor, d: WheelDraw): Promise<void> {
  await db.insertInto('wheel_draws').values({
    customer_id: d.customerId, currency_id: d.currencyId, anchor_id: d.anchorId, match_id: d.matchId, cost_minor: d.costMinor,
    prize_minor: d.prizeMinor, bingo_index: d.bingoIndex, created_at: d.now, label: d.label,
  }).execute();
}

/** Sets one anchor's switch (0: the global one, which also clears every anchor's own). */
export async function setSwitch(db: Executor, anchorId: number, isOpen: boolean, now: number): Promise<void> {
  await db.insertInto('wheel_state').values({ anchor_id: anchorId, is_on: isOpen ? 1 : 0, updated_at: now })
    .onConflict((oc) => oc.column('anchor_id').doUpdateSet({ is_on: isOpen ? 1 : 0, updated_at: now })).execute();
  if (anchorId === 0) await db.deleteFrom('wheel_state').where('anchor_id', '<>', 0).execute();
}

export function siteGroups(db: Executor) {
  return db.selectFrom('sites').select('group_name').execute();
}

export async function streamerLanguages(db: Executor): Promise<Map<number, string>> {
  return new Map((await db.selectFrom('streamers').select(['id', 'language']).execute()).map((s) => [s.id, s.language]));
}

export function matchAnchors(db: Executor) {
  return db.selectFrom('matches').select(['id', 'anchor_ids_json']).execute();
}

/** Spins, newest first (the back office's wheel record), with the spinner's nickname. */
export function drawRows(db: Executor, customerId: number | undefined, limit: number, offset: number) {
  let q = db.selectFrom('wheel_draws').leftJoin('customers', 'customers.id', 'wheel_draws.customer_id')
    .select(['wheel_draws.id', 'wheel_draws.customer_id', 'wheel_draws.match_id', 'wheel_draws.cost_minor', 'wheel_draws.prize_minor', 'wheel_draws.bingo_index', 'wheel_draws.created_at', 'wheel_draws.label', 'customers.nickname']);
  if (customerId !== undefined) q = q.where('wheel_draws.customer_id', '=', customerId);
  return q.orderBy('wheel_draws.id', 'desc').limit(limit).offset(offset).execute();
}

export async function drawCount(db: Executor, customerId: number | undefined): Promise<number> {
  let q = db.selectFrom('wheel_draws').select((eb) => eb.fn.countAll<number | string>().as('n'));
  if (customerId !== undefined) q = q.where('customer_id', '=', customerId);
  return Number((await q.executeTakeFirst())?.n ?? 0);
}
