/**
 * Layout (issue 10): every route of the route table (parsed from routes.tsx), and the
 * entertainment page in both layouts (LayoutType Vertical 0, Horizontal 1), at 320, 390, 768,
 * 1024 and 1440 px wide. Each page loads once at 390 px and is then resized through the other
 * widths (the widget follows resizes with its 200 ms debounce, so each check polls until the
 * page has settled). At every width: document scrollWidth <= viewport width, no visible element
 * (clipped by its scrolling/clipping ancestors) reaches past the viewport, and the video stage
 * and the chat panel do not overlap. The panel sizes of spec section 9 are checked on the
 * licensee page: chat panel 282 px wide beside the video at 768 px and wider, gift panel 200 px
 * and wheel panel 300 px high.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sharedBaseUrl } from '../support/shared-server';
import { launchBrowser, screenshot, type Browser, type BrowserContext, type Page } from '../support/browser';
import { measureOverflow, measureOverlaps, settle } from '../support/layout';
import { demoWorld, pagePaths, pageUrl, type DemoWorld } from '../support/routes';
import { dismissTutorial } from '../support/tutorial';
import { LOCALES } from '@sideline/web/locales';

const baseUrl = sharedBaseUrl();
const WIDTHS = [390, 320, 768, 1024, 1440];
const HEIGHT = 800;
const OVERLAP_PAIRS: [string, string][] = [
  ['.video-stage', '.chatroom-side'],
  ['.ent-stage', '.chatroom-side'],
  ['.widget__toolbar', '.widget__main'],
];

let browser: Browser;
let context: BrowserContext;
let world: DemoWorld;

/** The pages and variants to check: each route, plus the entertainment page in both layouts. */
function targets(): { name: string; url: string }[] {
  const paths = pagePaths({ id: '5', userLanguage: 'en' });
  const out = paths.map((p) => ({ name: p, url: pageUrl(baseUrl, world, p, { UserLanguage: 'en' }) }));
  for (const layout of [0, 1]) {
    out.push({ name: `/entertainmentplugin (LayoutType ${layout})`, url: pageUrl(baseUrl, world, '/entertainmentplugin', { UserLanguage: 'en', LayoutType: layout }) });
  }
  return out;
}

/** Polls the measurements until the page fits (the resize debounce settles), else returns the last failure. */
async function checkFits(page: Page, label: string): Promise<string[]> {
  const deadline = Date.now() + 4_000;
  for (;;) {
    const r = await measureOverflow(page);
    const overlaps = await measureOverlaps(page, OVERLAP_PAIRS);
    const problems = [
      ...(r.scrollWidth > r.viewport ? [`scrollWidth ${r.scrollWidth} > viewport ${r.viewport}`] : []),
      ...r.offenders.map((o) => `beyond the viewport: ${o}`),
      ...overlaps,
    ];
    if (problems.length === 0) return [];
    if (Date.now() > deadline) return problems.map((p) => `${label}: ${p}`);
    await page.evaluate(() => new Promise((res) => requestAnimationFrame(() => requestAnimationFrame(res))));
  }
}

beforeAll(async () => {
  browser = await launchBrowser();
  world = await demoWorld(baseUrl);
  context = await browser.newContext({ viewport: { width: WIDTHS[0]!, height: HEIGHT } });
  // The video itself is not what is measured: no playlist keeps the shared CPU free.
  await context.route('**/*.m3u8*', (route) => route.abort());
});

afterAll(async () => {
  await context?.close();
  await browser?.close();
});

describe('layout at 320, 390, 768, 1024 and 1440 px', () => {
  it('the measurement finds an element past the edge and ignores one its scroller clips', async () => {
    const page = await context.newPage();
    await page.goto(`${baseUrl}/TimerTest`);
    await settle(page);
    expect((await measureOverflow(page)).offenders).toEqual([]);
    await page.evaluate(() => {
      const clipped = document.createElement('div');
      clipped.style.overflowX = 'auto';
      clipped.innerHTML = '<p style="width: 3000px">scrolls inside</p>';
      document.body.append(clipped);
    });
    expect((await measureOverflow(page)).offenders).toEqual([]);
    await page.evaluate(() => {
      const wide = document.createElement('p');
      wide.className = 'too-wide';
      wide.style.width = '3000px';
      wide.textContent = 'sticks out';
      document.body.append(wide);
    });
    const r = await measureOverflow(page);
    expect(r.scrollWidth).toBeGreaterThan(r.viewport);
    expect(r.offenders.join()).toContain('p.too-wide');
    await page.close();
  });

  it('nothing on any route reaches past the viewport or overlaps the chat panel', async () => {
    const page = await context.newPage();
    const failures: string[] = [];
    const list = targets();
    expect(list.map((t) => t.name)).toEqual(expect.arrayContaining(['/licensee', '/entertainmentplugin', '/TimerTest', '/promotion/5/en']));
    for (const target of list) {
      await page.setViewportSize({ width: WIDTHS[0]!, height: HEIGHT });
      await page.goto(target.url);
      await settle(page);
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: HEIGHT });
        const problems = await checkFits(page, `${target.name} @ ${width}px`);
        if (problems.length > 0) {
          failures.push(...problems);
          await screenshot(page, `layout-fail-${target.name.replace(/[^\w]+/g, '_')}-${width}`);
        }
      }
    }
    await page.close();
    expect(failures).toEqual([]);
  });

  it('the licensee page: chat panel 282 px beside the video on desktop, full width on mobile; gift panel 200 px; wheel panel 300 px', async () => {
    const page = await context.newPage();
    await page.setViewportSize({ width: 1024, height: HEIGHT });
    await page.goto(pageUrl(baseUrl, world, '/licensee', { UserLanguage: 'en' }));
    await page.getByTestId('chat-room').waitFor({ timeout: 30_000 });
    // The member's first-visit tutorial covers the page until it is stepped through (it only
    // counts as seen once finished), so the drawers could not be clicked under it.
    await dismissTutorial(page, 5_000);
    const box = (sel: string) => page.locator(sel).first().evaluate((e) => {
      const r = e.getBoundingClientRect();
      return { left: r.left, right: r.right, top: r.top, width: r.width, height: r.height };
    });
    const side = await box('.chatroom-side');
    const stage = await box('.video-stage');
    expect(side.width).toBeCloseTo(282, 0);
    expect(stage.right).toBeLessThanOrEqual(side.left);

    const drawers = page.locator('.chat-bar__drawers button');
    await drawers.filter({ hasText: LOCALES.en.gifts }).click();
    await page.getByTestId('gift-panel').waitFor();
    expect((await box('[data-testid="gift-panel"]')).height).toBeCloseTo(200, 0);
    await screenshot(page, 'layout-licensee-1024-gifts');

    // The seeded site has the wheel on (EnabledWheel).
    await drawers.filter({ hasText: LOCALES.en.wheel }).click();
    await page.locator('.wheel').waitFor();
    expect((await box('.wheel')).height).toBeCloseTo(300, 0);

    await page.setViewportSize({ width: 390, height: HEIGHT });
    await expect.poll(async () => (await box('.chatroom-side')).width, { timeout: 5_000 }).toBeGreaterThan(300);
    expect(await checkFits(page, '/licensee @ 390px with a drawer open')).toEqual([]);
    await screenshot(page, 'layout-licensee-390-drawer');
    await page.close();
  });
});
