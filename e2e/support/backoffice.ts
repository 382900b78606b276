import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { trackErrors } from './browser';

/** A staff account: the owner the server creates on first start (ADMIN_EMAIL/ADMIN_PASSWORD) or one added later. */
export interface StaffAccount {
  email: string;
  password: string;
}

/** The owner every back-office journey starts its server with. */
export const OWNER: StaffAccount = { email: 'owner@e2e.example', password: 'owner-password-1' };

/** The environment that makes a fresh server create `owner` as its first account. */
export const ownerEnv = (owner: StaffAccount = OWNER): Record<string, string> => ({ ADMIN_EMAIL: owner.email, ADMIN_PASSWORD: owner.password });

export interface StaffPages {
  /** A page in a context of its own (its own staff cookie), its page errors collected. */
  open(width?: number, height?: number, options?: BrowserContextOptions): Promise<{ page: Page; errors: string[] }>;
  /** Closes every context `open` made. */
  closeAll(): Promise<void>;
}

export function staffPages(browser: () => Browser): StaffPages {
  const contexts: BrowserContext[] = [];
  return {
    async open(width = 1280, height = 800, options = {}) {
      const context = await browser().newContext({ viewport: { width, height }, ...options });
      contexts.push(context);
      const page = await context.newPage();
      return { page, errors: trackErrors(page) };
    },
    async closeAll() {
      await Promise.all(contexts.splice(0).map((c) => c.close()));
    },
  };
}

/** Signs `who` in through the back office's own form and waits for the shell. */
export async function signIn(page: Page, baseUrl: string, who: StaffAccount = OWNER): Promise<void> {
  await page.goto(`${baseUrl}/backoffice/`);
  await page.getByLabel('Email').fill(who.email);
  await page.getByLabel('Password').fill(who.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('button', { name: 'Sign out', exact: true }).waitFor();
}

/** A staff session over HTTP (no browser) for server-side checks: the session cookie and its CSRF token. */
export async function staffSession(baseUrl: string, who: StaffAccount = OWNER): Promise<{ cookie: string; csrf: string; headers: Record<string, string> }> {
  const res = await fetch(`${baseUrl}/backoffice/api/auth/login`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ Email: who.email, Password: who.password }) });
  const cookie = /sideline_staff=([^;]+)/.exec(res.headers.get('set-cookie') ?? '')?.[1] ?? '';
  const body = (await res.json()) as { Result: { CsrfToken: string } | null };
  if (!cookie || !body.Result) throw new Error(`staff login answered ${res.status}: ${JSON.stringify(body)}`);
  const csrf = body.Result.CsrfToken;
  return { cookie, csrf, headers: { Cookie: `sideline_staff=${cookie}`, 'X-CSRF-Token': csrf } };
}

/** What `drawPng` paints: a box with a background (any CSS background) and an optional centred word. */
export interface PngArt {
  width: number;
  height: number;
  background: string;
  text?: string;
  fontPx?: number;
  /** A disc on a transparent background instead of a box. */
  round?: boolean;
}

/** A real PNG drawn by Chromium on `page` (portraits, banners, gift pictures for uploads). */
export async function drawPng(page: Page, art: PngArt): Promise<Buffer> {
  const shape = art.round ? 'border-radius:50%;' : '';
  await page.setContent(`<div id="art" style="width:${art.width}px;height:${art.height}px;${shape}display:grid;place-items:center;background:${art.background};font:bold ${art.fontPx ?? 40}px sans-serif;color:#fff">${art.text ?? ''}</div>`);
  return page.locator('#art').screenshot({ type: 'png', omitBackground: art.round === true });
}
