import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ListSites, RemoveTurnoverLimit, SetSiteFlag, SetSiteLanguages, SetTurnoverLimit } from '@sideline/protocol';
import { makeTestApp } from '../../testing/app';
import type { TestApp } from '../../testing/app';
import { signInAs, signInOwner } from '../staff/index';
import type { StaffAgent } from '../staff/index';

/** Sites and groups, function flags, languages and turnover chat limits from the back office. */
let t: TestApp;
let editor: StaffAgent;
let member: string;
const LICENSEE = 4283400;

beforeAll(async () => {
  t = await makeTestApp();
  editor = await signInAs(t.app, await signInOwner(t.app), 'content-editor');
  member = await t.login('member');
});
afterAll(async () => t.close());

const flag = async (name: string) => (await t.app.inject({ method: 'GET', url: `/FeatureSetting/GetFeatureSetting?Name=${name}`, headers: { Token: member } })).json().Result.Data;

describe('sites from the back office', () => {
  it('lists sites with groups, flags, languages and chat limits', async () => {
    const res = (await editor.call(ListSites)).json().Result;
    const site = res.Sites.find((s: { SiteId: number }) => s.SiteId === LICENSEE);
    expect(site.TurnoverLimits.length).toBeGreaterThan(0);
    expect(site.Languages).toEqual(['cn', 'en', 'vn', 'th', 'id', 'ph']);
    expect(site.HintKeys.every((k: string) => k.startsWith('chat-limit-hint-'))).toBe(true);
    expect(res.Groups.some((g: { SiteIds: number[] }) => g.SiteIds.includes(LICENSEE))).toBe(true);
  });

  it('switches a function flag: the widget reads the new value on its next load', async () => {
    const before = await flag('EnabledLeaderboard');
    const res = await editor.call(SetSiteFlag, { SiteId: LICENSEE, Name: 'EnabledLeaderboard', Value: !before });
    expect(res.json().Result.Site.Flags.EnabledLeaderboard).toBe(!before);
    expect(await flag('EnabledLeaderboard')).toBe(!before);
    expect((await editor.call(SetSiteFlag, { SiteId: LICENSEE, Name: 'EnabledGV', Value: { Minute: 1, Probability: 1 } })).statusCode).toBe(409);
  });

  it('sets languages and a currency\'s chat limits; removing it closes chat for that currency', async () => {
    expect((await editor.call(SetSiteLanguages, { SiteId: LICENSEE, Languages: ['en', 'vn'] })).json().Result.Site.Languages).toEqual(['en', 'vn']);
    expect((await editor.call(SetSiteLanguages, { SiteId: LICENSEE, Languages: [] })).statusCode).toBe(400);
    const set = await editor.call(SetTurnoverLimit, { SiteId: LICENSEE, CurrencyId: 1, TurnoverLimit: 12.5, MessageLengthLimit: 80, MessageFrequency: 4 });
    expect(set.json().Result.Site.TurnoverLimits.find((l: { CurrencyId: number }) => l.CurrencyId === 1)).toMatchObject({ TurnoverLimit: 12.5, MessageLengthLimit: 80, MessageFrequency: 4 });
    const config = await t.app.inject({ method: 'POST', url: '/GetConfig', headers: { Token: member }, payload: { ParentId: 51230001, CurrencyId: 1, AnchorLanguage: 'vn', AnchorId: 301 } });
    expect(config.json().Result.Config).toMatchObject({ MessageLengthLimit: 80, MessageFrequency: 4 });
    expect((await editor.call(RemoveTurnoverLimit, { SiteId: LICENSEE, CurrencyId: 1 })).statusCode).toBe(200);
    expect((await editor.call(RemoveTurnoverLimit, { SiteId: LICENSEE, CurrencyId: 1 })).statusCode).toBe(404);
  });
});
