/**
 * The demo host site's first answers in its HTML (issue 20, first chat line). A licensee's own
 * page knows its member when it serves the page, so it can put the widget's token in the HTML;
 * the demo host site does the same: its page remembers who was logged in and in which language
 * in a cookie beside its localStorage, and the server, while it serves `/`, asks its own API for
 * the demo world and logs that member in (or opens a guest session), and the page's HTML carries
 * the answers in a JSON data block. The page then mounts the widget's frame on its first run,
 * without waiting for two calls of its own.
 */
import { z } from 'zod';
import { DemoAnonymousToken, DemoLogin, GetDemoWorld } from './calls/demo';
import { isLanguage } from './languages';
import type { Language } from './enums';

/** The cookie that names the host page's member and language (never a token). */
export const DEMO_HOST_COOKIE = 'sideline-demo-host';
/** The id of the data block that carries the answers. */
export const DEMO_HOST_BOOT_ID = 'sideline-demo-boot';
/** The picker value of a visitor who is not logged in. */
export const DEMO_GUEST = 'anonymous';

/** Who the page serves: a member's key (or {@link DEMO_GUEST}) and the widget language. */
export interface DemoHostVisitor { UserKey: string; UserLanguage: Language }

const USER_KEY = /^[A-Za-z0-9_-]{1,64}$/;

/** The cookie's value for a visitor: `<language>.<user key>`, nothing that needs escaping. */
export function demoHostCookieValue(visitor: DemoHostVisitor): string | null {
  return USER_KEY.test(visitor.UserKey) && isLanguage(visitor.UserLanguage) ? `${visitor.UserLanguage}.${visitor.UserKey}` : null;
}

/** The visitor a `Cookie` header names, or null when it names none (or something malformed). */
export function parseDemoHostCookie(header: string | undefined): DemoHostVisitor | null {
  if (!header) return null;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0 || part.slice(0, eq).trim() !== DEMO_HOST_COOKIE) continue;
    const value = part.slice(eq + 1).trim();
    const dot = value.indexOf('.');
    const language = value.slice(0, dot);
    const key = value.slice(dot + 1);
    return dot > 0 && isLanguage(language) && USER_KEY.test(key) ? { UserKey: key, UserLanguage: language } : null;
  }
  return null;
}

/**
 * What the page's HTML carries: the visitor it was made for, the world, and the session opened
 * for that visitor: a member's login, or a guest token for the licensee site. A session the
 * server could not open is null (the page opens it itself).
 */
export const DemoHostBoot = z.object({
  UserKey: z.string(),
  UserLanguage: z.string(),
  World: GetDemoWorld.result,
  Login: DemoLogin.result.nullable(),
  Guest: DemoAnonymousToken.result.extend({ SiteId: z.number().int() }).nullable(),
});
export type DemoHostBoot = z.infer<typeof DemoHostBoot>;
