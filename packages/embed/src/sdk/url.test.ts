import { describe, expect, it } from 'vitest';
import { decodeWidgetData } from './encode';
import { normaliseOrigin, widgetUrl } from './url';

describe('widgetUrl', () => {
  it('puts the encoded data on the route of the widget origin, URL-escaped', () => {
    const data = { Token: 't+/=', MatchId: 7, UserLanguage: 'th' as const, SmartUrl: 'https://host.example', Note: 'ทดสอบ??' };
    const url = new URL(widgetUrl('https://widget.example', '/licensee', data));
    expect(url.origin).toBe('https://widget.example');
    expect(url.pathname).toBe('/licensee');
    expect(decodeWidgetData(url.searchParams.get('data') ?? '')).toEqual(data);
  });

  it('refuses unknown routes', () => {
    expect(() => widgetUrl('https://w.example', '//evil.example' as never, { Token: '', UserLanguage: 'en', SmartUrl: '' })).toThrow(/route/);
  });
});

describe('normaliseOrigin', () => {
  it('accepts an origin, with or without a trailing slash', () => {
    expect(normaliseOrigin('http://localhost:8080')).toBe('http://localhost:8080');
    expect(normaliseOrigin('https://w.example/')).toBe('https://w.example');
  });

  it.each(['*', '', 'w.example', 'https://w.example/licensee', 'javascript:alert(1)', 'null'])('rejects %j', (origin) => {
    expect(() => normaliseOrigin(origin)).toThrow(/widgetOrigin/);
  });
});
