/**
 * The bench's audience: the demo world has two members who may chat, so every viewer of the
 * bench is a member of its own — copies of the seed's ordinary member (customer 1001) with
 * their own nickname and token, written through the server's own store and token code. With
 * two members, every gift and bet would queue on two wallet rows (SERIALIZABLE retries on
 * PostgreSQL), which measures a crowd of two, not a room.
 */
import { CUSTOMERS } from '@sideline/server/testing';
import { issueToken, openStore } from '@sideline/server';

export const FIRST_LOAD_MEMBER = 900_001;
const TEMPLATE = CUSTOMERS.find((c) => c.id === 1001)!;

/**
 * On a seeded database: lifts the chat cool-down (the seed's 3 s per member, as the chaos
 * suite does), adds `count` members, and answers one token each.
 */
export async function seedLoadMembers(databaseUrl: string, count: number): Promise<string[]> {
  const store = await openStore(databaseUrl, { migrate: false });
  try {
    await store.db.updateTable('chat_configs').set({ message_frequency: 0 }).execute();
    const now = Date.now();
    const rows = Array.from({ length: count }, (_, i) => ({
      ...TEMPLATE, id: FIRST_LOAD_MEMBER + i, licensee_user_name: `load_${i + 1}`, nickname: `Load${i + 1}`, created_at: now,
    }));
    await store.db.insertInto('customers').values(rows).onConflict((oc) => oc.doNothing()).execute();
    const tokens: string[] = [];
    for (const row of rows) {
      tokens.push((await issueToken(store, { customerId: row.id, siteId: row.site_id, language: row.language, ttlSeconds: 24 * 3600 })).token);
    }
    return tokens;
  } finally {
    await store.close();
  }
}
