import type { DemoTarget } from '@sideline/protocol';
import { describe, expect, it } from 'vitest';
import { ROUTE_OF_KIND, pickTarget, statusLabel, targetKey, targetTestId } from './targets';

const t = (over: Partial<DemoTarget>): DemoTarget => ({ Kind: 'match', MatchId: 1, Title: 'A vs B', Status: 2, AnchorId: null, AnchorLanguage: null, ...over });

describe('targets', () => {
  it('routes each kind to its widget page', () => {
    expect(ROUTE_OF_KIND).toEqual({ match: '/licensee', programme: '/entertainmentplugin', broadcast: '/broadcastplugin' });
  });

  it.each([
    [t({ Status: 1 }), 'Live', true],
    [t({ Status: 2 }), 'Upcoming', false],
    [t({ Status: 5 }), 'No stream', false],
    [t({ Kind: 'programme', Status: 1 }), 'Live', true],
    [t({ Kind: 'programme', Status: 4 }), 'Preview', false],
    [t({ Status: 99 }), 'Unknown', false],
  ])('labels %o', (target, text, live) => {
    expect(statusLabel(target)).toEqual({ text, live });
  });

  it('keeps the saved target, else the first live one, else the first', () => {
    const list = [t({ MatchId: 1 }), t({ MatchId: 2, Status: 1 }), t({ MatchId: 3 })];
    expect(pickTarget(list, 'match:3')?.MatchId).toBe(3);
    expect(pickTarget(list, 'match:42')?.MatchId).toBe(2);
    expect(pickTarget([t({ MatchId: 7 })], null)?.MatchId).toBe(7);
    expect(pickTarget([], 'match:1')).toBeNull();
  });

  it('tells a broadcast from the match whose MatchId it shares', () => {
    const match = t({ MatchId: 51230002 });
    const radio = t({ Kind: 'broadcast', MatchId: 51230002 });
    expect(targetKey(match)).not.toBe(targetKey(radio));
    expect([targetTestId(match), targetTestId(radio)]).toEqual(['target-51230002', 'target-broadcast-51230002']);
    expect(pickTarget([match, radio], 'broadcast:51230002')).toBe(radio);
  });
});
