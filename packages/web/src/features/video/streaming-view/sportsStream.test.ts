import { describe, expect, it } from 'vitest';
import { ChannelSource } from '@sideline/protocol';
import type { StreamingChannel } from '@sideline/protocol';
import { DirectStreamError, lookUpSportsStream, sportsStreamQuery } from './sportsStream';
import type { SportsStreamDeps } from './sportsStream';

const game = (over: Partial<StreamingChannel> = {}): StreamingChannel => ({
  SiteId: 0, Language: 'EN', AnchorId: 0, AnchorName: null, StreamingProvider: null, StreamingSource: 11, StreamingId: '51234-11',
  StreamingType: 2, StreamingUrl: null, IsExclusive: false, IsSelfOwned: true, OrderBy: 1, StreamingIndex: 0, ChannelType: 2,
  VideoConfig: null, ...over,
} as StreamingChannel);

function deps(answer: { status: number; body: unknown }) {
  const seen: { url: string; init: RequestInit }[] = [];
  const d: SportsStreamDeps = {
    host: () => Promise.resolve('http://sports.example/'),
    directToken: () => Promise.resolve('tok-1'),
    direct: (url, init) => { seen.push({ url, init }); return Promise.resolve(answer); },
  };
  return { d, seen };
}

describe('direct sports stream look-up (spec section 7 GetDirectToken → {sports host}/sports/v4/GetEventStreaming)', () => {
  it('calls the sports host with the bearer and the game query in the direct-API language (cn → cs)', async () => {
    const { d, seen } = deps({ status: 200, body: { Code: 200, Result: { Url: '/media/x.m3u8', ErrorCode: null }, Error: null } });
    const r = await lookUpSportsStream(d, { source: ChannelSource.Video, channel: game(), matchId: 51234, siteId: 4283400, language: 'cn' });
    expect(r).toEqual({ Url: '/media/x.m3u8', ErrorCode: null });
    const url = new URL(seen[0]!.url);
    expect(url.origin + url.pathname).toBe('http://sports.example/sports/v4/GetEventStreaming');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      siteId: '4283400', eventId: '51234', streamingSource: '11', streamingId: '51234-11', language: 'cs',
    });
    expect((seen[0]!.init.headers as Record<string, string>).Authorization).toBe('Bearer tok-1');
  });

  it.each([
    { lang: 'vn', want: 'vn' }, { lang: 'th', want: 'th' }, { lang: 'ph', want: 'en' }, { lang: 'en', want: 'en' },
  ])('language $lang is sent as $want', ({ lang, want }) => {
    expect(sportsStreamQuery({ source: ChannelSource.Video, channel: game(), matchId: 1, siteId: 1, language: lang }).get('language')).toBe(want);
  });

  it('in-house live sends the user tag and cloud-rock the project tag of VideoConfig.SourceIdentifier; other sources none', () => {
    const q = (src: number) => sportsStreamQuery({
      source: ChannelSource.Video, channel: game({ StreamingSource: src, VideoConfig: { SourceIdentifier: 'glive-12' } }), matchId: 1, siteId: 1, language: 'en',
    });
    expect(q(30).get('user')).toBe('glive-12');
    expect(q(31).get('project')).toBe('glive-12');
    expect(q(11).has('user') || q(11).has('project')).toBe(false);
  });

  it('e-sport sends eventId, siteId and isExclusive only', () => {
    const q = sportsStreamQuery({ source: ChannelSource.ESport, channel: game({ StreamingSource: 'twitch', IsExclusive: true }), matchId: 7, siteId: 9, language: 'cn' });
    expect(Object.fromEntries(q)).toEqual({ eventId: '7', siteId: '9', isExclusive: 'true' });
  });

  it('a non-200 answer is a DirectError; an answer carrying ErrorCode is returned as it is', async () => {
    await expect(lookUpSportsStream(deps({ status: 401, body: null }).d, { source: ChannelSource.Video, channel: game(), matchId: 1, siteId: 1, language: 'en' }))
      .rejects.toBeInstanceOf(DirectStreamError);
    const r = await lookUpSportsStream(deps({ status: 200, body: { Code: 200, Result: { Url: null, ErrorCode: 'S404' } } }).d,
      { source: ChannelSource.Video, channel: game(), matchId: 1, siteId: 1, language: 'en' });
    expect(r.ErrorCode).toBe('S404');
  });
});
