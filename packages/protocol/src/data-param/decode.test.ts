import { describe, expect, it } from 'vitest';
import { decodeBase64Utf8, decodeDataParam, encodeDataParam, hostOriginOf } from './decode';

const b64 = (s: string) => btoa(s);

describe('decodeDataParam', () => {
  it('decodes a good parameter with a token', () => {
    const raw = encodeDataParam({ Token: 'abc', MatchId: 42, UserLanguage: 'TH', Theme: 3, IsDarkMode: true });
    const r = decodeDataParam(raw, { requireToken: true });
    expect(r).toEqual({
      ok: true,
      raw,
      data: { Token: 'abc', MatchId: 42, UserLanguage: 'th', Theme: 3, IsDarkMode: true },
    });
  });

  it('keeps unknown fields (the topic page merges display settings)', () => {
    const r = decodeDataParam(encodeDataParam({ ShowEvents: false }));
    expect(r.ok && r.data).toEqual({ ShowEvents: false });
  });

  it('accepts a numeric string MatchId and 0/1 flags', () => {
    const r = decodeDataParam(encodeDataParam({ Token: 't', MatchId: '77', IsHideTitle: 1 }), { requireToken: true });
    expect(r.ok && r.data.MatchId).toBe(77);
    expect(r.ok && r.data.IsHideTitle).toBe(true);
  });

  it('decodes UTF-8 text and URL-safe base64 without padding', () => {
    const raw = encodeDataParam({ Token: 'tök', Title: '直播 ไทย ?>' });
    const urlSafe = raw.replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
    const r = decodeDataParam(urlSafe, { requireToken: true });
    expect(r.ok && r.data.Title).toBe('直播 ไทย ?>');
    expect(r.ok && r.data.Token).toBe('tök');
  });

  it('treats spaces as the "+" a query string turned into them', () => {
    const raw = encodeDataParam({ Token: 'x', Title: '>>>?' });
    expect(raw).toContain('+');
    expect(decodeDataParam(raw.replace(/\+/g, ' ')).ok).toBe(true);
  });

  it.each([
    ['missing (null)', null, 'missing'],
    ['missing (empty)', '', 'missing'],
    ['bad base64 characters', '%%%not-base64', 'bad-base64'],
    ['bad base64 length', 'abcde', 'bad-base64'],
    ['not UTF-8', btoa(String.fromCharCode(0xff, 0xfe, 0xfd)), 'bad-base64'],
    ['bad JSON', b64('{"Token": '), 'bad-json'],
    ['JSON but not an object', b64('[1,2]'), 'wrong-shape'],
    ['wrong field type', encodeDataParam({ Token: 5 }), 'wrong-shape'],
    ['unknown language', encodeDataParam({ Token: 't', UserLanguage: 'fr' }), 'wrong-shape'],
    ['theme out of range', encodeDataParam({ Token: 't', Theme: 9 }), 'wrong-shape'],
    ['token missing where required', encodeDataParam({ MatchId: 1 }), 'wrong-shape'],
    ['empty token where required', encodeDataParam({ Token: '' }), 'wrong-shape'],
  ])('refuses %s', (_name, raw, problem) => {
    const r = decodeDataParam(raw, { requireToken: true });
    expect(r.ok).toBe(false);
    expect(!r.ok && r.problem).toBe(problem);
  });

  it('does not require a token when not asked to', () => {
    expect(decodeDataParam(encodeDataParam({ UserLanguage: 'vn' })).ok).toBe(true);
  });
});

describe('decodeBase64Utf8', () => {
  it('round-trips through encodeDataParam', () => {
    expect(decodeBase64Utf8(encodeDataParam('ทดสอบ'))).toBe('"ทดสอบ"');
  });
});

describe('hostOriginOf', () => {
  it.each([
    [{ hostOrigin: 'https://host.example:8443/x' }, 'https://host.example:8443'],
    [{ SmartUrl: 'https://site.example/path?q=1' }, 'https://site.example'],
    [{ hostOrigin: 'https://a.example', SmartUrl: 'https://b.example' }, 'https://a.example'],
    [{ hostOrigin: 'not a url', SmartUrl: 'http://b.example' }, 'http://b.example'],
    [{ SmartUrl: 'javascript:alert(1)' }, null],
    [{}, null],
  ])('%j → %s', (data, origin) => {
    expect(hostOriginOf(data)).toBe(origin);
  });
});
