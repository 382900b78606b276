import { describe, expect, it } from 'vitest';
import { ANONYMOUS, type DemoState } from '../state';
import { widgetRequest } from './widget-panel';

const base: DemoState = {
  world: { status: 'ready', users: [], targets: [
    { Kind: 'programme', MatchId: 5, Title: 'Show', Status: 1, AnchorId: 9, AnchorLanguage: 'th' },
    { Kind: 'match', MatchId: 6, Title: 'A vs B', Status: 1, AnchorId: null, AnchorLanguage: null },
  ] },
  pickedUser: ANONYMOUS, session: { status: 'anonymous', token: 'tk', siteId: 1 }, sessionError: null, language: 'id',
  targetKey: 'programme:5', currencyId: 1, balances: {}, topUp: { status: 'idle' }, chatExpanded: false, log: [],
};

describe('widgetRequest', () => {
  it('builds the route and data for the chosen target', () => {
    expect(widgetRequest(base)).toEqual({
      route: '/entertainmentplugin', title: 'Sideline live widget: Show',
      data: { Token: 'tk', MatchId: 5, UserLanguage: 'id', AnchorId: 9, AnchorLanguage: 'th' },
    });
    expect(widgetRequest({ ...base, targetKey: 'match:6' })).toMatchObject({ route: '/licensee', data: { Token: 'tk', MatchId: 6, UserLanguage: 'id' } });
  });

  it('waits without a session, a target or a server', () => {
    expect(widgetRequest({ ...base, session: { status: 'none' } })).toHaveProperty('wait');
    expect(widgetRequest({ ...base, targetKey: null })).toHaveProperty('wait');
    expect(widgetRequest({ ...base, world: { status: 'error', message: 'x' } })).toHaveProperty('wait');
  });
});
