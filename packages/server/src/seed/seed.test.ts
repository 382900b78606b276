import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GIFT_ID_PROFIT_SHARE, GIFT_ID_WISH_COIN, GiftCategory, MatchStatus, ProgramStatus } from '@sideline/protocol';
import { openStore } from '../store/store';
import { featureMigrations } from '../features/index';
import type { Store } from '../store/types';
import type { Database } from '../store/schema';
import { seedDemoWorld } from './seed';

let store: Store;
beforeAll(async () => {
  store = await openStore(':memory:', { migrations: featureMigrations });
});
afterAll(async () => {
  await store.close();
});

const TABLES: (keyof Database)[] = [
  'sites', 'customers', 'currencies', 'wallets', 'ledger', 'feature_settings', 'matches', 'streamers', 'programmes', 'tags',
  'broadcasts', 'gifts', 'stickers', 'lucky_boxes', 'lucky_box_settings', 'campaigns', 'campaign_texts', 'indecent_words', 'chat_configs',
];

async function snapshot(): Promise<Record<string, unknown[]>> {
  const out: Record<string, unknown[]> = {};
  for (const table of TABLES) out[table] = await store.db.selectFrom(table).selectAll().execute();
  return out;
}

describe('demo world seed', () => {
  it('is idempotent: a second run changes nothing', async () => {
    await seedDemoWorld(store, 1_000_000);
    const first = await snapshot();
    await seedDemoWorld(store, 9_000_000);
    expect(await snapshot()).toEqual(first);
    for (const table of TABLES) expect(first[table].length, table).toBeGreaterThan(0);
  });

  it('opens every wallet with a ledger row (the ledger sums to the balances)', async () => {
    const wallets = await store.db.selectFrom('wallets').selectAll().execute();
    for (const w of wallets) {
      const sum = await store.db.selectFrom('ledger').select((eb) => eb.fn.sum<number>('amount_minor').as('s'))
        .where('customer_id', '=', w.customer_id).where('currency_id', '=', w.currency_id).executeTakeFirstOrThrow();
      expect(Number(sum.s)).toBe(w.balance_minor);
    }
  });

  it('holds what the demo needs: match and programme states, gift categories, coin site gifts, draw tables', async () => {
    const matches = await store.db.selectFrom('matches').select('status').execute();
    for (const s of [MatchStatus.Running, MatchStatus.NotStart, MatchStatus.End]) expect(matches.some((m) => m.status === s)).toBe(true);
    const programmes = await store.db.selectFrom('programmes').select('status').execute();
    for (const s of [ProgramStatus.Live, ProgramStatus.NotStart, ProgramStatus.End]) expect(programmes.some((p) => p.status === s)).toBe(true);
    const streamers = await store.db.selectFrom('streamers').select('language').execute();
    expect(new Set(streamers.map((s) => s.language))).toEqual(new Set(['vn', 'th', 'cn', 'id', 'ph']));

    const gifts = await store.db.selectFrom('gifts').selectAll().execute();
    for (const c of Object.values(GiftCategory)) expect(gifts.some((g) => g.category === c), `category ${c}`).toBe(true);
    expect(gifts.some((g) => g.id === GIFT_ID_PROFIT_SHARE)).toBe(true);
    expect(gifts.some((g) => g.id === GIFT_ID_WISH_COIN)).toBe(true);
    expect(gifts.some((g) => g.currency_id === 999)).toBe(true);
    expect(gifts.some((g) => g.currency_id === 998)).toBe(true);
    expect(gifts.some((g) => g.is_vip === 1 && g.vip > 0)).toBe(true);

    const settings = await store.db.selectFrom('lucky_box_settings').selectAll().execute();
    const byBox = new Map<number, number>();
    for (const s of settings) byBox.set(s.lucky_box_id, (byBox.get(s.lucky_box_id) ?? 0) + s.draw_chance);
    for (const total of byBox.values()) expect(total).toBe(100);

    const words = await store.db.selectFrom('indecent_words').select('type').execute();
    expect(new Set(words.map((w) => w.type))).toEqual(new Set([1, 2]));
    const promos = await store.db.selectFrom('campaign_texts').select('sections_json').execute();
    expect(promos.every((p) => p.sections_json.includes('<'))).toBe(true);
  });

  it('points every image at a served /media path', async () => {
    const urls = [
      ...(await store.db.selectFrom('gifts').select('img_url as u').execute()),
      ...(await store.db.selectFrom('streamers').select('image_url as u').execute()),
      ...(await store.db.selectFrom('matches').select('home_icon_url as u').execute()),
      ...(await store.db.selectFrom('stickers').select('url as u').execute()),
    ].map((r) => r.u);
    for (const u of urls) expect(u).toMatch(/^\/media\/images\/[a-z]+\/[a-z0-9][a-z0-9-]*\.svg$/);
  });
});
