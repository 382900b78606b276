import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PromotionStatus } from '@sideline/protocol';
import { openStore } from '../../store/store';
import type { DialectName, Store } from '../../store/types';
import { promotionMigrations } from './migrations';
import { promotionList, promotionPage } from './service';

/** A database from before campaigns: its promotions rows must come over when `1881_campaigns` runs. */
let store: Store;
const now = Date.now();
const D = 86_400_000;
const row = (over: Record<string, unknown>) => ({
  id: 1, language: 'en', name: 'Old promo', status: PromotionStatus.InProgress, entry_img_url: '/media/images/promo/old.svg', type: 3,
  background_image: null, color1: '#112233', color2: '#445566', region_a: '/media/images/banner/a.svg', region_b: null, region_c: null,
  content_html: '<p>Old terms</p>', sort: 1, start_at: now - D, end_at: now + D, ...over,
});

beforeAll(async () => {
  const before = (dialect: DialectName) => ({ '0500_promotions_period': promotionMigrations(dialect)['0500_promotions_period']! });
  store = await openStore(':memory:', { migrations: [before] });
  await store.db.insertInto('promotions').values([
    row({}), row({ language: 'cn', name: '旧活动', content_html: '<p>旧条款</p>' }),
    row({ id: 2, name: 'Old draft', status: PromotionStatus.Draft }),
    row({ id: 3, name: 'Old undated', status: PromotionStatus.NotStarted, start_at: null, end_at: null }),
  ]).execute();
  await store.migrate([(dialect) => ({ '1881_campaigns': promotionMigrations(dialect)['1881_campaigns']! })]);
});
afterAll(async () => store.close());

describe('1881_campaigns', () => {
  it('copies the promotions a database held: texts per language, drafts stay drafts, an undated one keeps its status', async () => {
    expect((await store.db.selectFrom('campaigns').select(['id', 'state']).orderBy('id').execute())).toEqual([
      { id: 1, state: 'published' }, { id: 2, state: 'draft' }, { id: 3, state: 'published' },
    ]);
    const page = (await promotionPage(store, 1, 'cn', now)).Promotion;
    expect(page).toMatchObject({ PromotionName: '旧活动', Content: '<section><p>旧条款</p></section>', Color1: '#112233', Color2: '#445566', RegionA: '/media/images/banner/a.svg' });
    const list = (await promotionList(store, 'en', now)).Promotions;
    expect(list.map((p) => [p.PromotionId, p.Status])).toEqual([[1, PromotionStatus.InProgress], [3, PromotionStatus.NotStarted]]);
  });
});
