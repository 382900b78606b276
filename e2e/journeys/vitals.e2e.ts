/**
 * The widget reports its own web vitals to the host page (issue 20): the host's monitoring
 * cannot see inside the frame, so the widget posts a typed `WidgetVitals` message, which the
 * SDK delivers; the demo host site lists it in its host-message log.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sharedBaseUrl } from '../support/shared-server';
import { launchBrowser, trackErrors, type Browser } from '../support/browser';
import { dismissTutorial } from '../support/tutorial';

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
    await page.goto(`${baseUrl}/`);
    await page.getByTestId('user-picker').selectOption('member');
    await page.getByTestId('login').click();
    const frame = page.frameLocator('[data-testid="widget-frame"]');
    await frame.getByTestId('chat-input').waitFor({ timeout: 30_000 });
    await dismissTutorial(frame, 5_000);
    // The room may be empty: say a line, so there is a first chat line to time.
    await frame.getByTestId('chat-input').fill(`vitals ${Date.now()}`);
    await frame.getByTestId('chat-send').click();

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
});
