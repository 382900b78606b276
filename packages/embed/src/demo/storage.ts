/**
 * The one owner of the demo page's localStorage: the chosen user, language and target
 * survive a reload. Corrupt or foreign values are ignored, never thrown. The user and language
 * also go into a cookie, so the server can log that member in while it serves the page
 * (`DemoHostBoot`, issue 20); localStorage stays what the page goes by.
 */
import { DEMO_HOST_COOKIE, demoHostCookieValue, isLanguage, type Language } from '@sideline/protocol';

export interface Saved {
  userKey: string;
  language: Language;
  /** `<Kind>:<MatchId>`. */
  targetKey: string | null;
}

export const STORAGE_KEY = 'sideline-demo-host:v1';
export const DEFAULT_SAVED: Saved = { userKey: 'anonymous', language: 'en', targetKey: null };

export function loadSaved(storage: Pick<Storage, 'getItem'> | null = safeStorage()): Saved {
  try {
    const raw: unknown = JSON.parse(storage?.getItem(STORAGE_KEY) ?? 'null');
    if (typeof raw !== 'object' || raw === null) return { ...DEFAULT_SAVED };
    const r = raw as Record<string, unknown>;
    return {
      userKey: typeof r.userKey === 'string' && r.userKey ? r.userKey : DEFAULT_SAVED.userKey,
      language: isLanguage(r.language) ? r.language : DEFAULT_SAVED.language,
      targetKey: typeof r.targetKey === 'string' && /^(match|programme|broadcast):\d+$/.test(r.targetKey) ? r.targetKey : null,
    };
  } catch {
    return { ...DEFAULT_SAVED };
  }
}

/** Where the cookie is written: `document.cookie`'s setter, or nothing. */
export type CookieJar = { set(cookie: string): void } | null;

const documentCookies = (): CookieJar => (typeof document === 'undefined' ? null : { set: (cookie) => { document.cookie = cookie; } });

export function save(saved: Saved, storage: Pick<Storage, 'setItem'> | null = safeStorage(), cookies: CookieJar = documentCookies()): void {
  try {
    storage?.setItem(STORAGE_KEY, JSON.stringify(saved));
  } catch {
    // Private mode or a full quota: persistence is a convenience, the page works without it.
  }
  const value = demoHostCookieValue({ UserKey: saved.userKey, UserLanguage: saved.language });
  // A year, the whole site (the page is served at / and /host/), never sent cross-site.
  if (value) cookies?.set(`${DEMO_HOST_COOKIE}=${value}; Path=/; Max-Age=31536000; SameSite=Lax`);
}

function safeStorage(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}
