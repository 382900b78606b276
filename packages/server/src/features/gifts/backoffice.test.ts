import { deflateSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CreateGift, CreateLuckyBox, EditGift, EditLuckyBox, ListBackofficeGifts, ListBackofficeLuckyBoxes, SetGiftOn, UploadGiftAnimation, UploadGiftImage,
} from '@sideline/protocol';
import { makeTestApp } from '../../testing/app';
import type { TestApp } from '../../testing/app';
import { signInOwner } from '../staff/index';
import type { StaffAgent } from '../staff/index';
import { readSvga } from '../uploads/index';
import { pngBytes, svgaBytes, uploadAs } from '../uploads/testing';

let t: TestApp;
let owner: StaffAgent;
let image: { MediaId: string; Url: string };
let animation: { MediaId: string; Url: string };
beforeAll(async () => {
  t = await makeTestApp();
  owner = await signInOwner(t.app);
  const ref = (m: { MediaId: string; Url: string }) => ({ MediaId: m.MediaId, Url: m.Url });
  image = ref((await uploadAs(t.app, owner, UploadGiftImage, { name: 'comet.png', type: 'image/png', bytes: pngBytes(16, 16, [250, 180, 20]) })).json().Result.Media);
  animation = ref((await uploadAs(t.app, owner, UploadGiftAnimation, { name: 'comet.svga', type: 'application/octet-stream', bytes: svgaBytes() })).json().Result.Media);
});
afterAll(async () => t.close());

const db = () => t.app.sideline.store.db;
const mediaCount = async () => Number((await db().selectFrom('media').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
const giftCount = async () => Number((await db().selectFrom('gifts').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
const errors = (body: string) => (JSON.parse(body) as { Error: { Field: string; Message: string }[] }).Error;
const input = (over: Record<string, unknown> = {}) => ({
  CurrencyId: 1, Names: { en: 'Comet', cn: '彗星', vn: '', th: '', id: '' }, Category: 'general', VipLevel: 0, StartAt: null, EndAt: null,
  CampaignName: '', Amount: 20, Sort: 2, On: true, Image: image.MediaId, FrontendImage: null, BackendImage: null, Animation: animation.MediaId, ...over,
});
const viewerGifts = async (currency = 1) => {
  const token = await t.login('member');
  const res = await t.app.inject({ method: 'GET', url: `/GetGiftInfo?CurrencyIds=${currency}&UserLanguage=cn&Vip=0`, headers: { Token: token } });
  return res.json().Result.GiftInfo as Array<{ Id: number; GiftName: string; ImgUrl: string; SvgaUrl: string | null; Amount: number; Category: number }>;
};

describe('SVGA recognised by decoding it', () => {
  it('reads the movie header of a real SVGA 2.x file', () => {
    expect(readSvga(svgaBytes())).toMatchObject({ version: '2.0.0', width: 64, height: 32, fps: 20, frames: 12, images: 1, sprites: 1 });
  });
  it('refuses what only looks like one: a PNG, a zip (SVGA 1.x), deflated noise, a 1.x version, a deflate bomb', () => {
    expect(readSvga(pngBytes())).toBeNull();
    expect(readSvga(Buffer.from('PK\x03\x04 not really a zip at all', 'latin1'))).toBeNull();
    expect(readSvga(deflateSync(Buffer.from('just some text pretending to be a movie entity')))).toBeNull();
    expect(readSvga(svgaBytes({ version: '1.1.0' }))).toBeNull();
    expect(readSvga(deflateSync(Buffer.alloc(40 * 1024 * 1024)))).toBeNull();
    expect(readSvga(svgaBytes().subarray(0, 200))).toBeNull();
  });
});

describe('gift uploads', () => {
  it('takes a PNG of at most 10 KB and an SVGA, typed from the bytes', () => {
    expect(image.Url).toMatch(/^\/media\/uploads\/[0-9a-f]{64}\.png$/);
    expect(animation.Url).toMatch(/^\/media\/uploads\/[0-9a-f]{64}\.svga$/);
  });

  it('refuses an image over 10 KB, a PNG named .gif, an SVGA as image, and stores nothing', async () => {
    const before = await mediaCount();
    const big = await uploadAs(t.app, owner, UploadGiftImage, { name: 'big.png', type: 'image/png', bytes: pngBytes(8, 8, [1, 2, 3], 10 * 1024 + 1) });
    expect(big.statusCode).toBe(413);
    expect(errors(big.body)[0]).toEqual({ Field: 'file-too-large', Message: 'File exceeds the size limit' });
    const renamed = await uploadAs(t.app, owner, UploadGiftImage, { name: 'comet.gif', type: 'image/gif', bytes: pngBytes(9, 9) });
    expect(renamed.statusCode).toBe(415);
    expect(errors(renamed.body)[0]).toEqual({ Field: 'file-format', Message: 'File format error' });
    const svgaAsImage = await uploadAs(t.app, owner, UploadGiftImage, { name: 'x.png', type: 'image/png', bytes: svgaBytes({ seed: 3 }) });
    expect(svgaAsImage.statusCode).toBe(415);
    expect(await mediaCount()).toBe(before);
  });

  it('refuses an SVGA over 1 MB, a PNG named .svga and deflated noise named .svga, and stores nothing', async () => {
    const before = await mediaCount();
    const big = await uploadAs(t.app, owner, UploadGiftAnimation, { name: 'big.svga', type: 'application/octet-stream', bytes: svgaBytes({ padTo: 1024 * 1024 + 10 }) });
    expect(big.statusCode).toBe(413);
    expect(errors(big.body)[0]).toEqual({ Field: 'file-too-large', Message: 'File exceeds the size limit' });
    const png = await uploadAs(t.app, owner, UploadGiftAnimation, { name: 'png.svga', type: 'application/octet-stream', bytes: pngBytes(7, 7) });
    expect(png.statusCode).toBe(415);
    const noise = await uploadAs(t.app, owner, UploadGiftAnimation, { name: 'noise.svga', type: 'application/octet-stream', bytes: deflateSync(Buffer.from('x'.repeat(500))) });
    expect(noise.statusCode).toBe(415);
    expect(errors(noise.body)[0]).toEqual({ Field: 'file-format', Message: 'File format error' });
    expect(await mediaCount()).toBe(before);
  });
});

describe('gift management', () => {
  let id = 0;
  it('adds a gift that GetGiftInfo offers with its picture and animation', async () => {
    const res = await owner.call(CreateGift, input());
    expect(res.statusCode, res.body).toBe(200);
    const gift = res.json().Result.Gift;
    id = gift.GiftId;
    expect(id).toBeGreaterThanOrEqual(1000);
    expect(gift).toMatchObject({ Category: 'general', CategoryCode: 1, Amount: 20, State: 'active', Image: image, Animation: animation });
    const offered = (await viewerGifts()).find((g) => g.Id === id);
    expect(offered).toMatchObject({ GiftName: '彗星', ImgUrl: image.Url, SvgaUrl: animation.Url, Amount: 20, Category: 1 });
    const file = await t.app.inject({ method: 'GET', url: animation.Url });
    expect(readSvga(file.rawPayload)).not.toBeNull();
  });

  it('lists gifts in their sort order, 5 a page', async () => {
    const first = (await owner.call(ListBackofficeGifts, { Page: 1 })).json().Result;
    expect(first.PageSize).toBe(5);
    expect(first.Gifts).toHaveLength(5);
    expect(first.Total).toBe(await giftCount());
    const sorts = first.Gifts.map((g: { Sort: number }) => g.Sort);
    expect([...sorts].sort((a, b) => a - b)).toEqual(sorts);
    const usd = (await owner.call(ListBackofficeGifts, { CurrencyId: '1', Page: '3' })).json().Result;
    expect(usd.Gifts.every((g: { CurrencyId: number }) => g.CurrencyId === 1)).toBe(true);
  });

  it('holds a gift under 10 to a 500 KB animation, checked when saved; nothing stored when refused', async () => {
    const mid = (await uploadAs(t.app, owner, UploadGiftAnimation, { name: 'mid.svga', type: 'application/octet-stream', bytes: svgaBytes({ padTo: 600 * 1024, seed: 7 }) })).json().Result.Media;
    const before = await giftCount();
    const cheap = await owner.call(CreateGift, input({ Amount: 5, Animation: mid.MediaId }));
    expect(cheap.statusCode).toBe(413);
    expect(errors(cheap.body)[0]).toEqual({ Field: 'Animation', Message: 'File exceeds the size limit' });
    expect(await giftCount()).toBe(before);
    expect((await owner.call(CreateGift, input({ Amount: 10, Animation: mid.MediaId, Names: { en: 'Big Comet', cn: '', vn: '', th: '', id: '' } }))).statusCode).toBe(200);
  });

  it('refuses an end before its start, a campaign without its name, a VIP gift of level 0, an unknown or wrong-kind file', async () => {
    const before = await giftCount();
    const now = Date.now();
    const ends = await owner.call(CreateGift, input({ StartAt: now + 3_600_000, EndAt: now }));
    expect(ends.statusCode).toBe(400);
    expect(errors(ends.body)[0]).toEqual({ Field: 'EndAt', Message: 'End time must be after start time' });
    expect((await owner.call(CreateGift, input({ Category: 'campaign' }))).statusCode).toBe(400);
    const vip = await owner.call(CreateGift, input({ Category: 'vip', VipLevel: 0 }));
    expect(errors(vip.body)[0]?.Field).toBe('VipLevel');
    const unknown = await owner.call(CreateGift, input({ Image: 'f'.repeat(64) }));
    expect(errors(unknown.body)[0]?.Field).toBe('Image');
    const wrongKind = await owner.call(CreateGift, input({ Image: animation.MediaId }));
    expect(errors(wrongKind.body)[0]).toEqual({ Field: 'Image', Message: 'File format error' });
    const foreignUrl = await owner.call(CreateGift, input({ Image: 'https://evil.example/x.png' }));
    expect(errors(foreignUrl.body)[0]?.Field).toBe('Image');
    expect(await giftCount()).toBe(before);
  });

  it('offers a gift only between its start and end, and only when on', async () => {
    const now = Date.now();
    const later = (await owner.call(CreateGift, input({ Names: { en: 'Later', cn: '', vn: '', th: '', id: '' }, Category: 'campaign', CampaignName: 'Derby week', StartAt: now + 3_600_000, EndAt: now + 7_200_000 }))).json().Result.Gift;
    expect(later.State).toBe('scheduled');
    expect((await viewerGifts()).some((g) => g.Id === later.GiftId)).toBe(false);
    const edited = await owner.call(EditGift, { ...input({ Names: { en: 'Later', cn: '', vn: '', th: '', id: '' }, Category: 'campaign', CampaignName: 'Derby week', StartAt: now - 1000, EndAt: now + 7_200_000, Image: later.Image.Url, Animation: later.Animation.Url }), GiftId: later.GiftId });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().Result.Gift).toMatchObject({ State: 'active', Image: image, Animation: animation, CategoryCode: 2 });
    expect((await viewerGifts()).find((g) => g.Id === later.GiftId)?.Category).toBe(2);
    await owner.call(SetGiftOn, { GiftId: later.GiftId, CurrencyId: 1, On: false });
    expect((await viewerGifts()).some((g) => g.Id === later.GiftId)).toBe(false);
    expect((await owner.call(SetGiftOn, { GiftId: 153, CurrencyId: 1, On: false })).statusCode).toBe(409);
    expect((await owner.call(SetGiftOn, { GiftId: id, CurrencyId: 999, On: false })).statusCode).toBe(404);
  });
});

describe('lucky-box management', () => {
  const box = (over: Record<string, unknown> = {}) => ({
    Names: { en: 'Comet Box', cn: '彗星宝箱', vn: '', th: '', id: '' }, CurrencyId: 1, Amount: 8, IsVip: false,
    Gifts: [{ GiftId: 101, Probability: 60 }, { GiftId: 102, Probability: 30 }, { GiftId: 104, Probability: 10 }],
    BestGiftId: 104, Locked: false, ExpiresAt: null, Sort: 4, ...over,
  });
  const viewerBoxes = async () => (await t.app.inject({ method: 'GET', url: '/GetLuckyBoxInfo?CurrencyId=1&UserLanguage=cn' })).json().Result.LuckyBoxInfo as Array<{ Id: number; Name: string; Amount: number; LuckyBoxSettings: Array<{ GiftInfoId: number; GiftAmount: number; DrawChance: number }> }>;
  const boxCount = async () => Number((await db().selectFrom('lucky_boxes').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);

  it('lists the demo boxes from the table with their state and best gift', async () => {
    const boxes = (await owner.call(ListBackofficeLuckyBoxes, {})).json().Result.LuckyBoxes;
    expect(boxes.find((b: { LuckyBoxId: number }) => b.LuckyBoxId === 401)).toMatchObject({ State: 'unlocked', BestGiftId: 104, Amount: 5 });
  });

  it('refuses probabilities summing to 99, a best gift outside the box, a gift of another currency; nothing stored', async () => {
    const before = await boxCount();
    const ninetyNine = await owner.call(CreateLuckyBox, box({ Gifts: [{ GiftId: 101, Probability: 60 }, { GiftId: 102, Probability: 29 }, { GiftId: 104, Probability: 10 }] }));
    expect(ninetyNine.statusCode).toBe(400);
    expect(errors(ninetyNine.body)[0]).toEqual({ Field: 'Gifts', Message: 'The probabilities must add up to 100%' });
    const best = await owner.call(CreateLuckyBox, box({ BestGiftId: 105 }));
    expect(errors(best.body)[0]?.Field).toBe('BestGiftId');
    const coin = await owner.call(CreateLuckyBox, box({ Gifts: [{ GiftId: 201, Probability: 100 }], BestGiftId: 201 }));
    expect(errors(coin.body)[0]?.Field).toBe('Gifts.0.GiftId');
    const twice = await owner.call(CreateLuckyBox, box({ Gifts: [{ GiftId: 101, Probability: 50 }, { GiftId: 101, Probability: 50 }], BestGiftId: 101 }));
    expect(errors(twice.body)[0]?.Field).toBe('Gifts.1.GiftId');
    expect(await boxCount()).toBe(before);
  });

  it('adds a box the gift panel offers; locked or expired it is gone, and an expired one cannot be bought', async () => {
    const res = await owner.call(CreateLuckyBox, box());
    expect(res.statusCode, res.body).toBe(200);
    const created = res.json().Result.LuckyBox;
    expect(created).toMatchObject({ State: 'unlocked', BestGiftId: 104 });
    expect(created.Gifts).toEqual([
      { GiftId: 101, GiftName: 'Heart', GiftAmount: 1, Probability: 60 },
      { GiftId: 102, GiftName: 'Kiss', GiftAmount: 5, Probability: 30 },
      { GiftId: 104, GiftName: 'Supercar', GiftAmount: 100, Probability: 10 },
    ]);
    const offered = (await viewerBoxes()).find((b) => b.Id === created.LuckyBoxId);
    expect(offered).toMatchObject({ Name: '彗星宝箱', Amount: 8 });
    expect(offered?.LuckyBoxSettings.map((s) => s.DrawChance)).toEqual([60, 30, 10]);

    const locked = await owner.call(EditLuckyBox, { ...box({ Locked: true }), LuckyBoxId: created.LuckyBoxId });
    expect(locked.json().Result.LuckyBox.State).toBe('locked');
    expect((await viewerBoxes()).some((b) => b.Id === created.LuckyBoxId)).toBe(false);

    const expired = await owner.call(EditLuckyBox, { ...box({ ExpiresAt: Date.now() - 1000 }), LuckyBoxId: created.LuckyBoxId });
    expect(expired.json().Result.LuckyBox.State).toBe('expired');
    expect((await viewerBoxes()).some((b) => b.Id === created.LuckyBoxId)).toBe(false);
    const token = await t.login('member');
    const buy = await t.app.inject({
      method: 'POST', url: '/PurchaseLuckyBox', headers: { Token: token, 'Idempotency-Key': `expired-${created.LuckyBoxId}` },
      payload: {
        PurchaseLuckyBoxInfoModel: { LuckyBoxId: created.LuckyBoxId, Amount: 8 },
        ChatRoomInfoModel: { MatchId: 51230001, AnchorLanguage: 'en', AnchorId: 301, GroupName: 'Licensee4283400', ProgramType: 1 },
        UserInfoModel: { SiteName: 'Sideline Sportsbook', CurrencyId: 1, CurrencyName: 'USD', EnableSingleWallet: false, UserLanguage: 'en', NickName: 'n' },
        MessageInfoModel: { Color: 3, Type: 16 },
      },
    });
    expect(buy.json().Error?.[0]?.Field).toBe('LuckyBoxExpired');
  });
});
