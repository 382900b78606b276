/**
 * bench/web-vitals — what a person on a phone feels of the widget on a host page (issue 20).
 *
 * The demo host site (/) in headless Chromium with the DevTools protocol's 4× CPU slowdown and a
 * mobile network profile, two ways in the same run: with the widget (a member logged in, a live
 * match picked, so the page mounts the widget frame as a licensee's would) and its peer, the same
 * host page whose widget frame answers an empty document. Each is loaded RUNS times in a fresh
 * context (cold cache). Measured in the page with the browser's own performance entries (no
 * product hook):
 *   - LCP of the host page, and its growth over the peer (goal ≤ 100 ms);
 *   - total blocking time (long tasks of every frame, each beyond 50 ms) until the first chat line
 *     (or the same moment in the peer);
 *   - CLS of the host page, and the widget's part of it (goal 0.00);
 *   - time from navigation to the first chat line in the widget (goal ≤ 1.5 s): the first the viewer
 *     can read, the server's preview of the room's last lines (drawn with the page's HTML, issue 20)
 *     or the widget's own list, each reported too (`CHAT_PREVIEW=off` runs without the preview);
 *   - INP (Event Timing: the longest interaction) of sending a chat message and of opening the
 *     gift drawer (goal ≤ 200 ms each).
 *
 *   npm run build && npm run bench:web-vitals -w @sideline/bench
 *   RUNS=3 npx tsx bench/web-vitals/run.ts
 */
import type { Browser, BrowserContext, Frame, Page } from 'playwright-core';
import { demoMatchId, launchBenchBrowser, startBuiltServer } from '../chat-render/server';
import { dismissTutorial } from '../../e2e/support/tutorial';
import { DEMO_HOST_COOKIE, demoHostCookieValue } from '@sideline/protocol';

const RUNS = Number(process.env.RUNS ?? 3);
const CPU_SLOWDOWN = 4;
/** A mid-range mobile connection (the "Fast 3G" preset of Chromium's DevTools). */
const NETWORK = { offline: false, latency: 562.5 / 3.75, downloadThroughput: (1.6 * 1024 * 1024) / 8 * 0.9, uploadThroughput: (750 * 1024) / 8 * 0.9 };
const WIDGET_PATHS = /\/(licensee|streamingplugin|entertainmentplugin|broadcastplugin|creditplugin|streamertopicpage)(\?|$)/i;

/**
 * Installed in every frame before its scripts: LCP, layout shifts, long tasks, interactions
 * (Event Timing) and the moment the first chat line is drawn, on the top page's clock. Kept as
 * source text: tsx would wrap a function's inner closures in a helper the page lacks.
 */
const PROBES = `
(() => {
  const v = { lcp: 0, cls: 0, longTasks: [], events: [], firstChatLine: null, previewInserted: null, fcp: null };
  window.__vitals = v;
  const top = () => { try { return window.top.performance.timeOrigin; } catch (e) { return performance.timeOrigin; } };
  const observe = (type, fn, extra) => { try { new PerformanceObserver((l) => l.getEntries().forEach(fn)).observe({ type, buffered: true, ...extra }); } catch (e) {} };
  observe('largest-contentful-paint', (e) => { v.lcp = e.startTime; });
  observe('paint', (e) => { if (e.name === 'first-contentful-paint') v.fcp = performance.timeOrigin - top() + e.startTime; });
  observe('layout-shift', (e) => { if (!e.hadRecentInput) v.cls += e.value; });
  observe('longtask', (e) => { v.longTasks.push({ start: performance.timeOrigin - top() + e.startTime, duration: e.duration }); });
  observe('event', (e) => { if (e.interactionId) v.events.push({ name: e.name, duration: e.duration, start: e.startTime }); }, { durationThreshold: 16 });
  const seen = () => {
    if (v.firstChatLine === null && document.querySelector('[data-testid="chat-row"]')) {
      v.firstChatLine = performance.timeOrigin - top() + performance.now();
    }
    if (v.previewInserted === null && document.querySelector('[data-testid="chat-preview-row"]')) {
      v.previewInserted = performance.timeOrigin - top() + performance.now();
    }
  };
  new MutationObserver(seen).observe(document, { subtree: true, childList: true });
})();
`;

interface Vitals {
  lcp: number; cls: number; longTasks: { start: number; duration: number }[]; events: { name: string; duration: number; start: number }[];
  firstChatLine: number | null;
  /** When the server's preview rows entered the document, and the frame's first contentful paint: drawn at the later. */
  previewInserted: number | null; fcp: number | null;
}
interface Step { what: string; start: number; end: number }
interface Run {
  lcp: number; cls: number; tbt: number;
  /** The first line the viewer can read: the preview's or the list's, whichever drew first. */
  firstLine: number | null; frameToFirst: number | null;
  /** The server's preview drawn (null: the page had none). */
  previewLine: number | null;
  /** The widget's own list. */
  firstChatLine: number | null; frameToLine: number | null; inpSend: number | null; inpGifts: number | null; waterfall: Step[] }

/**
 * The requests of a page or frame on the top page's clock (its document first): where the time
 * to the first chat line goes. Hub traffic after the negotiate is a WebSocket, so the first chat
 * line itself closes the list.
 */
const REQUESTS = `
(frameLabel) => {
  let shift = 0;
  try { shift = performance.timeOrigin - window.top.performance.timeOrigin; } catch (e) { shift = 0; }
  const short = (url) => new URL(url).pathname.replace(/^\\/assets\\//, '').replace(/-[\\w-]{8}\\.(js|css)$/, '.$1');
  const nav = performance.getEntriesByType('navigation')[0];
  const doc = nav ? [{ what: frameLabel + ' HTML ' + new URL(nav.name).pathname, start: shift + nav.startTime, end: shift + nav.responseEnd }] : [];
  const res = performance.getEntriesByType('resource')
    .filter((e) => !/\\.(png|jpe?g|svg|webp|woff2?|m3u8|ts|svga)$/.test(new URL(e.name).pathname))
    .map((e) => ({ what: frameLabel + ' ' + (e.initiatorType === 'fetch' || e.initiatorType === 'xmlhttprequest' ? 'API ' : '') + short(e.name), start: shift + e.startTime, end: shift + e.responseEnd }));
  return doc.concat(res);
}`;
const requestsOf = (target: Page | Frame, label: string): Promise<Step[]> => target.evaluate(`(${REQUESTS})(${JSON.stringify(label)})`);

const read = (target: Page | Frame) => target.evaluate(() => (window as unknown as { __vitals: Vitals }).__vitals);

async function throttled(context: BrowserContext): Promise<Page> {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', NETWORK);
  return page;
}

const blocking = (tasks: { start: number; duration: number }[], until: number) =>
  tasks.filter((t) => t.start < until).reduce((sum, t) => sum + Math.max(0, t.duration - 50), 0);

/** The longest interaction that started after `since` (frame clock). */
const inpAfter = (events: Vitals['events'], since: number) => {
  const after = events.filter((e) => e.start >= since);
  return after.length ? Math.max(...after.map((e) => e.duration)) : null;
};

/** Opens the widget unthrottled and says one line, so the room has a history to show on entry. */
async function warmUp(browser: Browser, baseUrl: string, matchId: number): Promise<void> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  await rememberMember(context, baseUrl, matchId);
  const page = await context.newPage();
  await page.goto(`${baseUrl}/`);
  const frame = page.frameLocator('[data-testid="widget-frame"]');
  await frame.getByTestId('chat-input').waitFor({ timeout: 60_000 });
  await dismissTutorial(frame, 5_000);
  await frame.getByTestId('chat-input').fill('Kick-off soon, who is watching?');
  await frame.getByTestId('chat-send').click();
  await frame.locator('[data-testid="chat-row"]').first().waitFor({ timeout: 60_000 });
  await context.close();
}

/**
 * A returning member, as the demo host remembers one: the member and the match in its
 * localStorage, the member and language in its cookie (so the server logs the member in while it
 * serves the page, DemoHostBoot).
 */
async function rememberMember(context: BrowserContext, baseUrl: string, matchId: number): Promise<void> {
  await context.addInitScript({
    content: `localStorage.setItem('sideline-demo-host:v1', ${JSON.stringify(JSON.stringify({ userKey: 'member', language: 'en', targetKey: `match:${matchId}` }))});`,
  });
  await context.addCookies([{ name: DEMO_HOST_COOKIE, value: demoHostCookieValue({ UserKey: 'member', UserLanguage: 'en' })!, url: baseUrl }]);
}

async function once(browser: Browser, baseUrl: string, matchId: number, withWidget: boolean): Promise<Run> {
  // A wide window: on a narrow one the demo host starts with the chat collapsed under the stream.
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  await context.addInitScript({ content: PROBES });
  // The demo host restores the member and the match from its saved state and mounts the widget.
  await rememberMember(context, baseUrl, matchId);
  if (!withWidget) {
    await context.route(WIDGET_PATHS, (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>peer</title>' }));
  }
  const page = await throttled(context);
  try {
    await page.goto(`${baseUrl}/`);
    const frameEl = page.locator('[data-testid="widget-frame"]');
    await frameEl.waitFor({ timeout: 120_000 });
    const frame = await (await frameEl.elementHandle())!.contentFrame();
    if (!frame) throw new Error('no widget frame');
    let firstChatLine: number | null = null;
    let frameToLine: number | null = null;
    let previewLine: number | null = null;
    let frameStart = 0;
    let inpSend: number | null = null;
    let inpGifts: number | null = null;
    if (withWidget) {
      await frame.locator('[data-testid="chat-row"]').first().waitFor({ timeout: 120_000 });
      const inFrame = await read(frame);
      firstChatLine = inFrame.firstChatLine;
      previewLine = inFrame.previewInserted === null ? null : Math.max(inFrame.previewInserted, inFrame.fcp ?? inFrame.previewInserted);
      // The widget's own part: from the frame's navigation (when the host page created it) to the line.
      frameStart = await frame.evaluate(() => {
        try { return performance.timeOrigin - window.top!.performance.timeOrigin; } catch { return 0; }
      });
      frameToLine = firstChatLine === null ? null : firstChatLine - frameStart;
      await dismissTutorial(frame, 3_000);
      const t0 = await frame.evaluate(() => performance.now());
      await frame.getByTestId('chat-input').fill(`web-vitals ${Date.now()}`);
      await frame.getByTestId('chat-send').click();
      await frame.locator('[data-testid="chat-row"]', { hasText: 'web-vitals' }).first().waitFor({ timeout: 60_000 });
      inpSend = inpAfter((await read(frame)).events, t0);
      const t1 = await frame.evaluate(() => performance.now());
      await frame.locator('.chat-bar__drawers button', { hasText: 'Gifts' }).click();
      await frame.getByTestId('gift-panel').waitFor({ timeout: 60_000 });
      inpGifts = inpAfter((await read(frame)).events, t1);
    } else {
      await page.waitForLoadState('load');
    }
    const top = await read(page);
    const inner = await read(frame).catch(() => null);
    const until = firstChatLine ?? (await page.evaluate(() => performance.now()));
    const waterfall = withWidget
      ? [...(await requestsOf(page, 'host')), ...(await requestsOf(frame, 'widget'))].filter((r) => r.start <= until).sort((a, b) => a.start - b.start)
      : [];
    // The main thread's long tasks beside the requests: the host page and a same-origin widget share it.
    if (withWidget) {
      for (const [label, tasks] of [['host', top.longTasks], ['widget', inner?.longTasks ?? []]] as const) {
        for (const t of tasks) if (t.start <= until) waterfall.push({ what: `${label} long task (${Math.round(t.duration)} ms)`, start: t.start, end: t.start + t.duration });
      }
    }
    if (previewLine !== null) waterfall.push({ what: "widget: the server's preview of the last lines drawn", start: previewLine, end: previewLine });
    if (firstChatLine !== null) waterfall.push({ what: 'widget first chat line drawn', start: firstChatLine, end: firstChatLine });
    waterfall.sort((a, b) => a.start - b.start);
    const firstLine = previewLine !== null && (firstChatLine === null || previewLine < firstChatLine) ? previewLine : firstChatLine;
    return {
      lcp: top.lcp,
      cls: top.cls,
      tbt: blocking([...top.longTasks, ...(inner?.longTasks ?? [])], until),
      firstLine, frameToFirst: firstLine === null ? null : firstLine - frameStart, previewLine,
      firstChatLine, frameToLine, inpSend, inpGifts, waterfall,
    };
  } finally {
    await context.close();
  }
}

/** The waterfall of the run whose first chat line is the median one: each request's start and end. */
function printWaterfall(runs: Run[]): void {
  const done = runs.filter((r) => r.firstChatLine !== null).sort((a, b) => a.firstChatLine! - b.firstChatLine!);
  const run = done[Math.floor(done.length / 2)];
  if (!run) return;
  console.log(`\nwhere the time to the first chat line goes (run of ${ms(run.firstChatLine)}; start → end on the host page's clock):`);
  for (const s of run.waterfall) console.log(`  ${String(Math.round(s.start)).padStart(6)} → ${String(Math.round(s.end)).padStart(6)} ms  ${s.what}`);
}

const median = (values: number[]) => {
  if (!values.length) return NaN;
  const s = [...values].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)];
};
const ms = (n: number | null) => (n === null || Number.isNaN(n) ? 'n/a' : `${Math.round(n)} ms`);

async function main(): Promise<void> {
  const server = await startBuiltServer();
  const browser = await launchBenchBrowser();
  try {
    const matchId = await demoMatchId(server.baseUrl);
    await warmUp(browser, server.baseUrl, matchId);
    const peer: Run[] = [];
    const widget: Run[] = [];
    for (let i = 0; i < RUNS; i++) {
      peer.push(await once(browser, server.baseUrl, matchId, false));
      widget.push(await once(browser, server.baseUrl, matchId, true));
    }
    const m = (runs: Run[], key: keyof Run) => median(runs.map((r) => r[key]).filter((v): v is number => typeof v === 'number'));
    const lcpGrowth = m(widget, 'lcp') - m(peer, 'lcp');
    const widgetCls = Math.max(0, m(widget, 'cls') - m(peer, 'cls'));
    const rows: [string, string, string, boolean | null][] = [
      ['host LCP', `${ms(m(widget, 'lcp'))} with the widget, ${ms(m(peer, 'lcp'))} peer: +${ms(lcpGrowth)}`, '≤ +100 ms', lcpGrowth <= 100],
      ['total blocking time', `${ms(m(widget, 'tbt'))} with the widget, ${ms(m(peer, 'tbt'))} peer`, '', true],
      ['CLS caused by the widget', `${widgetCls.toFixed(3)} (host ${m(widget, 'cls').toFixed(3)}, peer ${m(peer, 'cls').toFixed(3)})`, '0.00', widgetCls < 0.005],
      ['first chat line', ms(m(widget, 'firstLine')), '≤ 1500 ms after navigation', m(widget, 'firstLine') <= 1500],
      // Informational: the host page's own start (before it creates the frame) is not the widget's.
      ['  of it after the frame starts', ms(m(widget, 'frameToFirst')), '', null],
      ["  the server's preview drawn", widget.some((r) => r.previewLine !== null) ? ms(m(widget, 'previewLine')) : 'none (CHAT_PREVIEW=off)', '', null],
      ["  the widget's own list", `${ms(m(widget, 'firstChatLine'))} (${ms(m(widget, 'frameToLine'))} after the frame starts)`, '', null],
      ['INP sending a message', ms(m(widget, 'inpSend')), '≤ 200 ms', m(widget, 'inpSend') <= 200],
      ['INP opening the gift drawer', ms(m(widget, 'inpGifts')), '≤ 200 ms', m(widget, 'inpGifts') <= 200],
    ];
    console.log(`\nweb-vitals: demo host page with the widget vs the same page without it, ${RUNS} cold loads each (median), CPU ${CPU_SLOWDOWN}× slower, mobile network\n`);
    for (const [name, value, target, pass] of rows) console.log(`${pass === null ? 'INFO' : pass ? 'PASS' : 'MISS'}  ${name.padEnd(28)} ${value}${target ? `   goal ${target}` : ''}`);
    printWaterfall(widget);
  } finally {
    await browser.close();
    await server.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
