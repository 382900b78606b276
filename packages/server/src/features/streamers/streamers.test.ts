import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AnchorTag } from '@sideline/protocol';
import { makeTestApp } from '../../testing/app';
import type { TestApp } from '../../testing/app';

let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp();
});
afterAll(async () => {
  await t.close();
});

const get = (url: string) => t.app.inject({ method: 'GET', url });

describe('GET /Streamer/GetStreamerList', () => {
  it('lists the active streamers of the given languages in sort order', async () => {
    const res = await get('/Streamer/GetStreamerList?StreamerLanguage=VN,th&Status=true');
    expect(res.statusCode).toBe(200);
    const list = res.json().Result.StreamerDtos as { Id: number; Language: string; Tag: number; TagName: string | null }[];
    expect(list.map((s) => s.Id)).toEqual([301, 302, 303, 304]);
    expect(list.map((s) => s.Language)).toEqual(['vn', 'vn', 'th', 'th']);
    expect(list[0]).toMatchObject({ Name: 'Linh Nguyen', Tag: AnchorTag.Hot, TagName: 'hot', ImageUrl: '/media/images/avatar/linh-nguyen.svg' });
    expect(list[3]).toMatchObject({ Tag: AnchorTag.None, TagName: null });
  });

  it('treats an empty list or All as every language, and Status=false as every streamer', async () => {
    expect((await get('/Streamer/GetStreamerList?StreamerLanguage=&Status=true')).json().Result.StreamerDtos).toHaveLength(10);
    expect((await get('/Streamer/GetStreamerList?StreamerLanguage=All')).json().Result.StreamerDtos).toHaveLength(10);
    await t.app.sideline.store.db.updateTable('streamers').set({ status: 0 }).where('id', '=', 310).execute();
    expect((await get('/Streamer/GetStreamerList?StreamerLanguage=ph&Status=true')).json().Result.StreamerDtos.map((s: { Id: number }) => s.Id)).toEqual([309]);
    expect((await get('/Streamer/GetStreamerList?StreamerLanguage=ph&Status=false')).json().Result.StreamerDtos.map((s: { Id: number }) => s.Id)).toEqual([309, 310]);
    expect((await get('/Streamer/GetStreamerList?StreamerLanguage=ph&Status=maybe')).statusCode).toBe(400);
  });
});

describe('GET /Streamer/GetStreamerDetail', () => {
  it('gives photos and 1-5 star features', async () => {
    const res = await get('/Streamer/GetStreamerDetail?Id=301');
    expect(res.statusCode).toBe(200);
    const d = res.json().Result.StreamerDetailDto;
    expect(d).toMatchObject({ Name: 'Linh Nguyen', Tag: AnchorTag.Hot, TagName: 'hot' });
    expect(d.AnchorFeatures).toEqual([{ Id: 1, Star: 5, Content: 'Tactics' }, { Id: 2, Star: 4, Content: 'Humour' }, { Id: 3, Star: 4, Content: 'Predictions' }]);
    expect(d.AnchorPhotos).toHaveLength(3);
    expect(d.AnchorPhotos[0].ImageUrl).toMatch(/^\/media\/images\/photo\/linh-nguyen-1\.svg$/);
    expect((await get(d.AnchorPhotos[0].ImageUrl)).statusCode).toBe(200);
  });

  it('clamps stored stars into 1-5', async () => {
    await t.app.sideline.store.db.updateTable('streamers')
      .set({ features_json: JSON.stringify([{ Id: 1, Star: 9, Content: 'Loud' }, { Id: 2, Star: 0, Content: 'Calm' }, { nope: true }]) })
      .where('id', '=', 308).execute();
    const d = (await get('/Streamer/GetStreamerDetail?Id=308')).json().Result.StreamerDetailDto;
    expect(d.AnchorFeatures).toEqual([{ Id: 1, Star: 5, Content: 'Loud' }, { Id: 2, Star: 1, Content: 'Calm' }]);
  });

  it('answers body Code 404 for an unknown or switched-off streamer (the client goes back to the list)', async () => {
    for (const id of [999, 310]) {
      const res = await get(`/Streamer/GetStreamerDetail?Id=${id}`);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ Code: 404, Result: null, Error: [{ Field: 'Id' }] });
    }
    expect((await get('/Streamer/GetStreamerDetail?Id=abc')).statusCode).toBe(400);
  });
});

describe('GET /Streamer/GetWebBannerUrl', () => {
  it('without a banner set in the back office: the generated mobile and desktop artwork per language, served as SVG', async () => {
    const vn = (await get('/Streamer/GetWebBannerUrl?userLanguage=vn')).json().Result;
    expect(vn).toEqual({ DesktopUrl: '/media/images/banner/streamer-zone-vn.svg', MobileUrl: '/media/images/banner/streamer-zone-vn-mobile.svg', Banners: [] });
    for (const url of [vn.DesktopUrl, vn.MobileUrl]) {
      const img = await get(url);
      expect(img.statusCode).toBe(200);
      expect(img.headers['content-type']).toMatch(/^image\/svg\+xml/);
    }
    expect((await get('/Streamer/GetWebBannerUrl?userLanguage=xx')).json().Result.DesktopUrl).toBe('/media/images/banner/streamer-zone-en.svg');
    expect((await get('/Streamer/GetWebBannerUrl?userLanguage=CN')).json().Result.MobileUrl).toBe('/media/images/banner/streamer-zone-cn-mobile.svg');
  });
});
