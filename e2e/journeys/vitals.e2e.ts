/**
 * The widget reports its own web vitals to the host page (issue 20): the host's monitoring
 * cannot see inside the frame, so the widget posts a typed `WidgetVitals` message, which the
 * SDK delivers; the demo host site lists it in its host-message log.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sharedBaseUrl } from '../support/shared-server';
import { launchBrowser, trackErrors, type Browser } from '../support/browser';
import { sayAsMember, widgetFrame } from '../support/viewer';

const baseUrl = sharedBaseUrl();
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('widget vitals', () => {
  it('posts WidgetVitals to the host page once the first chat line shows', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    const errors = trackErrors(page);
    // The room may be empty: say a line, so there is a first chat line to time.
    await sayAsMember(page, baseUrl, `vitals ${Date.now()}`);

    const entry = page.locator('[data-testid="host-log-entry"][data-type="WidgetVitals"]').first();
    await entry.waitFor({ timeout: 30_000 });
    const payload = JSON.parse(await entry.locator('.log-payload').innerText()) as Record<string, unknown>;
    expect(payload.Route).toMatch(/^\/(licensee|streamingplugin|entertainmentplugin|broadcastplugin|creditplugin)$/i);
    expect(typeof payload.FirstChatLine).toBe('number');
    expect(payload.FirstChatLine as number).toBeGreaterThan(0);
    expect(typeof payload.CLS).toBe('number');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('asks what can wait (the tutorial, the entry record, the hub) only after the first chat lines are drawn, and the indecent words and block list not at all', async () => {
    // A room with a line in it, so the next visit has a first chat line to draw.
    const warm = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const warmPage = await warm.newPage();
    const warmFrame = await sayAsMember(warmPage, baseUrl, `before the next visit ${Date.now()}`);
    await warmFrame.locator('[data-testid="chat-row"]').first().waitFor({ timeout: 30_000 });
    const saved = await warmPage.evaluate(() => localStorage.getItem('sideline-demo-host:v1'));
    await warm.close();

    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    await context.addInitScript({ content: `localStorage.setItem('sideline-demo-host:v1', ${JSON.stringify(saved)});` });
    // In every frame: when the first chat row enters the document, on the frame's own clock.
    // In every frame: when the first chat row enters the document and when the first WebSocket
    // (the hub) is opened, on the frame's own clock.
    await context.addInitScript({ content: `
      new MutationObserver(() => { if (window.__firstRow == null && document.querySelector('[data-testid="chat-row"]')) window.__firstRow = performance.now(); }).observe(document, { subtree: true, childList: true });
      const Native = window.WebSocket;
      window.WebSocket = class extends Native { constructor(...args) { super(...args); if (window.__socketAt == null) window.__socketAt = performance.now(); } };` });
    const page = await context.newPage();
    const errors = trackErrors(page);
    await page.goto(`${baseUrl}/`);
    const frame = await widgetFrame(page);
    await frame.locator('[data-testid="chat-row"]').first().waitFor({ timeout: 30_000 });
    const wanted = /\/(GetNeedShowTutorial|SaveChatroomEntry)\b/;
    const read = () => frame.evaluate((source) => ({
      firstRow: (window as unknown as { __firstRow?: number }).__firstRow,
      socketAt: (window as unknown as { __socketAt?: number }).__socketAt,
      starts: performance.getEntriesByType('resource').filter((e) => new RegExp(source).test(e.name)).map((e) => ({ name: new URL(e.name).pathname, start: e.startTime })),
    }), wanted.source);
    await expect.poll(async () => { const r = await read(); return r.starts.length === 2 && r.socketAt !== undefined; }).toBe(true);
    const { firstRow, socketAt, starts } = await read();
    expect(typeof firstRow).toBe('number');
    for (const request of starts) expect(request.start, request.name).toBeGreaterThan(firstRow!);
    expect(socketAt, 'the hub').toBeGreaterThan(firstRow!);
    // The indecent words are asked for once per page, and the page's HTML carried that answer, as
    // it carried the room's block list: neither goes over the network (the room reads the
    // start-up's copy of the words, and takes the block list's early answer).
    expect(await frame.evaluate(() => performance.getEntriesByType('resource').filter((e) => /\/(GetIndecent|GetBlock)\b/.test(e.name)).map((e) => e.name))).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
});
