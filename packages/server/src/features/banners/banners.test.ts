import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_MESSAGES, SITE_ID_LICENSEE, CreateBanner, DeleteBanner, EditBanner, ListBanners, SetBannerOn, StaffErrorCode, UploadBannerImage } from '@sideline/protocol';
import { makeTestApp } from '../../testing/app';
import type { TestApp } from '../../testing/app';
import { signInAs, signInOwner } from '../staff/index';
import type { StaffAgent } from '../staff/index';
import { pngBytes, uploadAs } from '../uploads/testing';

let t: TestApp;
let owner: StaffAgent;
let image: { MediaId: string; Url: string };
let other: { MediaId: string; Url: string };
beforeAll(async () => {
  t = await makeTestApp();
  owner = await signInOwner(t.app);
  image = (await uploadAs(t.app, owner, UploadBannerImage, { name: 'b.png', type: 'image/png', bytes: pngBytes(20, 8, [200, 40, 40]) })).json().Result.Media;
  other = (await uploadAs(t.app, owner, UploadBannerImage, { name: 'c.png', type: 'image/png', bytes: pngBytes(20, 8, [40, 40, 200]) })).json().Result.Media;
});
afterAll(async () => t.close());

const H = 3_600_000;
const now = Date.now();
const input = (over: Record<string, unknown> = {}) => ({
  Title: 'Derby week', SiteId: null, Position: 'programme-schedule', Device: 'mobile', Image: image.MediaId, LinkType: 'external',
  Link: 'https://example.com/derby', PostId: 42, CarouselSeconds: 5, StartAt: now - H, EndAt: now + 24 * H, On: true, ...over,
});
const errors = (body: string) => (JSON.parse(body) as { Error: { Field: string; Message: string }[] }).Error;
const served = async (query: string) => (await t.app.inject({ method: 'GET', url: `/Streamer/GetWebBannerUrl?${query}` })).json().Result;
const count = async () => (await owner.call(ListBanners, {})).json().Result.Banners.length as number;

describe('banners', () => {
  let id = 0;
  it('adds a banner that the viewer banner call serves at once, with its link and carousel seconds', async () => {
    const res = await owner.call(CreateBanner, input());
    expect(res.statusCode, res.body).toBe(200);
    const b = res.json().Result.Banner;
    id = b.BannerId;
    expect(b).toMatchObject({ Title: 'Derby week', Position: 'programme-schedule', Device: 'mobile', State: 'active', On: true, Image: { MediaId: image.MediaId, Url: image.Url } });
    const result = await served('userLanguage=en');
    expect(result.MobileUrl).toBe(image.Url);
    expect(result.DesktopUrl).toBe(image.Url);
    expect(result.Banners).toEqual([{ BannerId: id, Title: 'Derby week', Device: 'mobile', ImageUrl: image.Url, LinkType: 'external', Link: 'https://example.com/derby', PostId: 42, CarouselSeconds: 5 }]);
    // Another position is served by the same call; with no banner it has none.
    expect(await served('userLanguage=en&Position=post-wall')).toEqual({ MobileUrl: null, DesktopUrl: null, Banners: [] });
  });

  it('refuses an overlapping banner for the same site, position and device with the spec message, storing nothing', async () => {
    const before = await count();
    const dup = await owner.call(CreateBanner, input({ Title: 'Other', Image: other.MediaId, StartAt: now + 2 * H, EndAt: now + 48 * H }));
    expect(dup.statusCode).toBe(409);
    expect(errors(dup.body)).toContainEqual({ Field: StaffErrorCode.BannerExists, Message: ADMIN_MESSAGES.bannerExists });
    expect(await count()).toBe(before);
    // Another device, another position, a site of its own, a later period or switched off: all fine.
    for (const over of [{ Device: 'desktop' }, { Position: 'homepage' }, { SiteId: SITE_ID_LICENSEE }, { StartAt: now + 24 * H, EndAt: now + 30 * H }, { On: false }]) {
      const ok = await owner.call(CreateBanner, input({ Title: 'Other', Image: other.MediaId, ...over }));
      expect(ok.statusCode, JSON.stringify(over) + ok.body).toBe(200);
    }
  });

  it('refuses an end before its start and a link that is not of its type, storing nothing', async () => {
    const before = await count();
    const backwards = await owner.call(CreateBanner, input({ StartAt: now + 5 * H, EndAt: now + H }));
    expect(backwards.statusCode).toBe(400);
    expect(errors(backwards.body)[0]).toEqual({ Field: 'EndAt', Message: ADMIN_MESSAGES.endAfterStart });
    const internal = await owner.call(CreateBanner, input({ LinkType: 'internal', Link: 'https://example.com', Position: 'member-centre' }));
    expect(internal.statusCode).toBe(400);
    expect(errors(internal.body)[0]!.Field).toBe('Link');
    const unknownImage = await owner.call(CreateBanner, input({ Image: 'f'.repeat(64), Position: 'member-centre' }));
    expect(errors(unknownImage.body)[0]!.Field).toBe('Image');
    const unknownSite = await owner.call(CreateBanner, input({ SiteId: 987654, Position: 'member-centre' }));
    expect(errors(unknownSite.body)[0]!.Field).toBe('SiteId');
    expect(await count()).toBe(before);
  });

  it('serves the site\'s own banner first to a viewer of that site', async () => {
    const token = (await t.app.inject({ method: 'POST', url: '/Demo/Login', payload: { UserKey: 'member' } })).json().Result.Token as string;
    const siteOwn = (await owner.call(ListBanners, { SiteId: SITE_ID_LICENSEE })).json().Result.Banners[0];
    expect(siteOwn.SiteId).toBe(SITE_ID_LICENSEE);
    const res = (await t.app.inject({ method: 'GET', url: '/Streamer/GetWebBannerUrl?userLanguage=en', headers: { Token: token } })).json().Result;
    expect(res.Banners[0].BannerId).toBe(siteOwn.BannerId);
    const anonymous = await served('userLanguage=en');
    expect(anonymous.Banners.map((b: { BannerId: number }) => b.BannerId)).not.toContain(siteOwn.BannerId);
  });

  it('edits keep the current image by its URL; switching back on checks the overlap again; delete removes it', async () => {
    const edit = await owner.call(EditBanner, { ...input({ Title: 'Derby week II', Image: image.Url }), BannerId: id });
    expect(edit.statusCode, edit.body).toBe(200);
    expect(edit.json().Result.Banner).toMatchObject({ Title: 'Derby week II', Image: { Url: image.Url, MediaId: image.MediaId } });
    const foreign = await owner.call(EditBanner, { ...input({ Image: '/media/images/banner/anything.svg' }), BannerId: id });
    expect(errors(foreign.body)[0]!.Field).toBe('Image');
    expect((await owner.call(SetBannerOn, { BannerId: id, On: false })).json().Result.Banner.State).toBe('off');
    const clash = await owner.call(CreateBanner, input({ Title: 'Replacement', Image: other.MediaId }));
    expect(clash.statusCode, clash.body).toBe(200);
    const backOn = await owner.call(SetBannerOn, { BannerId: id, On: true });
    expect(backOn.statusCode).toBe(409);
    expect((await owner.call(DeleteBanner, { BannerId: id })).statusCode).toBe(200);
    expect((await owner.call(ListBanners, {})).json().Result.Banners.some((b: { BannerId: number }) => b.BannerId === id)).toBe(false);
  });

  it('needs content.edit to change banners; every role may read them', async () => {
    const viewer = await signInAs(t.app, owner, 'viewer');
    expect((await viewer.call(ListBanners, {})).statusCode).toBe(200);
    const denied = await viewer.call(CreateBanner, input({ Position: 'pop-up' }));
    expect(denied.statusCode).toBe(403);
  });
});
