/**
 * The room's last lines drawn in the page's HTML (issue 20, first chat line ≤ 1.5 s): the
 * server draws them from the page's early answers, so a viewer reads the chat before the
 * widget's code has arrived; the widget's own list takes their place in one step.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sharedBaseUrl } from '../support/shared-server';
import { launchBrowser, screenshot, trackErrors, type Browser } from '../support/browser';
import { sayAsMember, widgetFrame } from '../support/viewer';

const baseUrl = sharedBaseUrl();
let browser: Browser;
/** The demo host's saved state after a member said a line: the next visit opens the same room. */
let saved: string;
let said: string;

beforeAll(async () => {
  browser = await launchBrowser();
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  said = `preview line ${Date.now()} <b>stays text</b>`;
  const frame = await sayAsMember(page, baseUrl, said);
  await frame.locator('[data-testid="chat-row"]', { hasText: said }).waitFor({ timeout: 30_000 });
  saved = (await page.evaluate(() => localStorage.getItem('sideline-demo-host:v1')))!;
  await context.close();
});
afterAll(async () => {
  await browser?.close();
});

async function nextVisit(width: number) {
  const context = await browser.newContext({ viewport: { width, height: 800 } });
  await context.addInitScript({ content: `localStorage.setItem('sideline-demo-host:v1', ${JSON.stringify(saved)});` });
  return context;
}

describe("the room's last lines in the page's HTML", () => {
  it("shows the room's lines before the widget's code runs, as text, hidden from screen readers", async () => {
    const context = await nextVisit(1280);
    // The widget's code never arrives (the demo host's own code, under /host/, does).
    await context.route(/\/\/[^/]+\/assets\/[^?]+\.js(\?|$)/, (route) => route.abort());
    const page = await context.newPage();
    await page.goto(`${baseUrl}/`);
    const frame = page.frameLocator('[data-testid="widget-frame"]');
    const line = frame.locator('[data-testid="chat-preview-row"]', { hasText: said });
    await line.waitFor({ timeout: 30_000 });
    expect(await line.innerText()).toContain(said);
    expect(await frame.locator('[data-testid="chat-preview-row"] b').count()).toBe(0);
    expect(await frame.locator('#sideline-chat-preview').getAttribute('aria-hidden')).toBe('true');
    // Styled inline with the page (no stylesheet request): the panel's rows are laid out, not bare text.
    expect(await line.evaluate((el) => getComputedStyle(el).borderRadius)).not.toBe('0px');
    expect(await frame.locator('[data-testid="chat-row"]').count()).toBe(0);
    await screenshot(page, 'chat-preview-before-code');
    await context.close();
  });

  it("replaces them with the widget's list in one step: never both, never neither", async () => {
    const context = await nextVisit(1280);
    // In every frame, after each change of the document: preview rows and list rows together, or
    // neither once the preview was there?
    await context.addInitScript({ content: `
      window.__preview = { seen: false, both: false, neither: false };
      new MutationObserver(() => {
        const preview = document.querySelectorAll('[data-testid="chat-preview-row"]').length;
        const rows = document.querySelectorAll('[data-testid="chat-row"]').length;
        if (preview > 0) window.__preview.seen = true;
        if (preview > 0 && rows > 0) window.__preview.both = true;
        if (window.__preview.seen && preview === 0 && rows === 0) window.__preview.neither = true;
      }).observe(document, { subtree: true, childList: true });` });
    const page = await context.newPage();
    const errors = trackErrors(page);
    await page.goto(`${baseUrl}/`);
    const frame = await widgetFrame(page);
    await frame.locator('[data-testid="chat-row"]', { hasText: said }).waitFor({ timeout: 30_000 });
    const watch = await frame.evaluate(() => (window as unknown as { __preview: { seen: boolean; both: boolean; neither: boolean } }).__preview);
    expect(watch).toEqual({ seen: true, both: false, neither: false });
    expect(await frame.locator('#sideline-chat-preview').count()).toBe(0);
    // The page works as before: the viewer can write at once.
    await frame.getByTestId('chat-input').waitFor();
    // The host page is told both moments (WidgetVitals): the preview painted, then the list.
    const entry = page.locator('[data-testid="host-log-entry"][data-type="WidgetVitals"]').first();
    await entry.waitFor({ timeout: 30_000 });
    const vitals = JSON.parse(await entry.locator('.log-payload').innerText()) as { FirstChatPreview: unknown; FirstChatLine: unknown };
    expect(typeof vitals.FirstChatPreview).toBe('number');
    expect(vitals.FirstChatPreview as number).toBeLessThan(vitals.FirstChatLine as number);
    expect(errors).toEqual([]);
    await context.close();
  });
});
