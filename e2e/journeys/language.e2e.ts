/**
 * Interface language (issue 10): switching the language from the settings menu's language list
 * applies at once to the visible texts and to the language-specific images (leaderboard title,
 * maintenance photo), and is remembered in local storage as start-up reads it: a data parameter
 * without UserLanguage, or no query string at all, starts in the saved language; a data
 * parameter's UserLanguage still wins.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sharedBaseUrl } from '../support/shared-server';
import { launchBrowser, screenshot, trackErrors, type Browser, type Page } from '../support/browser';
import { settle } from '../support/layout';
import { repoRoot } from '../support/server';
import { demoWorld, pageUrl, type DemoWorld } from '../support/routes';
import { LOCALES } from '@sideline/web/locales';
import { dismissTutorial } from '../support/tutorial';

const baseUrl = sharedBaseUrl();
let browser: Browser;
let world: DemoWorld;

const toolbarButton = (page: Page, item: string) => page.locator(`.ent__top-bar [data-toolbar-item="${item}"]`);

const TITLES_DIR = path.join(repoRoot, 'packages/web/src/features/programmes/leaderboard/titles');
const labelOf = (svg: string) => /aria-label="([^"]*)"/.exec(svg)?.[1] ?? '';
/** The label the title image of `lang` carries (titles/<lang>.svg). */
const titleLabel = (lang: string) => labelOf(readFileSync(path.join(TITLES_DIR, `${lang}.svg`), 'utf8'));

/**
 * Opens the leaderboard and reads its title image as the browser loads it (a URL or an inlined
 * data URL), returning the image's own label, which names the language it was drawn for.
 */
async function leaderboardTitle(page: Page): Promise<string> {
  await toolbarButton(page, 'Leaderboard').click();
  const img = page.locator('.leaderboard__title').first();
  await img.waitFor({ timeout: 15_000 });
  const src = (await img.getAttribute('src')) ?? '';
  const data = /^data:[^,]*?(;base64)?,(.*)$/s.exec(src);
  const svg = data
    ? (data[1] ? Buffer.from(data[2]!, 'base64').toString('utf8') : decodeURIComponent(data[2]!))
    : await (await fetch(new URL(src, page.url()))).text();
  await page.keyboard.press('Escape');
  await img.waitFor({ state: 'detached', timeout: 5_000 });
  return labelOf(svg);
}

beforeAll(async () => {
  browser = await launchBrowser();
  world = await demoWorld(baseUrl);
});

afterAll(async () => {
  await browser?.close();
});

describe('interface language', () => {
  it('switches to Thai from the settings menu at once, and Thai stays after a reload', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, reducedMotion: 'reduce' });
    await context.route('**/*.m3u8*', (route) => route.abort());
    const page = await context.newPage();
    const errors = trackErrors(page);
    // No UserLanguage in the data parameter: the saved `lang`, else en.
    const url = pageUrl(baseUrl, world, '/entertainmentplugin');
    await page.goto(url);
    await settle(page);
    await toolbarButton(page, 'Refresh').waitFor({ timeout: 30_000 });
    await dismissTutorial(page, 8_000);
    expect(await toolbarButton(page, 'Refresh').getAttribute('aria-label')).toBe(LOCALES.en.refresh);
    expect(await leaderboardTitle(page)).toBe(titleLabel('en'));

    await page.getByTestId('settings-menu-button').first().click();
    await page.getByTestId('language-list-toggle').click();
    // The radio follows the interface language, which changes once the Thai locale has arrived.
    await page.getByTestId('language-option-th').click();
    await expect.poll(() => page.getByTestId('language-option-th').isChecked()).toBe(true);

    // At once, without a reload: texts, the document language and the title image.
    await expect.poll(() => toolbarButton(page, 'Refresh').getAttribute('aria-label')).toBe(LOCALES.th.refresh);
    expect(await toolbarButton(page, 'Promotion').getAttribute('aria-label')).toBe(LOCALES.th.events);
    expect(await page.getByTestId('language-list-toggle').innerText()).toContain(LOCALES.th['lang-th']);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('th');
    expect(await page.evaluate(() => localStorage.getItem('lang'))).toBe('th');
    await screenshot(page, 'language-th-settings-menu');
    await page.keyboard.press('Escape');
    expect(await leaderboardTitle(page)).toBe(titleLabel('th'));

    await page.reload();
    await settle(page);
    await expect.poll(() => toolbarButton(page, 'Refresh').getAttribute('aria-label'), { timeout: 30_000 }).toBe(LOCALES.th.refresh);
    expect(await leaderboardTitle(page)).toBe(titleLabel('th'));

    // No query string: the saved language; the maintenance photo is drawn in Thai.
    await page.goto(`${baseUrl}/LicenseeMaintenance`);
    await page.locator('.over-streaming').waitFor();
    expect(await page.locator('.over-streaming').getAttribute('data-photo-lang')).toBe('th');
    expect(await page.locator('.maintenance__title').innerText()).toBe(LOCALES.th['chat-room-maintenance']);
    await screenshot(page, 'language-th-maintenance');

    // A data parameter's UserLanguage still wins over the saved one.
    await page.goto(pageUrl(baseUrl, world, '/entertainmentplugin', { UserLanguage: 'vn' }));
    await expect.poll(() => toolbarButton(page, 'Refresh').getAttribute('aria-label'), { timeout: 30_000 }).toBe(LOCALES.vn.refresh);

    expect(errors).toEqual([]);
    await context.close();
  });

  it('the widget\'s own pickers switch the language even when the host passes UserLanguage (issue 16 item 27)', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, reducedMotion: 'reduce' });
    await context.route('**/*.m3u8*', (route) => route.abort());
    const page = await context.newPage();
    const errors = trackErrors(page);

    // The settings menu's list on the entertainment page.
    await page.goto(pageUrl(baseUrl, world, '/entertainmentplugin', { UserLanguage: 'vn' }));
    await expect.poll(() => toolbarButton(page, 'Refresh').getAttribute('aria-label'), { timeout: 30_000 }).toBe(LOCALES.vn.refresh);
    await dismissTutorial(page, 8_000);
    await page.getByTestId('settings-menu-button').first().click();
    await page.getByTestId('language-list-toggle').click();
    await page.getByTestId('language-option-id').click();
    await expect.poll(() => toolbarButton(page, 'Refresh').getAttribute('aria-label')).toBe(LOCALES.id.refresh);
    await page.keyboard.press('Escape');
    // It stays: nothing puts the host's language back once the page re-renders.
    await toolbarButton(page, 'Promotion').waitFor();
    expect(await toolbarButton(page, 'Promotion').getAttribute('aria-label')).toBe(LOCALES.id.events);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('id');

    // The header's select on the licensee page.
    await page.goto(pageUrl(baseUrl, world, '/licensee', { UserLanguage: 'vn' }));
    const select = page.locator('.language-picker select').first();
    await expect.poll(() => select.inputValue(), { timeout: 30_000 }).toBe('vn');
    await select.selectOption('th');
    await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe('th');
    expect(await select.inputValue()).toBe('th');
    await screenshot(page, 'language-picker-over-host-language');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('loads only the viewer\'s locale at start, fetches Thai on the switch, and never shows a key name', async () => {
    const manifest = JSON.parse(readFileSync(path.join(repoRoot, 'packages/web/dist/.vite/manifest.json'), 'utf8')) as Record<string, { file: string }>;
    // Each locale is two chunks: what start-up names (locales/xx.ts) and the rest (locales/more/xx.ts).
    const localeFile = (lang: string) => '/' + manifest[`src/shared/i18n/locales/${lang}.ts`]!.file;
    const moreFile = (lang: string) => '/' + manifest[`src/shared/i18n/locales/more/${lang}.ts`]!.file;
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, reducedMotion: 'reduce' });
    await context.route('**/*.m3u8*', (route) => route.abort());
    const page = await context.newPage();
    const errors = trackErrors(page);
    const fetched: string[] = [];
    page.on('request', (request) => fetched.push(new URL(request.url()).pathname));

    // No UserLanguage and nothing saved: English.
    await page.goto(pageUrl(baseUrl, world, '/entertainmentplugin'));
    await toolbarButton(page, 'Refresh').waitFor({ timeout: 30_000 });
    await dismissTutorial(page, 8_000);
    expect(await toolbarButton(page, 'Refresh').getAttribute('aria-label')).toBe(LOCALES.en.refresh);
    expect(fetched).toContain(localeFile('en'));
    // (ph carries English text and loads English's chunks.)
    for (const other of ['cn', 'vn', 'th', 'id']) {
      expect(fetched, other).not.toContain(localeFile(other));
      expect(fetched, other).not.toContain(moreFile(other));
    }

    // Every text the page shows from here on is checked against the key names (a key shown
    // untranslated is a key whose English and Thai texts both differ from it).
    const keys = (Object.keys(LOCALES.en) as Array<keyof typeof LOCALES.en>).filter((k) => LOCALES.en[k] !== k && LOCALES.th[k] !== k);
    await page.evaluate((keyList) => {
      const keySet = new Set<string>(keyList);
      const shown: string[] = [];
      (window as unknown as { keysShown: string[] }).keysShown = shown;
      const check = (node: Node) => {
        const text = node.textContent?.trim() ?? '';
        if (keySet.has(text)) shown.push(text);
        if (node instanceof Element) for (const attr of ['aria-label', 'title', 'placeholder']) {
          const value = node.getAttribute(attr);
          if (value && keySet.has(value)) shown.push(value);
        }
      };
      new MutationObserver((records) => {
        for (const r of records) {
          if (r.type === 'characterData') check(r.target);
          else if (r.type === 'attributes') check(r.target);
          for (const n of r.addedNodes) {
            check(n);
            if (n instanceof Element) n.querySelectorAll('*').forEach(check);
          }
        }
      }).observe(document.body, { subtree: true, childList: true, characterData: true, attributes: true, attributeFilter: ['aria-label', 'title', 'placeholder'] });
    }, keys);

    await page.getByTestId('settings-menu-button').first().click();
    await page.getByTestId('language-list-toggle').click();
    await page.getByTestId('language-option-th').click();
    await expect.poll(() => toolbarButton(page, 'Refresh').getAttribute('aria-label')).toBe(LOCALES.th.refresh);
    expect(fetched).toContain(localeFile('th'));
    expect(fetched).toContain(moreFile('th'));
    // Everything on the page now, and everything drawn during the switch, is text, not a key.
    const onPage = await page.evaluate((keyList) => {
      const keySet = new Set<string>(keyList);
      return [...document.body.querySelectorAll('*')]
        .filter((e) => e.children.length === 0 && keySet.has(e.textContent?.trim() ?? ''))
        .map((e) => e.textContent);
    }, keys);
    expect(onPage).toEqual([]);
    expect(await page.evaluate(() => (window as unknown as { keysShown: string[] }).keysShown)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
});
