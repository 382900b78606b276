import { afterEach, describe, expect, it, vi } from 'vitest';
import { adminLoginUrl } from './adminUrl';

afterEach(() => vi.unstubAllEnvs());

describe('adminLoginUrl', () => {
  it("points the notice's 'new admin login' at the back office on the widget's origin", () => {
    vi.stubEnv('VITE_ADMIN_LOGIN_URL', '');
    expect(adminLoginUrl('https://live.example.com')).toBe('https://live.example.com/backoffice/');
  });

  it('follows VITE_ADMIN_LOGIN_URL when the build sets one', () => {
    vi.stubEnv('VITE_ADMIN_LOGIN_URL', 'https://admin.example.com/');
    expect(adminLoginUrl('https://live.example.com')).toBe('https://admin.example.com/');
  });
});
