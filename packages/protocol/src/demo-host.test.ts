import { describe, expect, it } from 'vitest';
import { DEMO_HOST_COOKIE, demoHostCookieValue, parseDemoHostCookie } from './demo-host';

describe('the demo host cookie', () => {
  it('round-trips a visitor among other cookies', () => {
    const value = demoHostCookieValue({ UserKey: 'vip5', UserLanguage: 'th' });
    expect(value).toBe('th.vip5');
    expect(parseDemoHostCookie(`a=1; ${DEMO_HOST_COOKIE}=${value}; b=2`)).toEqual({ UserKey: 'vip5', UserLanguage: 'th' });
    expect(parseDemoHostCookie(`${DEMO_HOST_COOKIE}=en.anonymous`)).toEqual({ UserKey: 'anonymous', UserLanguage: 'en' });
  });

  it('names nobody for a missing, foreign or malformed cookie', () => {
    expect(parseDemoHostCookie(undefined)).toBeNull();
    expect(parseDemoHostCookie('other=en.member')).toBeNull();
    expect(parseDemoHostCookie(`${DEMO_HOST_COOKIE}=xx.member`)).toBeNull();
    expect(parseDemoHostCookie(`${DEMO_HOST_COOKIE}=en.`)).toBeNull();
    expect(parseDemoHostCookie(`${DEMO_HOST_COOKIE}=member`)).toBeNull();
    expect(parseDemoHostCookie(`${DEMO_HOST_COOKIE}=en.<script>`)).toBeNull();
    expect(parseDemoHostCookie(`x${DEMO_HOST_COOKIE}=en.member`)).toBeNull();
  });

  it('writes no cookie for a key it could not read back', () => {
    expect(demoHostCookieValue({ UserKey: 'a b', UserLanguage: 'en' })).toBeNull();
    expect(demoHostCookieValue({ UserKey: 'member', UserLanguage: 'xx' as never })).toBeNull();
  });
});
