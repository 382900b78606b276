import { describe, expect, it } from 'vitest';
import { ANONYMOUS, type DemoState } from '../state';
import { widgetRequest } from './widget-panel';

const base: DemoState = {
  world: { status: 'ready', users: [], targets: [
    { Kind: 'programme', MatchId: 5, Title: 'Show', Status: 1, AnchorId: 9, AnchorLanguage: 'th' },
    { Kind: 'match', MatchId: 6, Title: 'A vs B', Status: 1, AnchorId: null, AnchorLanguage: null },
  ] },
  pickedUser: ANONYMOUS, session: { status: 'anonymous', token: 'tk', siteId: 1 }, sessionError: null, language: 'id',
  targetKey: 'programme:5', currencyId: 1, balances: {}, topUp: { status: 'idle' }, chatExpanded: false, dataParams: {}, log: [],
};

describe('widgetRequest', () => {
  it('builds the route and data for the chosen target', () => {
    expect(widgetRequest(base)).toEqual({
      route: '/entertainmentplugin', title: 'Sideline live widget: Show',
      data: { Token: 'tk', MatchId: 5, UserLanguage: 'id', AnchorId: 9, AnchorLanguage: 'th', Title: 'Show', WatchTimeLimit: 180, SiteId: 1 },
    });
    expect(widgetRequest({ ...base, targetKey: 'match:6' })).toMatchObject({ route: '/licensee', data: { Token: 'tk', MatchId: 6, UserLanguage: 'id' } });
  });

  it("passes Title, the member's CustomerId and SiteId and WatchTimeLimit unasked (issue 16 item 33)", () => {
    const member = { status: 'member' as const, token: 'tm', user: { Key: 'member', Label: 'M', SiteId: 4283400, CustomerId: 1001, Vip: 0 } };
    expect(widgetRequest({ ...base, session: member, targetKey: 'match:6' })).toMatchObject({
      data: { Title: 'A vs B', CustomerId: 1001, SiteId: 4283400, WatchTimeLimit: 180, IsLicenseeChatroom: true },
    });
  });

  it('the data-parameter panel\'s values win, and undefined removes a default', () => {
    const req = widgetRequest({ ...base, dataParams: { StreamingPluginType: 3, Title: undefined, IsDarkMode: true } });
    expect(req).toMatchObject({ data: { StreamingPluginType: 3, IsDarkMode: true } });
    expect('data' in req && 'Title' in req.data).toBe(false);
  });

  it('waits without a session, a target or a server', () => {
    expect(widgetRequest({ ...base, session: { status: 'none' } })).toHaveProperty('wait');
    expect(widgetRequest({ ...base, targetKey: null })).toHaveProperty('wait');
    expect(widgetRequest({ ...base, world: { status: 'error', message: 'x' } })).toHaveProperty('wait');
  });
});
