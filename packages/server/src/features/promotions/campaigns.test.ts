import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN_MESSAGES, CreateCampaign, EditCampaign, GetCampaign, ListCampaigns, PreviewCampaign, PromotionBackgroundType, PromotionStatus,
  PublishCampaign, UploadCampaignImage,
} from '@sideline/protocol';
import { makeTestApp } from '../../testing/app';
import type { TestApp } from '../../testing/app';
import { signInAs, signInOwner } from '../staff/index';
import type { StaffAgent } from '../staff/index';
import { gifBytes, pngBytes, uploadAs } from '../uploads/testing';

let t: TestApp;
let owner: StaffAgent;
let entry: { MediaId: string; Url: string };
let icon: { MediaId: string; Url: string };
beforeAll(async () => {
  t = await makeTestApp();
  owner = await signInOwner(t.app);
  entry = (await uploadAs(t.app, owner, UploadCampaignImage, { name: 'entry.png', type: 'image/png', bytes: pngBytes(30, 12, [250, 180, 20]) })).json().Result.Media;
  icon = (await uploadAs(t.app, owner, UploadCampaignImage, { name: 'icon.gif', type: 'image/gif', bytes: gifBytes() })).json().Result.Media;
});
afterAll(async () => t.close());

const D = 86_400_000;
const now = Date.now();
const input = (over: Record<string, unknown> = {}) => ({
  Texts: [
    { Language: 'en', Name: 'Cup Final Party', FooterText: 'Terms apply', Sections: [{ Title: 'How to join', Html: '<p>Bet 10 USD on the final.</p><script>alert(1)</script>' }, { Title: 'Prizes <b>', Html: '<ul><li>VIP upgrade</li></ul>' }] },
    { Language: 'cn', Name: '决赛派对', FooterText: '', Sections: [{ Title: '', Html: '<p>投注决赛</p>' }] },
  ],
  Background: 'gradient', Color1: '#112233', Color2: '#445566', BackgroundImage: null, EntryImage: entry.MediaId, FloatingIcon: icon.MediaId,
  Modules: { A: entry.MediaId, B: null, C: null }, StartAt: now - D, EndAt: now + 7 * D, RankingStart: now, RankingEnd: now + 5 * D, Sort: 9,
  ...over,
});
const get = (url: string) => t.app.inject({ method: 'GET', url });
const errors = (body: string) => (JSON.parse(body) as { Error: { Field: string; Message: string }[] }).Error;
const total = async () => (await owner.call(ListCampaigns, {})).json().Result.Campaigns.length as number;

describe('campaigns', () => {
  it('holds the demo\'s promotions, published except the draft, with their texts in each language', async () => {
    const list = (await owner.call(ListCampaigns, {})).json().Result.Campaigns as { CampaignId: number; State: string; Name: string; Languages: string[] }[];
    expect(list.map((c) => [c.CampaignId, c.State])).toEqual([[1, 'published'], [2, 'published'], [3, 'published'], [4, 'draft'], [5, 'published'], [6, 'published']]);
    expect(list[0]).toMatchObject({ Name: 'Welcome Bonus 100%', Languages: ['cn', 'en'] });
  });

  let id = 0;
  it('adds a draft the viewer does not see; its preview is the viewer\'s promotion page as it will be', async () => {
    const res = await owner.call(CreateCampaign, input());
    expect(res.statusCode, res.body).toBe(200);
    const c = res.json().Result.Campaign;
    id = c.CampaignId;
    expect(c).toMatchObject({ State: 'draft', ViewerStatus: PromotionStatus.Draft, EntryImage: { MediaId: entry.MediaId, Url: entry.Url }, FloatingIcon: { Url: icon.Url } });
    expect((await get(`/Promotion/GetPromotion?Id=${id}&UserLanguage=en`)).json()).toMatchObject({ Code: 404 });
    const listed = (await get('/Promotion/GetPromotionList?UserLanguage=en')).json().Result.Promotions as { PromotionId: number }[];
    expect(listed.some((p) => p.PromotionId === id)).toBe(false);

    const preview = (await owner.call(PreviewCampaign, { CampaignId: id, Language: 'en' })).json().Result.Promotion;
    expect(preview).toMatchObject({
      PromotionId: id, PromotionName: 'Cup Final Party', Status: PromotionStatus.Draft, Type: PromotionBackgroundType.Gradient, Color1: '#112233', Color2: '#445566',
      BackgroundImage: null, EntryImgUrl: entry.Url, RegionA: entry.Url, RegionB: null, FloatingIcon: icon.Url, FooterText: 'Terms apply', RankingStart: now,
    });
    // Sections in order, titles as text; the HTML as authored (sanitised where it is shown).
    expect(preview.Content).toBe('<section><h2>How to join</h2><p>Bet 10 USD on the final.</p><script>alert(1)</script></section><section><h2>Prizes &lt;b&gt;</h2><ul><li>VIP upgrade</li></ul></section>');
    const cn = (await owner.call(PreviewCampaign, { CampaignId: id, Language: 'cn' })).json().Result.Promotion;
    expect(cn).toMatchObject({ PromotionName: '决赛派对', FooterText: null });
    const th = (await owner.call(PreviewCampaign, { CampaignId: id, Language: 'th' })).json().Result.Promotion;
    expect(th.PromotionName).toBe('Cup Final Party');
  });

  it('publishes: the promotion page and the event list show it at once; publishing again is refused', async () => {
    const res = await owner.call(PublishCampaign, { CampaignId: id });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().Result.Campaign).toMatchObject({ State: 'published', ViewerStatus: PromotionStatus.InProgress });
    const page = (await get(`/Promotion/GetPromotion?Id=${id}&UserLanguage=en`)).json().Result.Promotion;
    expect(page).toEqual((await owner.call(PreviewCampaign, { CampaignId: id, Language: 'en' })).json().Result.Promotion);
    const listed = (await get('/Promotion/GetPromotionList?UserLanguage=cn')).json().Result.Promotions as { PromotionId: number; PromotionName: string; EntryImgUrl: string }[];
    expect(listed.find((p) => p.PromotionId === id)).toMatchObject({ PromotionName: '决赛派对', EntryImgUrl: entry.Url });
    expect((await owner.call(PublishCampaign, { CampaignId: id })).statusCode).toBe(409);
  });

  it('refuses an end before its start, a ranking end before its start, a language twice, an unknown image; nothing stored', async () => {
    const before = await total();
    const backwards = await owner.call(CreateCampaign, input({ StartAt: now + D, EndAt: now }));
    expect(backwards.statusCode).toBe(400);
    expect(errors(backwards.body)[0]).toEqual({ Field: 'EndAt', Message: ADMIN_MESSAGES.endAfterStart });
    const ranking = await owner.call(CreateCampaign, input({ RankingStart: now + D, RankingEnd: now }));
    expect(errors(ranking.body)[0]).toEqual({ Field: 'RankingEnd', Message: ADMIN_MESSAGES.endAfterStart });
    const twice = await owner.call(CreateCampaign, input({ Texts: [input().Texts[0], input().Texts[0]] }));
    expect(errors(twice.body)[0]!.Field).toBe('Texts.1.Language');
    const image = await owner.call(CreateCampaign, input({ Modules: { A: null, B: '/media/images/promo/elsewhere.svg', C: null } }));
    expect(errors(image.body)[0]!.Field).toBe('Modules.B');
    const solid = await owner.call(CreateCampaign, input({ Background: 'solid', Color1: null }));
    expect(errors(solid.body)[0]!.Field).toBe('Color1');
    expect(await total()).toBe(before);
  });

  it('an edit of a seeded campaign keeps its pictures by URL and shows on the promotion page at once', async () => {
    const seeded = (await owner.call(GetCampaign, { CampaignId: 1 })).json().Result.Campaign;
    expect(seeded.Background).toBe('image');
    const res = await owner.call(EditCampaign, {
      CampaignId: 1, Texts: seeded.Texts.map((x: { Language: string }) => (x.Language === 'en' ? { ...x, Name: 'Welcome Bonus 150%' } : x)),
      Background: 'image', Color1: null, Color2: null, BackgroundImage: seeded.BackgroundImage.Url, EntryImage: seeded.EntryImage.Url, FloatingIcon: null,
      Modules: { A: seeded.Modules.A.Url, B: null, C: seeded.Modules.C.Url }, StartAt: seeded.StartAt, EndAt: seeded.EndAt, RankingStart: null, RankingEnd: null, Sort: seeded.Sort,
    });
    expect(res.statusCode, res.body).toBe(200);
    const page = (await get('/Promotion/GetPromotion?Id=1&UserLanguage=en')).json().Result.Promotion;
    expect(page).toMatchObject({ PromotionName: 'Welcome Bonus 150%', RegionA: seeded.Modules.A.Url, RegionB: null, BackgroundImage: seeded.BackgroundImage.Url });
    expect((await get('/Promotion/GetPromotion?Id=1&UserLanguage=cn')).json().Result.Promotion.PromotionName).toBe('首存100%奖金');
  });

  it('needs content.edit to change or publish; every role may read and preview', async () => {
    const viewer = await signInAs(t.app, owner, 'viewer');
    expect((await viewer.call(PreviewCampaign, { CampaignId: 4, Language: 'en' })).statusCode).toBe(200);
    expect((await viewer.call(PublishCampaign, { CampaignId: 4 })).statusCode).toBe(403);
    expect((await viewer.call(CreateCampaign, input())).statusCode).toBe(403);
  });
});
