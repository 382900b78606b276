import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTestApp } from '../testing/app';
import type { TestApp } from '../testing/app';
import { escapeXml, renderImage } from './svg';

let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('generated images', () => {
  it('serves every image the seeded world references as SVG', async () => {
    const db = t.app.sideline.store.db;
    const urls = new Set([
      ...(await db.selectFrom('gifts').select('img_url as u').execute()),
      ...(await db.selectFrom('streamers').select('image_url as u').execute()),
      ...(await db.selectFrom('matches').select(['home_icon_url as u']).execute()),
      ...(await db.selectFrom('matches').select(['league_icon_url as u']).execute()),
      ...(await db.selectFrom('programmes').select('image_url as u').execute()),
      ...(await db.selectFrom('stickers').select('url as u').execute()),
      ...(await db.selectFrom('lucky_boxes').select('img_url as u').execute()),
      ...(await db.selectFrom('promotions').select('entry_img_url as u').execute()),
    ].map((r) => r.u));
    for (const url of urls) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toContain('image/svg+xml');
      expect(res.body.startsWith('<svg')).toBe(true);
    }
  });

  it('draws the label, escaped, and the same image for the same URL', () => {
    const a = renderImage('team', 'arsenal');
    expect(a).toContain('Arsenal');
    expect(renderImage('team', 'arsenal')).toBe(a);
    expect(escapeXml('<a&"\'>')).toBe('&lt;a&amp;&quot;&apos;&gt;');
  });

  it('404s an unknown kind or a bad file name', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/media/images/nope/x.svg' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/media/images/team/..%2Fx.svg' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/media/images/team/x.png' })).statusCode).toBe(404);
  });
});
