/**
 * Chat journeys (issue 4, widget side) against the built server: two members chatting in the
 * same match (list and bullet chat), the refusals (indecent word, muted member, cool-down),
 * the anonymous login prompt reaching the host page, history on entry, and an operator
 * closing the room for everyone. Screenshots in English and Thai go to e2e/output/.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sharedBaseUrl } from '../support/shared-server';
import { launchBrowser, screenshot, trackErrors, type Browser, type Page } from '../support/browser';
import { dismissTutorial } from '../support/tutorial';
import { chatReady, demoMatchId, watchChatReady } from '../support/viewer';

const baseUrl = sharedBaseUrl();
const OPERATOR_KEY = process.env.OPERATOR_KEY || 'sideline-demo-operator';

let browser: Browser;
let matchId: number;

async function post<T>(path: string, body: unknown, headers: Record<string, string> = {}): Promise<T> {
  const res = await fetch(`${baseUrl}${path}`, { method: 'POST', headers: { 'Content-Type': 'application/json', ...headers }, body: JSON.stringify(body) });
  const json = (await res.json()) as { Code: number; Result: T; Error: unknown };
  if (json.Code !== 200) throw new Error(`${path} answered ${JSON.stringify(json)}`);
  return json.Result;
}

async function tokenFor(userKey: string): Promise<string> {
  return (await post<{ Token: string }>('/Demo/Login', { UserKey: userKey, UserLanguage: 'en' })).Token;
}

function widgetUrl(data: Record<string, unknown>): string {
  const b64 = Buffer.from(JSON.stringify(data), 'utf8').toString('base64');
  return `${baseUrl}/licensee?data=${encodeURIComponent(b64)}`;
}

/** Opens the licensee page for a member in its own browser context and waits for the chat. */
async function openChat(userKey: string, lang = 'en', extra: Record<string, unknown> = {}): Promise<{ page: Page; errors: string[]; close: () => Promise<void> }> {
  // One browser per member: two pages playing live video in one headless browser share its
  // software compositor, and input to one of them then stalls for seconds.
  const own = await launchBrowser();
  const context = await own.newContext({ viewport: { width: 1100, height: 760 } });
  // The chat profile raises chatroomConnectionReady once the group is joined.
  await watchChatReady(context);
  const page = await context.newPage();
  const errors = trackErrors(page);
  const token = await tokenFor(userKey);
  await page.goto(widgetUrl({ Token: token, MatchId: matchId, UserLanguage: lang, ...extra }));
  await page.getByTestId('chat-room').waitFor({ timeout: 20_000 });
  await page.waitForFunction(() => {
    const input = document.querySelector('[data-testid="chat-input"]') as HTMLInputElement | null;
    return input !== null && !input.disabled;
  }, undefined, { timeout: 20_000 });
  await chatReady(page, 20_000);
  // A member's first visit opens the tutorial over the page (members without a CustomerId in
  // the data parameter get theirs from GetUserToken).
  await dismissTutorial(page, 2_000);
  return { page, errors, close: () => own.close() };
}

async function send(page: Page, text: string): Promise<void> {
  await page.getByTestId('chat-input').fill(text);
  await page.getByTestId('chat-send').click();
}

const listText = (page: Page) => page.getByTestId('chat-list').innerText();

beforeAll(async () => {
  browser = await launchBrowser();
  // A not-started match: chat is open before kick-off, and no live video competes with the
  // chat for the headless browser's software compositor (video pages are the streaming journey's).
  matchId = await demoMatchId(baseUrl);
});

afterAll(async () => {
  await browser?.close();
});

describe('chat journeys', () => {
  const stamp = Date.now().toString(36);

  it('two members see each other in the list and as bullet chat', async () => {
    const a = await openChat('member');
    const b = await openChat('vip5');
    await a.page.waitForTimeout(500);
    const fromA = `Hello from A ${stamp}`;
    await send(a.page, fromA);
    await expect.poll(() => listText(b.page), { timeout: 10_000 }).toContain(fromA);
    await expect.poll(() => listText(a.page), { timeout: 10_000 }).toContain(fromA);
    await expect.poll(() => b.page.locator('[data-testid="bullet"]').allInnerTexts(), { timeout: 5_000 }).toContainEqual(expect.stringContaining(fromA));
    const fromB = `Hi back from B ${stamp}`;
    await send(b.page, fromB);
    await expect.poll(() => listText(a.page), { timeout: 10_000 }).toContain(fromB);
    await expect.poll(() => a.page.locator('[data-testid="bullet"]').allInnerTexts(), { timeout: 5_000 }).toContainEqual(expect.stringContaining(fromB));
    await screenshot(a.page, 'chat-en');
    // Resting the mouse on B's line shows its time and actions; Mention puts "@name " into A's input.
    const lineOfB = a.page.locator('[data-testid="chat-row"]', { hasText: fromB }).first();
    const strip = lineOfB.getByTestId('chat-row-actions');
    // A line arriving meanwhile scrolls the list under a resting mouse (the strip closes as the
    // pointer leaves): rest on the line again until its strip shows.
    for (let tries = 0; ; tries += 1) {
      await lineOfB.hover();
      try {
        await strip.waitFor({ timeout: 2_000 });
        break;
      } catch (error) {
        if (tries >= 9) throw error;
      }
    }
    expect(await strip.locator('time').innerText()).toMatch(/^\d\d:\d\d$/);
    await strip.getByTestId('chat-row-mention').click();
    await expect.poll(() => a.page.getByTestId('chat-input').inputValue()).toMatch(/^@\S.* $/);
    await screenshot(a.page, 'chat-line-actions');
    expect(a.errors).toEqual([]);
    expect(b.errors).toEqual([]);
    await a.close();
    await b.close();
  });

  it("hides a blocked member's lines, and they stay hidden on the next visit, whose page carries the block list", async () => {
    // The muted member blocks: a block is kept, and no other journey watches the room as them.
    const a = await openChat('muted');
    const b = await openChat('vip5');
    const fromB = `Soon blocked ${stamp}`;
    await send(b.page, fromB);
    await expect.poll(() => listText(a.page), { timeout: 10_000 }).toContain(fromB);
    // A blocks B from the actions of B's line (resting on it shows them; a line arriving meanwhile
    // scrolls the list under the pointer, so rest again until they show).
    const lineOfB = a.page.locator('[data-testid="chat-row"]', { hasText: fromB }).first();
    for (let tries = 0; ; tries += 1) {
      await lineOfB.hover();
      try {
        await lineOfB.getByTestId('chat-row-block').click({ timeout: 2_000 });
        break;
      } catch (error) {
        if (tries >= 9) throw error;
      }
    }
    await a.page.getByTestId('block-open-confirm').click();
    await a.page.getByTestId('block-confirm').click();
    await expect.poll(() => listText(a.page), { timeout: 10_000 }).not.toContain(fromB);
    await b.close();
    // The next visit: the server answered the room's GetBlock in the page's HTML, and the room took it.
    const blockCalls: string[] = [];
    a.page.on('request', (r) => { if (/\/GetBlock\b/.test(r.url())) blockCalls.push(r.url()); });
    await a.page.reload();
    await a.page.getByTestId('chat-room').waitFor({ timeout: 20_000 });
    await expect.poll(() => listText(a.page), { timeout: 10_000 }).toContain(`Hello from A ${stamp}`);
    expect(await listText(a.page)).not.toContain(fromB);
    expect(blockCalls).toEqual([]);
    expect(a.errors).toEqual([]);
    await a.close();
  });

  it('loads the history on entry (Thai screenshot)', async () => {
    // A Thai interface in the English room of the match (the room is per match, language, anchor).
    const c = await openChat('vip5', 'th', { AnchorLanguage: 'en' });
    await expect.poll(() => listText(c.page), { timeout: 10_000 }).toContain(`Hello from A ${stamp}`);
    expect(await c.page.getByTestId('chat-input').getAttribute('placeholder')).not.toBe('Say something to the streamer…');
    await screenshot(c.page, 'chat-th');
    await c.close();
  });

  it('refuses a message with an indecent word', async () => {
    const a = await openChat('member');
    let pushes = 0;
    a.page.on('request', (r) => {
      if (r.url().endsWith('/MessagePush')) pushes++;
    });
    await send(a.page, 'what a scam this is');
    await expect.poll(() => a.page.getByTestId('chat-alert').getAttribute('data-key')).toBe('sensitive-words-prohibited');
    expect(await a.page.getByTestId('chat-input').inputValue()).toBe('');
    expect(pushes).toBe(0);
    await a.close();
  });

  it('tells a muted member customer-muted', async () => {
    const m = await openChat('muted');
    await send(m.page, `am I muted ${stamp}`);
    await expect.poll(() => m.page.getByTestId('chat-alert').getAttribute('data-key'), { timeout: 10_000 }).toBe('customer-muted');
    await m.close();
  });

  it('asks a new member for a nickname, then shows the cool-down on Send and sends nothing inside it', async () => {
    const n = await openChat('newbie');
    const pushes: string[] = [];
    n.page.on('request', (r) => {
      if (r.url().endsWith('/MessagePush')) pushes.push(r.postData() ?? '');
    });
    await send(n.page, `first ${stamp}`);
    await n.page.getByTestId('nickname-input').fill(`Newbie${stamp.slice(-4)}`);
    await n.page.getByTestId('nickname-input').press('Enter');
    await n.page.getByRole('dialog').waitFor({ state: 'detached' });
    await n.page.getByTestId('chat-send').click();
    await expect.poll(() => listText(n.page), { timeout: 10_000 }).toContain(`first ${stamp}`);
    // Inside the cool-down Send shows its countdown and is disabled; Enter in the input sends nothing either.
    await n.page.getByTestId('chat-input').fill(`second ${stamp}`);
    expect(await n.page.getByTestId('chat-send').isDisabled()).toBe(true);
    expect(await n.page.getByTestId('chat-send').getAttribute('aria-label')).toMatch(/^Wait \d+ s$/);
    await n.page.getByTestId('chat-input').press('Enter');
    await n.page.waitForTimeout(800);
    expect(pushes).toHaveLength(1);
    expect(await listText(n.page)).not.toContain(`second ${stamp}`);
    expect(await n.page.getByTestId('chat-input').inputValue()).toBe(`second ${stamp}`);
    await n.close();
  });

  it('gives an anonymous viewer the login prompt, and the host page receives WantToLogin', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await page.goto(`${baseUrl}/`);
    await page.getByTestId(`target-${matchId}`).click();
    const frame = page.frameLocator('[data-testid="widget-frame"]');
    await frame.getByTestId('chat-login').click();
    await page.locator('[data-testid="host-log-entry"][data-type="WantToLogin"]').first().waitFor({ timeout: 10_000 });
    await context.close();
  });

  it('closing the chatroom from the operator endpoint disables every input with chatroom-close', async () => {
    const a = await openChat('member');
    const b = await openChat('vip5');
    const refused = await fetch(`${baseUrl}/Operator/SetChatroomStatus`, {
      method: 'POST', headers: { 'Content-Type': 'application/json', 'Operator-Key': 'wrong' }, body: JSON.stringify({ MatchId: matchId, ProgramType: 1, IsOpen: false }),
    });
    expect((await refused.json() as { Code: number }).Code).not.toBe(200);
    await post('/Operator/SetChatroomStatus', { MatchId: matchId, ProgramType: 1, IsOpen: false }, { 'Operator-Key': OPERATOR_KEY });
    for (const p of [a.page, b.page]) {
      await expect.poll(() => p.getByTestId('chat-input').isDisabled(), { timeout: 10_000 }).toBe(true);
      expect(await p.getByTestId('chat-input').getAttribute('placeholder')).toBe('The chat room is closed');
    }
    await screenshot(a.page, 'chat-closed-en');
    await post('/Operator/SetChatroomStatus', { MatchId: matchId, ProgramType: 1, IsOpen: true }, { 'Operator-Key': OPERATOR_KEY });
    await a.close();
    await b.close();
  });
});
