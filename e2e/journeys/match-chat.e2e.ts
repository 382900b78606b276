/**
 * Match-aware chat (issue 22 item 3) in Chromium against a built server of its own (a known
 * owner for the back office): the operator gives the demo licensee site a short slow mode after
 * match events and posts a goal (POST /Operator/MatchEvent) — the member's room shows the goal
 * line and the slow mode, a second line inside the interval is held back with the slow-mode
 * message (and the server refuses it too), and once the site's duration is up the room is back
 * to normal (the end line, the notice gone, a line goes out). Then a moderator turns it off for
 * the room on the live rooms desk, and a goal no longer changes the room. Waits are for states;
 * screenshots at 1100 and 390 px and of the desk go to e2e/output/.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoApi, type DemoApi } from '../support/api';
import { launchBrowser, screenshot, trackErrors, type Browser, type Page } from '../support/browser';
import { startServer, type RunningServer } from '../support/server';
import { demoMatchId, openViewerChat, type ViewerChat } from '../support/viewer';

const OWNER = { email: 'owner@match-chat.example', password: 'owner-password-1' };
const SITE = 4283400;
/** Seconds between two lines in the event's slow mode (the site's own MessageFrequency is 3). */
const SLOW = 10;
/** How long the slow mode lasts after an event: short, so the journey sees the end. */
const DURATION = 14;

let server: RunningServer;
let api: DemoApi;
let matchId: number;
let viewer: ViewerChat;
let browser: Browser;
const stamp = Date.now().toString(36);

const goal = () => api.operator<{ Rooms: number }>('POST', '/Operator/MatchEvent', { MatchId: matchId, Event: 'goal', Team: 'home' });
const systemLines = (page: Page) => page.locator('[data-testid="chat-row"][data-type="19"]');
/** The seconds the Send button still counts down (0 when it is ready). */
const sendCountdown = async (page: Page) => {
  const text = (await page.getByTestId('chat-send').innerText()).trim();
  const m = /^(\d+)s$/.exec(text);
  return m ? Number(m[1]) : 0;
};

beforeAll(async () => {
  server = await startServer({ ADMIN_EMAIL: OWNER.email, ADMIN_PASSWORD: OWNER.password });
  api = demoApi(server.baseUrl);
  matchId = await demoMatchId(server.baseUrl);
  await api.operator('POST', '/Operator/MatchChatSettings', { SiteId: SITE, Enabled: true, Mode: 'slow-mode', SlowModeSeconds: SLOW, DurationSeconds: DURATION });
  viewer = await openViewerChat(server.baseUrl, 'member', matchId);
  browser = await launchBrowser();
});

afterAll(async () => {
  await viewer?.close().catch(() => undefined);
  await browser?.close().catch(() => undefined);
  await server?.stop();
});

describe('match-aware chat', () => {
  it('a goal switches the room into slow mode and back', async () => {
    const { page } = viewer;
    expect(await page.getByTestId('chat-slow-mode').count()).toBe(0);
    expect((await goal()).Rooms).toBeGreaterThan(0);

    // The goal line and the slow mode show.
    await systemLines(page).first().waitFor({ timeout: 10_000 });
    expect(await systemLines(page).first().innerText()).toMatch(new RegExp(`^Goal! — .+ · Slow mode for \\d+ s: one message every ${SLOW} s$`));
    const notice = page.getByTestId('chat-slow-mode');
    await notice.waitFor({ timeout: 5_000 });
    expect(await notice.getAttribute('data-seconds')).toBe(String(SLOW));

    // A first line goes out; the next one is held back for the slow mode's interval, not the site's 3 s.
    const first = `first after the goal ${stamp}`;
    let lastPush: { token: string; body: Record<string, unknown> } | null = null;
    page.on('request', (r) => {
      if (r.method() === 'POST' && new URL(r.url()).pathname === '/MessagePush') lastPush = { token: r.headers().token ?? '', body: r.postDataJSON() as Record<string, unknown> };
    });
    await viewer.send(first);
    await expect.poll(() => viewer.listText(), { timeout: 10_000 }).toContain(first);
    await page.getByTestId('chat-slow-mode-wait').waitFor({ timeout: 5_000 });
    // Wait (for the countdown, not a timer) until the site's own 3 s are over: still inside the slow mode.
    await expect.poll(() => sendCountdown(page), { timeout: 10_000 }).toBeLessThanOrEqual(SLOW - 4);
    expect(await sendCountdown(page)).toBeGreaterThan(0);
    await page.getByTestId('chat-input').fill(`second too soon ${stamp}`);
    expect(await page.getByTestId('chat-send').isDisabled()).toBe(true);
    await page.getByTestId('chat-input').press('Enter');
    // The attempt is refused with the slow-mode message, saying how long to wait.
    await expect.poll(() => viewer.alertKey(), { timeout: 5_000 }).toBe('slow-mode-wait');
    expect(await page.getByTestId('chat-alert').innerText()).toMatch(/Slow mode — wait \d+ s before your next message/);
    expect(await page.getByTestId('chat-slow-mode').innerText()).toMatch(new RegExp(`^Slow mode: one message every ${SLOW} s · next message in \\d+ s$`));
    // The server enforces it as well: the widget's own MessagePush replayed with this text is refused (429, MessageFrequency).
    const replayed = await fetch(`${server.baseUrl}/MessagePush`, {
      method: 'POST', headers: { 'Content-Type': 'application/json', Token: lastPush!.token, MatchId: String(matchId) },
      body: JSON.stringify({ ...lastPush!.body, Message: `second too soon ${stamp}` }),
    });
    const refused = await replayed.json() as { Code: number; Error: { Field: string }[] | null };
    expect(refused).toMatchObject({ Code: 429, Error: [{ Field: 'MessageFrequency' }] });
    await screenshot(page, 'match-chat-slow-mode');
    await page.setViewportSize({ width: 390, height: 780 });
    await notice.waitFor();
    await screenshot(page, 'match-chat-slow-mode-390');
    await page.setViewportSize({ width: 1100, height: 760 });
    expect(await viewer.listText()).not.toContain(`second too soon ${stamp}`);

    // After the site's duration the room is back to its previous mode: the end line, no notice, a line goes out.
    await expect.poll(() => systemLines(page).count(), { timeout: DURATION * 1000 + 15_000 }).toBe(2);
    expect(await systemLines(page).nth(1).innerText()).toBe('Slow mode is over — chat as usual');
    await notice.waitFor({ state: 'detached', timeout: 5_000 });
    await expect.poll(() => page.getByTestId('chat-send').isEnabled(), { timeout: 10_000 }).toBe(true);
    const after = `back to normal ${stamp}`;
    await viewer.send(after);
    await expect.poll(() => viewer.listText(), { timeout: 10_000 }).toContain(after);
    expect(await sendCountdown(page)).toBeLessThanOrEqual(3);
    await screenshot(page, 'match-chat-back-to-normal');
    expect(viewer.errors).toEqual([]);
  });

  it('the operator turns it off for the room on the desk, and a goal no longer changes the mode', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const desk = await context.newPage();
    const errors = trackErrors(desk);
    await desk.goto(`${server.baseUrl}/backoffice/`);
    await desk.getByLabel('Email').fill(OWNER.email);
    await desk.getByLabel('Password').fill(OWNER.password);
    await desk.getByRole('button', { name: 'Sign in' }).click();
    await desk.getByRole('button', { name: 'Sign out', exact: true }).waitFor();
    await desk.goto(`${server.baseUrl}/backoffice/rooms/1/${matchId}`);
    const panel = desk.getByTestId('match-chat');
    await panel.getByText('On for this room').waitFor();
    await panel.getByText(/Sideline Sportsbook: slow mode, one message every 10 s for 14 s after an event/).waitFor();
    await desk.getByRole('list', { name: 'Chat' }).getByText(/Match-aware chat: goal/).first().waitFor();
    await panel.getByRole('button', { name: 'Turn off for this room' }).click();
    await desk.getByText('Match-aware chat is off for this room').waitFor();
    await panel.getByText('Off for this room').waitFor();
    await screenshot(desk, 'match-chat-desk-off');

    const { page } = viewer;
    const linesBefore = await systemLines(page).count();
    expect((await goal()).Rooms).toBe(0);
    const line = `after the second goal ${stamp}`;
    await viewer.send(line);
    await expect.poll(() => viewer.listText(), { timeout: 10_000 }).toContain(line);
    // The site's own cool-down only, no slow mode, no new system line.
    expect(await sendCountdown(page)).toBeLessThanOrEqual(3);
    expect(await page.getByTestId('chat-slow-mode').count()).toBe(0);
    expect(await systemLines(page).count()).toBe(linesBefore);

    // Back on, a goal switches the room again (then off again, for the next journeys' sake nothing stays on).
    await panel.getByRole('button', { name: 'Turn on for this room' }).click();
    await panel.getByText('On for this room').waitFor();
    expect((await goal()).Rooms).toBeGreaterThan(0);
    await page.getByTestId('chat-slow-mode').waitFor({ timeout: 10_000 });
    await api.operator('POST', '/Operator/MatchChatSettings', { SiteId: SITE, Enabled: false, Mode: 'slow-mode', SlowModeSeconds: SLOW, DurationSeconds: DURATION });
    expect(errors).toEqual([]);
    expect(viewer.errors).toEqual([]);
    await context.close();
  });
});
