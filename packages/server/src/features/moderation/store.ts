import { indecentPattern } from '@sideline/protocol';
import type { IndecentWord, IndecentWordType } from '@sideline/protocol';
import type { Executor } from '../../store/types';

/** Every indecent word (shared by all sites), in id order. */
export async function indecentWords(db: Executor): Promise<IndecentWord[]> {
  const rows = await db.selectFrom('indecent_words').select(['type', 'content']).orderBy('id').execute();
  return rows.map((r) => ({ Type: r.type as IndecentWordType, Content: r.content }));
}

/**
 * The word list's version: how many words and the newest id. Words are added and removed (the
 * seed, an operator's database edit), never edited in place; either changes this pair. One
 * indexed aggregate, where rebuilding the pattern reads every row and compiles a RegExp.
 */
async function wordListVersion(db: Executor): Promise<string> {
  const row = await db.selectFrom('indecent_words')
    .select((eb) => [eb.fn.countAll<number | string>().as('words'), eb.fn.max('id').as('newest')])
    .executeTakeFirst();
  return `${Number(row?.words ?? 0)}:${Number(row?.newest ?? 0)}`;
}

/** The compiled pattern per database handle and the word-list version it was built from. */
const matchers = new WeakMap<Executor, { version: string; pattern: RegExp | null }>();

/**
 * True when `text` matches the combined indecent pattern (Type 1 anywhere, Type 2 whole
 * words, case-insensitive). The version is read from the database each time, so every node
 * refuses the same texts as soon as a word is added; the pattern is rebuilt only when the
 * version changed.
 */
export async function isIndecent(db: Executor, text: string): Promise<boolean> {
  const version = await wordListVersion(db);
  let matcher = matchers.get(db);
  if (matcher?.version !== version) {
    matcher = { version, pattern: indecentPattern(await indecentWords(db)) };
    matchers.set(db, matcher);
  }
  return matcher.pattern !== null && matcher.pattern.test(text);
}

/** Customer ids `customerId` has blocked, ascending. */
export async function blockedIds(db: Executor, customerId: number): Promise<number[]> {
  const rows = await db.selectFrom('chat_blocks').select('blocked_customer_id')
    .where('customer_id', '=', customerId).orderBy('blocked_customer_id').execute();
  return rows.map((r) => r.blocked_customer_id);
}

/** Adds a block (idempotent: blocking twice keeps the first report). */
export async function addBlock(db: Executor, input: { customerId: number; blockedId: number; nickname: string; matchId: number; now: number }): Promise<void> {
  await db.insertInto('chat_blocks').values({
    customer_id: input.customerId, blocked_customer_id: input.blockedId, blocked_nickname: input.nickname,
    match_id: input.matchId, created_at: input.now,
  }).onConflict((oc) => oc.columns(['customer_id', 'blocked_customer_id']).doNothing()).execute();
}

export function findCustomer(db: Executor, customerId: number) {
  return db.selectFrom('customers').select('id').where('id', '=', customerId).executeTakeFirst();
}
