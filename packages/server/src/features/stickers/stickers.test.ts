import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from '../../http/errors';
import { makeTestApp } from '../../testing/app';
import type { TestApp } from '../../testing/app';
import { checkStickerMessage } from './service';

let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp();
});
afterAll(() => t.close());

describe('stickers', () => {
  it('GetStickerInfo lists active stickers in order with their VIP flag', async () => {
    await t.app.sideline.store.db.updateTable('stickers').set({ status: 0 }).where('name', '=', 'Cry').execute();
    const res = await t.app.inject({ method: 'POST', url: '/GetStickerInfo', payload: {} });
    const list = res.json().Result.StickerInfo as Array<{ StickerName: string; IsVip: boolean; Status: boolean }>;
    expect(list.map((s) => s.StickerName)).not.toContain('Cry');
    expect(list[0]).toMatchObject({ StickerName: 'Smile', StickerUrl: '/media/images/sticker/smile.svg', Status: true, IsVip: false });
    expect(list.filter((s) => s.IsVip).map((s) => s.StickerName)).toEqual(['Goal', 'Fire']);
  });

  it('a sticker message: VIP stickers need VIP, unknown or inactive ones are refused', async () => {
    const db = t.app.sideline.store.db;
    expect((await checkStickerMessage(db, 0, 'Smile')).StickerName).toBe('Smile');
    expect((await checkStickerMessage(db, 1, 'Fire')).IsVip).toBe(true);
    await expect(checkStickerMessage(db, 0, 'Fire')).rejects.toMatchObject({ field: 'VipRequired' });
    await expect(checkStickerMessage(db, 5, 'Cry')).rejects.toBeInstanceOf(ApiError);
    await expect(checkStickerMessage(db, 5, 'Nope')).rejects.toMatchObject({ code: 400, field: 'Message' });
  });
});
