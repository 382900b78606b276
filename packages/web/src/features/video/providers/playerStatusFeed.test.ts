import { describe, expect, it } from 'vitest';
import { StreamingProvider } from '@sideline/protocol';
import { FakeClock, fakeFactory, flush } from '../../../shared/realtime/testing';
import { createPlayerStatusFeed, isForChannel } from './playerStatusFeed';

const channel = { provider: StreamingProvider.A, matchId: 51230001, anchorId: 305, language: 'CN' };

describe('player-status feed on /commonhub', () => {
  it('joins AddPlayerStatusGroup for the channel and reports only its provider pushes', async () => {
    const { factory, built } = fakeFactory((c) => { c.results.AddPlayerStatusGroup = () => ({ Group: 'player:3:51230001:cn:305' }); });
    const seen: [number, boolean][] = [];
    const feed = createPlayerStatusFeed({ channel, token: 'tok', connect: factory, clock: new FakeClock(), onStatus: (p, s) => seen.push([p, s]) });
    await flush();
    const conn = built[0]!;
    expect(conn.request.url).toBe('/commonhub');
    expect(conn.invocations[0]).toEqual({ method: 'AddPlayerStatusGroup', args: [3, 51230001, 305, 'CN', 'tok', null] });

    conn.emit('GetAgoraPlayerStatus', { MatchId: 51230001, AnchorId: 305, Language: 'cn', Status: false });
    conn.emit('GetAgoraPlayerStatus', { MatchId: 51230001, AnchorId: 999, Language: 'cn', Status: true });
    conn.emit('GetBytePlusPlayerStatus', { MatchId: 51230001, AnchorId: 305, Language: 'cn', Status: true });
    conn.emit('GetAgoraPlayerStatus', { MatchId: 51230001, AnchorId: 305, Language: 'CN', Status: true });
    expect(seen).toEqual([[3, false], [3, true]]);

    await feed.dispose();
    expect(conn.stops).toBe(1);
    conn.emit('GetAgoraPlayerStatus', { MatchId: 51230001, AnchorId: 305, Language: 'cn', Status: false });
    expect(seen).toHaveLength(2);
  });

  it.each([
    [{ MatchId: 1, AnchorId: 2, Language: 'en', Status: true }, { ...channel, matchId: 1, anchorId: 2, language: 'EN' }, true],
    [{ MatchId: 1, AnchorId: 2, Status: 'yes' }, { ...channel, matchId: 1, anchorId: 2 }, false],
    [null, channel, false],
    [{ MatchId: 1, AnchorId: 2, Language: 'th', Status: true }, { ...channel, matchId: 1, anchorId: 2, language: 'en' }, false],
  ])('isForChannel(%j) → %s', (payload, ch, expected) => {
    expect(isForChannel(payload, ch)).toBe(expected);
  });
});
