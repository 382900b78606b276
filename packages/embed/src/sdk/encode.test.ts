import { describe, expect, it } from 'vitest';
import { base64ToUtf8, decodeWidgetData, encodeWidgetData, utf8ToBase64 } from './encode';
import type { WidgetData } from './types';

describe('widget data encoding', () => {
  it('round-trips non-ASCII text (Chinese, Thai, Vietnamese, emoji)', () => {
    const data: WidgetData = {
      Token: 'tök-en', MatchId: 42, UserLanguage: 'cn', SmartUrl: 'https://host.example',
      Title: '曼联 vs 利物浦 · ฟุตบอล · Bóng đá 🎉',
    };
    const encoded = encodeWidgetData(data);
    expect(encoded).toMatch(/^[A-Za-z0-9+/]+=*$/);
    expect(decodeWidgetData(encoded)).toEqual(data);
  });

  it('matches the plain base64 of ASCII JSON so a simple atob decoder still works', () => {
    const data: WidgetData = { Token: 'abc', UserLanguage: 'en', SmartUrl: 'http://localhost:8080' };
    expect(encodeWidgetData(data)).toBe(btoa(JSON.stringify(data)));
  });

  it('encodes the UTF-8 bytes, not UTF-16 code units', () => {
    expect(utf8ToBase64('é')).toBe('w6k=');
    expect(base64ToUtf8('w6k=')).toBe('é');
  });

  it('handles values longer than one chunk', () => {
    const long = '越'.repeat(50_000);
    expect(base64ToUtf8(utf8ToBase64(long))).toBe(long);
  });

  it('rejects text that is not base64, not UTF-8 or not a JSON object', () => {
    expect(() => base64ToUtf8('%%%')).toThrow(/base64/);
    expect(() => base64ToUtf8(btoa('\xff\xfe'))).toThrow();
    expect(() => decodeWidgetData(utf8ToBase64('[1,2]'))).toThrow(/object/);
  });
});
