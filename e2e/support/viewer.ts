import type { Browser, BrowserContext, Frame, FrameLocator, Page } from 'playwright-core';
import { launchBrowser, trackErrors } from './browser';
import { demoApi } from './api';
import { dismissTutorial } from './tutorial';

/** A demo member's token (POST /Demo/Login). */
export async function demoToken(baseUrl: string, userKey: string, lang = 'en'): Promise<string> {
  const res = await fetch(`${baseUrl}/Demo/Login`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ UserKey: userKey, UserLanguage: lang }) });
  const json = (await res.json()) as { Code: number; Result: { Token: string } };
  if (json.Code !== 200) throw new Error(`Demo/Login answered ${JSON.stringify(json)}`);
  return json.Result.Token;
}

/** A match of the demo world whose chat is open before kick-off (no live video in the page). */
export function demoMatchId(baseUrl: string): Promise<number> {
  return demoApi(baseUrl).match('upcoming');
}

/** Flags the page once the widget says its chat connection is ready (`chatroomConnectionReady`). */
export async function watchChatReady(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    window.addEventListener('chatroomConnectionReady', () => {
      (window as unknown as { __chatReady?: boolean }).__chatReady = true;
    });
  });
}

/** Waits for the flag `watchChatReady` sets. */
export async function chatReady(page: Page, timeout = 20_000): Promise<void> {
  await page.waitForFunction(() => (window as unknown as { __chatReady?: boolean }).__chatReady === true, undefined, { timeout });
}

export interface ViewerChat {
  page: Page;
  errors: string[];
  send(text: string): Promise<void>;
  listText(): Promise<string>;
  alertKey(): Promise<string | null>;
  close(): Promise<void>;
}

/**
 * A demo member on /licensee in a browser of its own (two pages in one headless browser share
 * its compositor), once the chat group is joined and the input is enabled.
 */
export async function openViewerChat(baseUrl: string, userKey: string, matchId: number, viewport = { width: 1100, height: 760 }): Promise<ViewerChat> {
  const own: Browser = await launchBrowser();
  const context = await own.newContext({ viewport });
  await watchChatReady(context);
  const page = await context.newPage();
  const errors = trackErrors(page);
  const data = Buffer.from(JSON.stringify({ Token: await demoToken(baseUrl, userKey), MatchId: matchId, UserLanguage: 'en' }), 'utf8').toString('base64');
  await page.goto(`${baseUrl}/licensee?data=${encodeURIComponent(data)}`);
  await page.getByTestId('chat-room').waitFor({ timeout: 20_000 });
  await page.waitForFunction(() => {
    const input = document.querySelector('[data-testid="chat-input"]') as HTMLInputElement | null;
    return input !== null && !input.disabled;
  }, undefined, { timeout: 20_000 });
  await chatReady(page, 20_000);
  await dismissTutorial(page, 2_000);
  return {
    page,
    errors,
    async send(text) {
      await page.getByTestId('chat-input').fill(text);
      await page.getByTestId('chat-send').click();
    },
    listText: () => page.getByTestId('chat-list').innerText(),
    alertKey: async () => ((await page.getByTestId('chat-alert').count()) ? page.getByTestId('chat-alert').getAttribute('data-key') : null),
    close: () => own.close(),
  };
}

/** Opens the demo host, logs the member in and says `text` in the widget; returns the widget frame. */
export async function sayAsMember(page: Page, baseUrl: string, text: string): Promise<FrameLocator> {
  await page.goto(`${baseUrl}/`);
  await page.getByTestId('user-picker').selectOption('member');
  await page.getByTestId('login').click();
  const frame = page.frameLocator('[data-testid="widget-frame"]');
  await frame.getByTestId('chat-input').waitFor({ timeout: 30_000 });
  await dismissTutorial(frame, 5_000);
  await frame.getByTestId('chat-input').fill(text);
  await frame.getByTestId('chat-send').click();
  return frame;
}

/** The demo host's widget frame once the host has mounted it (a Frame: its own clock and window). */
export async function widgetFrame(page: Page): Promise<Frame> {
  const element = page.locator('[data-testid="widget-frame"]');
  await element.waitFor({ timeout: 30_000 });
  const frame = await (await element.elementHandle())?.contentFrame();
  if (!frame) throw new Error('the widget frame has no document');
  return frame;
}
