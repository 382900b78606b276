/**
 * Theme gallery (issue 10): every route of the route table (parsed from routes.tsx) and the
 * main panels (gift panel, settings menu, quick bet, wheel) in all six themes, light and dark,
 * at 390 and 1280 px, as JPEG screenshots under e2e/output/gallery/ with one index.html that
 * shows them in a grid labelled route / panel, theme, dark and width.
 *
 * Fast on purpose: one browser, one context per width, each page loads once per dark setting
 * and the six themes are switched through the URL's `theme` query (history push + popstate, so
 * the router re-renders the page scope without reloading anything). A page whose theme did not
 * reach <html> and the scope element fails the journey.
 */
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sharedBaseUrl } from '../support/shared-server';
import { launchBrowser, outputDir, trackErrors, type Browser, type Page } from '../support/browser';
import { settle } from '../support/layout';
import { demoWorld, pagePaths, pageUrl, type DemoWorld } from '../support/routes';
import { LOCALES } from '@sideline/web/locales';
import { dismissTutorial } from '../support/tutorial';
import { DESIGN_PASS_SUBJECTS, shootSubjects, writeBeforeAfter } from '../support/designPass';
import { repoRoot } from '../support/server';

const baseUrl = sharedBaseUrl();
const galleryDir = path.join(outputDir, 'gallery');
const THEMES = [1, 2, 3, 4, 5, 6];
const WIDTHS = [{ width: 390, height: 844 }, { width: 1280, height: 800 }];

interface Shot { subject: string; theme: number; dark: boolean; width: number; file: string }
const shots: Shot[] = [];

let browser: Browser;
let world: DemoWorld;

const slug = (s: string) => s.replace(/^\//, '').replace(/[^\w]+/g, '-').replace(/^-|-$/g, '') || 'root';

/** Switches the page's `theme` query without a reload (the router hears the popstate). */
async function switchTheme(page: Page, theme: number): Promise<void> {
  await page.evaluate((t) => {
    const url = new URL(window.location.href);
    url.searchParams.set('theme', String(t));
    window.history.pushState(window.history.state, '', url);
    window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
  }, theme);
}

/** Waits until <html> carries the theme (routes without a page scope keep theme 5). */
async function themed(page: Page, theme: number, scoped: boolean): Promise<boolean> {
  if (!scoped) return true;
  return page
    .waitForFunction((t) => document.documentElement.dataset.theme === String(t) && document.querySelector(`.theme-scope[data-theme="${t}"]`) !== null, theme, { timeout: 3_000 })
    .then(() => page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(() => r(true))))) as Promise<boolean>)
    .catch(() => false);
}

async function shoot(page: Page, subject: string, theme: number, dark: boolean, width: number): Promise<void> {
  const file = `${slug(subject)}-t${theme}-${dark ? 'dark' : 'light'}-${width}.jpg`;
  await page.screenshot({ path: path.join(galleryDir, file), type: 'jpeg', quality: 60 });
  shots.push({ subject, theme, dark, width, file });
}

/** The panels shown on the licensee page, each opened from its own control and closed again. */
const PANELS: { name: string; open: (page: Page) => Promise<void>; close: (page: Page) => Promise<void> }[] = [
  drawerPanel('panel: gift panel', LOCALES.en.gifts, '[data-testid="gift-panel"]'),
  drawerPanel('panel: quick bet', LOCALES.en['quick-bet'], '[data-testid="chat-drawer-quick-bet"]'),
  drawerPanel('panel: wheel', LOCALES.en.wheel, '.wheel'),
  {
    name: 'panel: settings menu',
    open: async (p) => {
      await p.getByTestId('settings-menu-button').first().click();
      await p.getByTestId('settings-menu').waitFor({ timeout: 10_000 });
      await p.getByTestId('language-list-toggle').click();
      await p.getByTestId('settings-menu').evaluate((e) => e.scrollIntoView({ block: 'start' }));
    },
    close: async (p) => {
      await p.keyboard.press('Escape');
      await p.getByTestId('settings-menu').waitFor({ state: 'detached', timeout: 5_000 });
    },
  },
];

function drawerPanel(name: string, label: string, shown: string): (typeof PANELS)[number] {
  const toggle = (page: Page) => page.locator('.chat-bar__drawers button', { hasText: label }).first();
  return {
    name,
    open: async (page) => {
      await page.getByTestId('chat-room').waitFor({ timeout: 30_000 });
      await toggle(page).click({ timeout: 10_000 });
      await page.locator(shown).first().waitFor({ timeout: 10_000 });
      // The open drawer and the chat bar under it, as a viewer scrolls to them.
      await page.locator('.chat-bar').first().evaluate((e) => e.scrollIntoView({ block: 'end' }));
    },
    close: async (page) => {
      // Escape closes a drawer from inside it (focus moved there on open); the toggle click is the
      // fallback (with the wheel drawer open, the gallery run found its toggle under the page's main area).
      await page.keyboard.press('Escape');
      const closed = await page.locator(shown).first().waitFor({ state: 'detached', timeout: 3_000 }).then(() => true, () => false);
      if (!closed) {
        await toggle(page).click();
        await page.locator(shown).first().waitFor({ state: 'detached', timeout: 5_000 });
      }
    },
  };
}

function writeIndex(): void {
  const subjects = [...new Set(shots.map((s) => s.subject))];
  const cell = (s: Shot | undefined) => (s ? `<td><a href="${s.file}"><img loading="lazy" src="${s.file}" alt="${s.subject} theme ${s.theme} ${s.dark ? 'dark' : 'light'} ${s.width}px"></a></td>` : '<td>—</td>');
  const head = `<tr><th>route / panel</th><th>width</th>${[false, true].flatMap((d) => THEMES.map((t) => `<th>theme ${t}${d ? ' dark' : ''}</th>`)).join('')}</tr>`;
  const rows = subjects.flatMap((subject) => WIDTHS.map(({ width }) => `<tr><th scope="row">${subject}</th><td>${width}px</td>${[false, true]
    .flatMap((dark) => THEMES.map((theme) => cell(shots.find((s) => s.subject === subject && s.theme === theme && s.dark === dark && s.width === width))))
    .join('')}</tr>`));
  writeFileSync(path.join(galleryDir, 'index.html'), `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Sideline theme gallery</title>
<style>
body { font: 13px system-ui, sans-serif; margin: 12px; }
table { border-collapse: collapse; }
th, td { border: 1px solid #ccc; padding: 4px; vertical-align: top; text-align: left; }
img { display: block; width: 160px; height: auto; }
thead th { position: sticky; top: 0; background: #f4f4f4; }
</style></head><body>
<h1>Sideline theme gallery</h1>
<p><a href="before-after.html">Design pass: before and after</a></p>
<p>${shots.length} screenshots: every route and the main panels, themes 1-6, light and dark, at ${WIDTHS.map((w) => `${w.width}px`).join(' and ')}. Generated ${new Date().toISOString()}.</p>
<table><thead>${head}</thead><tbody>
${rows.join('\n')}
</tbody></table></body></html>
`);
}

beforeAll(async () => {
  browser = await launchBrowser();
  world = await demoWorld(baseUrl);
  rmSync(galleryDir, { recursive: true, force: true });
  mkdirSync(galleryDir, { recursive: true });
});

afterAll(async () => {
  await browser?.close();
  if (shots.length > 0) writeIndex();
});

describe('theme gallery', () => {
  it('every route and the main panels in themes 1-6, light and dark, at 390 and 1280 px', async () => {
    const routes = pagePaths({ id: '5', userLanguage: 'en' });
    const unthemed: string[] = [];
    const missingPanels: string[] = [];
    const errors: string[] = [];
    for (const viewport of WIDTHS) {
      // Reduced motion: the arrival animations do not cover the page in the screenshots.
      const context = await browser.newContext({ viewport, reducedMotion: 'reduce' });
      await context.route('**/*.m3u8*', (route) => route.abort());
      const page = await context.newPage();
      const pageErrors = trackErrors(page);
      for (const route of routes) {
        for (const dark of [false, true]) {
          await page.goto(pageUrl(baseUrl, world, route, { UserLanguage: 'en', IsDarkMode: dark }));
          await settle(page);
          await dismissTutorial(page);
          // /NotFoundPage renders nothing and keeps no theme scope.
          const scoped = (await page.locator('.theme-scope').count()) > 0;
          for (const theme of THEMES) {
            await switchTheme(page, theme);
            if (!(await themed(page, theme, scoped))) unthemed.push(`${route} theme ${theme} ${dark ? 'dark' : 'light'} ${viewport.width}px`);
            await shoot(page, route, theme, dark, viewport.width);
          }
        }
      }
      for (const dark of [false, true]) {
        await page.goto(pageUrl(baseUrl, world, '/licensee', { UserLanguage: 'en', IsDarkMode: dark }));
        await settle(page);
        await page.getByTestId('chat-room').waitFor({ timeout: 30_000 });
        // A member's first visit opens the tutorial a moment after the chat room shows: wait for it,
        // or the panels' controls sit under it (the journey must not depend on the order journeys ran in).
        await dismissTutorial(page, 3_000);
        for (const panel of PANELS) {
          try {
            await panel.open(page);
          } catch (e) {
            missingPanels.push(`${panel.name} ${dark ? 'dark' : 'light'} ${viewport.width}px: ${(e as Error).message.split('\n')[0]}`);
            continue;
          }
          for (const theme of THEMES) {
            await switchTheme(page, theme);
            if (!(await themed(page, theme, true))) unthemed.push(`${panel.name} theme ${theme} ${dark ? 'dark' : 'light'} ${viewport.width}px`);
            await shoot(page, panel.name, theme, dark, viewport.width);
          }
          await panel.close(page);
        }
      }
      errors.push(...pageErrors);
      await context.close();
    }
    expect(unthemed).toEqual([]);
    expect(missingPanels).toEqual([]);
    expect(shots.length).toBe((routes.length + PANELS.length) * THEMES.length * 2 * WIDTHS.length);
    expect(errors).toEqual([]);
  }, 600_000);

  it('pairs the design pass\'s before pictures with this build\'s (before-after.html)', async () => {
    const before = path.join(repoRoot, 'docs', 'design-pass', 'before');
    const after = path.join(galleryDir, 'after');
    await shootSubjects(browser, baseUrl, after);
    const page = path.join(galleryDir, 'before-after.html');
    writeBeforeAfter(page, before, after);
    for (const s of DESIGN_PASS_SUBJECTS) {
      expect(existsSync(path.join(before, `${s.name}.png`)), `${s.name} before`).toBe(true);
      expect(existsSync(path.join(after, `${s.name}.png`)), `${s.name} after`).toBe(true);
    }
    expect(readFileSync(page, 'utf8')).toContain('../../../docs/design-pass/before/licensee-1280.png');
  }, 120_000);
});
