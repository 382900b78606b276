import type { Store, Trx } from '../store/types';
import { toMinor } from '../store/values';
import { seedStreamers } from '../features/streamers/index';
import { seedBroadcasters } from '../features/streaming/index';
import { seedGifts } from '../features/gifts/index';
import { seedLuckyBoxes } from '../features/lucky-box/index';
import { seedCampaigns } from '../features/promotions/index';
import { seedMatchChatSettings } from '../features/match-events/index';
import {
  BROADCASTS, CHAT_CONFIGS, CURRENCIES, CUSTOMERS, FEATURE_SETTINGS, GIFTS, INDECENT_WORDS, LUCKY_BOXES, MATCHES,
  PROGRAMMES, PROMOTIONS, SITES, STICKERS, STREAMERS, TAGS, WALLETS,
} from './world';

/**
 * Seed the demo world. Idempotent: every row is inserted with "on conflict do nothing", so a
 * second run (or a restart) changes nothing, and rows a feature changed since (a nickname,
 * a balance) are kept. Starting balances are written as an opening ledger row with the
 * balance, in the same transaction, so the ledger always sums to the balances.
 */
export async function seedDemoWorld(store: Store, now = Date.now()): Promise<void> {
  await store.transaction(async (trx) => {
    const ins = <T extends Parameters<Trx['insertInto']>[0]>(table: T) => trx.insertInto(table);
    await ins('currencies').values(CURRENCIES).onConflict((oc) => oc.doNothing()).execute();
    await ins('sites').values(SITES).onConflict((oc) => oc.doNothing()).execute();
    await ins('customers').values(CUSTOMERS.map((c) => ({ ...c, created_at: now }))).onConflict((oc) => oc.doNothing()).execute();

    for (const w of WALLETS) {
      const minor = toMinor(w.balance);
      const res = await ins('wallets').values({ customer_id: w.customer_id, currency_id: w.currency_id, balance_minor: minor })
        .onConflict((oc) => oc.doNothing()).executeTakeFirst();
      if (Number(res.numInsertedOrUpdatedRows ?? 0) > 0) {
        await ins('ledger').values({
          customer_id: w.customer_id, currency_id: w.currency_id, amount_minor: minor, balance_after_minor: minor,
          reason: 'opening-balance', idempotency_key: `seed:opening:${w.currency_id}`, created_at: now,
        }).execute();
      }
    }

    const settings = Object.entries(FEATURE_SETTINGS).flatMap(([site, values]) =>
      Object.entries(values).map(([name, value]) => ({ site_id: Number(site), name, value_json: JSON.stringify(value) })));
    await ins('feature_settings').values(settings).onConflict((oc) => oc.doNothing()).execute();

    await seedStreamers(trx, STREAMERS);
    await ins('tags').values(TAGS).onConflict((oc) => oc.doNothing()).execute();
    await ins('matches').values(MATCHES.map(({ offsetMs, ...m }) => ({ ...m, event_time: Math.round(now + offsetMs) })))
      .onConflict((oc) => oc.doNothing()).execute();
    await ins('programmes').values(PROGRAMMES.map(({ offsetMs, ...p }) => ({ ...p, open_time: Math.round(now + offsetMs) })))
      .onConflict((oc) => oc.doNothing()).execute();
    await ins('broadcasts').values(BROADCASTS).onConflict((oc) => oc.doNothing()).execute();
    await seedBroadcasters(trx, BROADCASTS);
    await seedGifts(trx, GIFTS.map(({ amount, ...g }) => ({ ...g, amount_minor: toMinor(amount) })));
    await ins('stickers').values(STICKERS).onConflict((oc) => oc.doNothing()).execute();
    await seedLuckyBoxes(trx, LUCKY_BOXES.map(({ settings, amount, ...b }) => ({
      ...b, amount_minor: toMinor(amount), best_gift_id: null, expires_at: null, updated_at: 0,
      settings: settings.map(([giftId, giftAmount, chance]) => ({ gift_id: giftId, gift_amount_minor: toMinor(giftAmount), draw_chance: chance })),
    })));
    // The demo's promotions are campaigns the back office runs (issue 19 item 4).
    await seedCampaigns(trx, PROMOTIONS.map(({ startOffsetMs, endOffsetMs, ...p }) => ({
      ...p, start_at: Math.round(now + startOffsetMs), end_at: Math.round(now + endOffsetMs),
    })), now);
    await ins('indecent_words').values(INDECENT_WORDS).onConflict((oc) => oc.doNothing()).execute();
    await ins('chat_configs').values(CHAT_CONFIGS.map(({ turnover, ...c }) => ({ ...c, turnover_limit_minor: toMinor(turnover) })))
      .onConflict((oc) => oc.doNothing()).execute();
    await seedMatchChatSettings(trx, now);
  });
}
