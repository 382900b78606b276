import type { Executor } from '../../store/types';
import type { BetCardsTable } from './migrations';

export type CardRow = Omit<BetCardsTable, 'id'> & { id: number };
export type NewCard = Omit<BetCardsTable, 'id'>;

/** bigint columns come back as strings on PostgreSQL. */
function toRow(r: Record<string, unknown>): CardRow {
  const row = r as unknown as CardRow;
  return {
    ...row, id: Number(row.id), match_id: Number(row.match_id), anchor_id: Number(row.anchor_id), line_customer_id: Number(row.line_customer_id),
    line_timestamp: Number(row.line_timestamp), market_id: Number(row.market_id), shown_price_milli: Number(row.shown_price_milli),
    price_milli: Number(row.price_milli), followers: Number(row.followers), version: Number(row.version), created_at: Number(row.created_at),
    updated_at: Number(row.updated_at), program_type: Number(row.program_type), sport_type: Number(row.sport_type), bet_type: Number(row.bet_type),
  };
}

export async function insertCard(db: Executor, card: NewCard): Promise<CardRow> {
  const row = await db.insertInto('bet_cards').values(card).returning('id').executeTakeFirstOrThrow();
  return { ...card, id: Number(row.id) };
}

export async function cardById(db: Executor, id: number): Promise<CardRow | null> {
  const row = await db.selectFrom('bet_cards').selectAll().where('id', '=', id).executeTakeFirst();
  return row ? toRow(row) : null;
}

export async function cardsOnMarket(db: Executor, marketId: number): Promise<CardRow[]> {
  const rows = await db.selectFrom('bet_cards').selectAll().where('market_id', '=', marketId).orderBy('id').execute();
  return rows.map(toRow);
}

/** A room's newest cards, oldest first. */
export async function cardsOfGroup(db: Executor, group: string, limit: number): Promise<CardRow[]> {
  const rows = await db.selectFrom('bet_cards').selectAll().where('group_name', '=', group).orderBy('id', 'desc').limit(limit).execute();
  return rows.reverse().map(toRow);
}

/**
 * Moves a card to a new state and price when they differ from the stored ones; answers the
 * updated row, or null when nothing changed (another node got there first, or no change).
 */
export async function moveCard(db: Executor, card: CardRow, state: string, priceMilli: number, now: number): Promise<CardRow | null> {
  const res = await db.updateTable('bet_cards')
    .set((eb) => ({ state, price_milli: priceMilli, version: eb('version', '+', 1), updated_at: now }))
    .where('id', '=', card.id)
    .where((eb) => eb.or([eb('state', '!=', state), eb('price_milli', '!=', priceMilli)]))
    .executeTakeFirst();
  if (Number(res.numUpdatedRows) !== 1) return null;
  return cardById(db, card.id);
}

/** Counts a follower once: false when the member already followed the card. */
export async function addFollower(db: Executor, cardId: number, customerId: number, betId: number, now: number): Promise<boolean> {
  const res = await db.insertInto('bet_card_followers').values({ card_id: cardId, customer_id: customerId, bet_id: betId, created_at: now })
    .onConflict((oc) => oc.columns(['card_id', 'customer_id']).doNothing()).executeTakeFirst();
  if (Number(res.numInsertedOrUpdatedRows ?? 0) !== 1) return false;
  await db.updateTable('bet_cards').set((eb) => ({ followers: eb('followers', '+', 1), version: eb('version', '+', 1), updated_at: now }))
    .where('id', '=', cardId).execute();
  return true;
}

export async function marketResult(db: Executor, marketId: number): Promise<Record<string, 'won' | 'lost' | 'void'> | null> {
  const row = await db.selectFrom('bet_card_market_results').select('result_json').where('market_id', '=', marketId).executeTakeFirst();
  return row ? JSON.parse(row.result_json) as Record<string, 'won' | 'lost' | 'void'> : null;
}

/** Records a market's result; false when it was settled already. */
export async function claimMarketResult(db: Executor, marketId: number, result: Record<string, string>, now: number): Promise<boolean> {
  const res = await db.insertInto('bet_card_market_results').values({ market_id: marketId, result_json: JSON.stringify(result), settled_at: now })
    .onConflict((oc) => oc.column('market_id').doNothing()).executeTakeFirst();
  return Number(res.numInsertedOrUpdatedRows ?? 0) === 1;
}
