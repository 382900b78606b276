/**
 * Back office journey (issue 18) in Chromium against the built server, started here with a
 * known owner (ADMIN_EMAIL / ADMIN_PASSWORD): the owner signs in and creates a moderator and a
 * trader; the moderator deletes a viewer's line while the viewer (a second browser on
 * /licensee) watches it go, mutes that viewer for 1 hour (their next send: customer-muted),
 * unmutes, adds a mask word the viewer's next message is refused for; a trader opens a
 * fast-market round the viewer bets on and settles it (the viewer's result pops up); the audit
 * log lists it all. Screenshots at 1280 and 390 px go to e2e/output/.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, screenshot, type Browser, type Page } from '../support/browser';
import { startServer, type RunningServer } from '../support/server';
import { OWNER, ownerEnv, signIn, staffPages } from '../support/backoffice';
import { demoMatchId, openViewerChat, type ViewerChat } from '../support/viewer';
import { DEMO_SITE_ID, demoApi } from '../support/api';

const MODERATOR = { email: 'mod@e2e.example', name: 'Mia Moderator', password: 'moderator-pass-1' };
const TRADER = { email: 'trader@e2e.example', name: 'Tom Trader', password: 'trader-password-1' };

const VIEWER_NICK = 'LuckyFan';
const stamp = Date.now().toString(36);

let server: RunningServer;
let matchId: number;
let viewer: ViewerChat | undefined;
let browser: Browser;
let baseUrl: string;
const staff = staffPages(() => browser);

async function addStaff(page: Page, who: { email: string; name: string; password: string }, role: string): Promise<void> {
  await page.getByRole('button', { name: 'Add user' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Email').fill(who.email);
  await dialog.getByLabel('Name').fill(who.name);
  await dialog.getByLabel('Role').selectOption(role);
  await dialog.getByLabel('Password').fill(who.password);
  await dialog.getByRole('button', { name: 'Add user' }).click();
  await dialog.waitFor({ state: 'detached' });
  await page.getByRole('cell', { name: who.email, exact: true }).waitFor();
}

beforeAll(async () => {
  server = await startServer(ownerEnv());
  baseUrl = server.baseUrl;
  browser = await launchBrowser();
  matchId = await demoMatchId(baseUrl);
});

afterAll(async () => {
  await viewer?.close().catch(() => undefined);
  await staff.closeAll();
  await browser?.close();
  await server?.stop();
});

describe('back office', () => {
  it('the widget admin notice links to the back office, whose sign-in refuses a wrong password', async () => {
    const { page, errors } = await staff.open(390, 780);
    await page.goto(`${baseUrl}/login`);
    const link = page.getByRole('link', { name: /new admin login/i }).first();
    expect(await link.getAttribute('href')).toBe(`${baseUrl}/backoffice/`);
    await link.click();
    await page.getByRole('heading', { name: 'Back office sign-in' }).waitFor();
    await page.getByLabel('Email').fill(OWNER.email);
    await page.getByLabel('Password').fill('not-the-password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByText('Wrong email or password.').waitFor();
    await screenshot(page, 'backoffice-login-390');
    expect(errors).toEqual([]);
  });

  it('the owner signs in and creates a moderator and a trader', async () => {
    const { page, errors } = await staff.open();
    await signIn(page, baseUrl, OWNER);
    await page.getByRole('link', { name: 'Accounts and permissions' }).click();
    await page.getByRole('heading', { name: 'Accounts and permissions' }).waitFor();
    await addStaff(page, MODERATOR, 'moderator');
    await addStaff(page, TRADER, 'trader');
    await screenshot(page, 'backoffice-staff-1280');
    expect(errors).toEqual([]);
  });

  it('a moderator sees no account management; the audit log lists the sign-ins and the new accounts', async () => {
    const { page } = await staff.open();
    await signIn(page, baseUrl, MODERATOR);
    const nav = page.getByRole('navigation', { name: 'Back office' });
    expect(await nav.getByRole('link', { name: 'Accounts and permissions' }).count()).toBe(0);
    await nav.getByRole('link', { name: 'Audit log' }).click();
    await page.getByRole('heading', { name: 'Audit log' }).waitFor();
    const table = page.getByRole('table', { name: 'Audit log' });
    await table.getByRole('cell', { name: 'AddStaff' }).first().waitFor();
    expect(await table.getByRole('cell', { name: 'AddStaff' }).count()).toBe(2);
    await screenshot(page, 'backoffice-audit-1280');
    // The CSV export carries the same rows.
    const csv = await page.evaluate(async () => (await fetch('/backoffice/api/audit/export.csv?Action=AddStaff')).text());
    expect(csv).toContain(MODERATOR.email.split('@')[0]);
  });

  it('at 390 px the navigation folds behind the menu button', async () => {
    const { page } = await staff.open(390, 780);
    await signIn(page, baseUrl, OWNER);
    const menu = page.getByRole('button', { name: 'Menu' });
    expect(await page.getByRole('link', { name: 'Audit log' }).isVisible()).toBe(false);
    await menu.click();
    await page.getByRole('link', { name: 'Audit log' }).click();
    await page.getByRole('heading', { name: 'Audit log' }).waitFor();
    await screenshot(page, 'backoffice-audit-390');
  });

  describe('live moderation', () => {
    let mod: Page;
    const line = `line to delete ${stamp}`;

    beforeAll(async () => {
      viewer = await openViewerChat(baseUrl, 'member', matchId);
      ({ page: mod } = await staff.open());
      await signIn(mod, baseUrl, MODERATOR);
    });

    it("the desk lists the viewer's room; the moderator deletes the viewer's line and the viewer watches it go", async () => {
      await viewer!.send(line);
      await expect.poll(() => viewer!.listText(), { timeout: 10_000 }).toContain(line);
      await mod.getByRole('link', { name: 'Live chat rooms' }).click();
      const rooms = mod.getByRole('table', { name: 'Live chat rooms' });
      await rooms.getByRole('cell', { name: String(matchId), exact: true }).waitFor();
      await screenshot(mod, 'backoffice-rooms-1280');
      await rooms.getByRole('row').filter({ has: mod.getByRole('cell', { name: String(matchId), exact: true }) }).getByRole('link').click();
      const chat = mod.getByRole('list', { name: 'Chat' });
      await chat.getByText(line).waitFor();
      await mod.getByRole('button', { name: `Delete the message of ${VIEWER_NICK}: ${line}` }).click();
      await expect.poll(() => viewer!.listText(), { timeout: 5_000 }).not.toContain(line);
      await mod.getByText(`Message of ${VIEWER_NICK} deleted.`).waitFor();
      await screenshot(mod, 'backoffice-room-1280');
      await mod.setViewportSize({ width: 390, height: 780 });
      await screenshot(mod, 'backoffice-room-390');
      await mod.setViewportSize({ width: 1280, height: 800 });
      await screenshot(viewer!.page, 'backoffice-viewer-after-delete');
    });

    it("mutes the viewer for 1 hour with a reason: the viewer's next send gets customer-muted; unmuted, they send again", async () => {
      await mod.getByRole('button', { name: `Mute ${VIEWER_NICK}` }).first().click();
      const dialog = mod.getByRole('dialog', { name: `Mute ${VIEWER_NICK}` });
      await dialog.getByRole('button', { name: 'Mute' }).click();
      await dialog.getByText('Required', { exact: true }).waitFor();
      await dialog.getByLabel('Reason').fill('Spam links in chat');
      await dialog.getByRole('radio', { name: 'Hours' }).check();
      await dialog.getByRole('spinbutton', { name: /Hours/ }).fill('1');
      await screenshot(mod, 'backoffice-mute-1280');
      await dialog.getByRole('button', { name: 'Mute' }).click();
      await mod.getByText(`${VIEWER_NICK} is muted.`).waitFor();
      // Send waits out the chat cool-down (MessageFrequency); the answer's alert shows for 3 s, so each
      // try waits for it right after its own send instead of reading once (a busy machine missed it).
      const muted = viewer!.page.locator('[data-testid="chat-alert"][data-key="customer-muted"]');
      await expect.poll(async () => {
        if (await muted.count()) return 'customer-muted';
        await viewer!.send(`am I muted ${stamp}`);
        return muted.waitFor({ timeout: 5_000 }).then(() => 'customer-muted', () => viewer!.alertKey());
      }, { timeout: 30_000, interval: 500 }).toBe('customer-muted');

      await mod.getByRole('button', { name: `Unmute ${VIEWER_NICK}` }).first().click();
      const unmute = mod.getByRole('dialog', { name: `Unmute ${VIEWER_NICK}` });
      await unmute.getByLabel('Unmute reason').fill('Appeal accepted');
      await unmute.getByRole('button', { name: 'Unmute' }).click();
      await mod.getByText(`${VIEWER_NICK} is unmuted.`).waitFor();
      const back = `back again ${stamp}`;
      await expect.poll(async () => {
        if (!(await viewer!.listText()).includes(back)) await viewer!.send(back);
        return viewer!.listText();
      }, { timeout: 15_000, interval: 1_000 }).toContain(back);
      // The desk shows the room's chat as it happens (staff hub DeskLine).
      await mod.getByRole('list', { name: 'Chat' }).getByText(back).first().waitFor();
      // The room log shows every moderation action taken here.
      const log = mod.getByRole('table', { name: 'Room log' });
      await log.getByRole('cell', { name: 'Message deleted', exact: true }).waitFor();
    });

    it("adds a mask word (a duplicate is refused at the field) and the viewer's message containing it is refused", async () => {
      const word = `zorbix${stamp}`;
      await mod.getByRole('link', { name: 'Mask words' }).click();
      const form = mod.getByRole('form', { name: 'Add word' });
      await form.getByRole('textbox', { name: /^Word/ }).fill(word);
      await form.getByRole('button', { name: 'Add word' }).click();
      await mod.getByRole('table', { name: 'Mask words' }).getByRole('cell', { name: word, exact: true }).waitFor();
      await form.getByRole('textbox', { name: /^Word/ }).fill(word);
      await form.getByRole('button', { name: 'Add word' }).click();
      await form.getByText('Masking word already exists').waitFor();
      await screenshot(mod, 'backoffice-mask-words-1280');
      await expect.poll(async () => {
        await viewer!.send(`you all ${word} now`);
        return viewer!.alertKey();
      }, { timeout: 15_000, interval: 1_000 }).toBe('sensitive-words-prohibited');
      expect(await viewer!.listText()).not.toContain(`you all ${word} now`);
      expect(viewer!.errors).toEqual([]);
    });

    it('the audit log lists the moderation', async () => {
      // The refused duplicate left the word form unsaved: leaving asks first (declined, then accepted).
      const asked: string[] = [];
      mod.once('dialog', (d) => { asked.push(d.message()); void d.dismiss(); });
      await mod.getByRole('link', { name: 'Audit log' }).click();
      await expect.poll(() => asked).toEqual(['You have unsaved changes. Leave this page and lose them?']);
      expect(await mod.getByRole('heading', { name: 'Mask words' }).count()).toBe(1);
      mod.once('dialog', (d) => void d.accept());
      await mod.getByRole('link', { name: 'Audit log' }).click();
      const table = mod.getByRole('table', { name: 'Audit log' });
      for (const action of ['DeleteChatMessage', 'MutePlayer', 'UnmutePlayer', 'AddMaskWord']) {
        await table.getByRole('cell', { name: action, exact: true }).first().waitFor();
      }
      await mod.getByLabel('Action').fill('MutePlayer');
      await mod.getByRole('button', { name: 'Apply' }).click();
      await expect.poll(() => table.getByRole('row').count()).toBe(2);
      await table.getByRole('cell', { name: 'Spam links in chat' }).waitFor();
      await screenshot(mod, 'backoffice-audit-moderation-1280');
    });
  });

  it('a trader opens a fast-market round for the match, the viewer bets on it, the trader settles it; the audit log lists both', async () => {
    const { page, errors } = await staff.open();
    await signIn(page, baseUrl, TRADER);
    const nav = page.getByRole('navigation', { name: 'Back office' });
    expect(await nav.getByRole('link', { name: 'Audit log' }).count()).toBe(0);
    await nav.getByRole('link', { name: 'Trading desk' }).click();
    await page.getByRole('tab', { name: 'Fast market' }).waitFor();
    await page.getByLabel(/Match ID/).fill(String(matchId));
    await page.getByRole('button', { name: 'Open round' }).click();
    await page.getByText(new RegExp(`Match ${matchId}: round \\d+ is open\\.`)).waitFor();
    const period = /round (\d+) is open/.exec(await page.getByRole('status').innerText())![1];
    // The viewer (still on /licensee) bets on the round: its modal opens by itself when the round's
    // first market arrives; the stake goes through the keypad like any quick bet.
    const v = viewer!.page;
    const fast = v.locator('[data-testid="fast-market"][data-status="open"]');
    await fast.locator('[data-testid="fast-market-option"]').first().waitFor({ timeout: 15_000 }).catch(async () => {
      await v.getByTestId('fast-market-entry').click();
    });
    const option = fast.locator('[data-testid="fast-market-option"]').first();
    await option.waitFor({ timeout: 15_000 });
    await option.click();
    await v.locator('[data-testid="quick-bet"][data-phase="ready"]').waitFor({ timeout: 15_000 });
    for (const d of '20') await v.getByTestId('quick-bet-sheet').locator(`[data-key="${d}"]`).click();
    await v.getByTestId('quick-bet-place').click();
    await v.getByTestId('quick-bet-success').waitFor({ timeout: 15_000 });
    await screenshot(v, 'backoffice-viewer-fast-market-bet');
    await v.getByTestId('quick-bet-sheet-close').click();
    const settle = page.getByRole('button', { name: `Settle round ${period} of match ${matchId}` });
    await settle.click();
    const dialog = page.getByRole('dialog', { name: `Settle round ${period} of match ${matchId}` });
    await dialog.getByLabel('Goal', { exact: true }).selectOption('2');
    await dialog.getByLabel('Corner', { exact: true }).selectOption('-4');
    await screenshot(page, 'backoffice-settle-1280');
    await dialog.getByRole('button', { name: 'Settle' }).click();
    await page.getByText(`Match ${matchId}, round ${period}: Settled.`).waitFor();
    // The viewer's bet settles: their result pops up (profit share or wish coin) for this round.
    const popup = v.locator(`[data-testid="settlement-profit-share"][data-period="${period}"], [data-testid="settlement-wish-coin"][data-period="${period}"]`).first();
    await popup.waitFor({ timeout: 15_000 });
    await screenshot(v, 'backoffice-viewer-settlement');
    await screenshot(page, 'backoffice-fast-market-1280');
    expect(errors).toEqual([]);

    const owner = (await staff.open()).page;
    await signIn(owner, baseUrl, OWNER);
    await owner.getByRole('link', { name: 'Audit log' }).click();
    const table = owner.getByRole('table', { name: 'Audit log' });
    for (const action of ['OpenFastMarketRound', 'SetFastMarketRoundState', 'DeleteChatMessage', 'MutePlayer', 'UnmutePlayer', 'AddMaskWord', 'AddStaff']) {
      await table.getByRole('cell', { name: action, exact: true }).first().waitFor();
    }
    await screenshot(owner, 'backoffice-audit-all-1280');
  });

  it('the owner adds a referral code; a code with a space and a duplicate in other case are refused at the field, nothing stored', async () => {
    const { page, errors } = await staff.open();
    await signIn(page, baseUrl, OWNER);
    await page.getByRole('link', { name: 'Referral codes' }).click();
    const form = page.getByRole('form', { name: 'Add code' });
    const expires = new Date(Date.now() + 30 * 86_400_000 - new Date().getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
    const add = async (code: string) => {
      await form.getByLabel('Code', { exact: false }).first().fill(code);
      await form.getByLabel(/One-time bonus points/).fill('100');
      await form.getByLabel(/Daily bonus points/).fill('5');
      await form.getByLabel(/Expires/).fill(expires);
      await form.getByRole('button', { name: 'Add code' }).click();
    };
    const code = `Fan${stamp}`;
    await add(code);
    const table = page.getByRole('table', { name: 'Referral codes' });
    await table.getByRole('cell', { name: code, exact: true }).waitFor();
    await add(`Fan ${stamp}`);
    await form.getByText('A referral code allows English letters and numbers only').waitFor();
    await add(code.toUpperCase());
    await form.getByText('Referral code already exists').waitFor();
    await screenshot(page, 'backoffice-referral-codes-1280');
    expect(await table.getByRole('cell', { name: new RegExp(`^fan ?${stamp}$`, 'i') }).count()).toBe(1);
    expect(errors.filter((e) => !e.includes('409'))).toEqual([]);
  });

  it('the owner sets the demo site to the AGCO profile and match-aware slow mode; the widget reads the profile, a reload shows both', async () => {
    const { page, errors } = await staff.open();
    await signIn(page, baseUrl, OWNER);
    await page.getByRole('link', { name: 'Sites and groups' }).click();
    const openDemoSite = () => page.getByRole('navigation', { name: 'Site groups' }).getByRole('button', { name: new RegExp(`\\(#${DEMO_SITE_ID}\\)`) }).click();
    await openDemoSite();
    const site = page.locator('section.site').filter({ has: page.getByRole('heading', { name: new RegExp(`#${DEMO_SITE_ID}`) }) });
    const rg = site.getByTestId('site-jurisdiction');
    await rg.getByTestId('site-rg-preset').selectOption('AGCO');
    expect(await rg.getByTestId('site-rg-promoted').inputValue()).toBe('nobody');
    await rg.getByTestId('site-rg-reality').fill('45');
    await rg.getByTestId('site-rg-save').click();
    await site.getByRole('status').filter({ hasText: 'Responsible-gambling profile saved' }).waitFor();
    const chat = site.getByTestId('site-match-chat');
    await chat.getByTestId('site-match-chat-enabled').check();
    await chat.getByRole('radio', { name: 'Slow mode' }).check();
    await chat.getByLabel(/Slow-mode interval/).fill('0');
    await chat.getByTestId('site-match-chat-save').click();
    await chat.locator('.field__error').first().waitFor();
    await chat.getByLabel(/Slow-mode interval/).fill('20');
    await chat.getByLabel(/Duration after an event/).fill('90');
    await chat.getByTestId('site-match-chat-save').click();
    await site.getByRole('status').filter({ hasText: 'Match-aware chat saved' }).waitFor();
    await screenshot(page, 'backoffice-site-safety-1280');
    // The widget's own read of its site's profile (a logged-out viewer's token).
    const api = demoApi(baseUrl);
    const read = await api.call<{ Profile: Record<string, unknown> }>('GET', '/ResponsibleGambling', undefined, { Token: await api.anonymousToken() });
    expect(read.Profile).toMatchObject({ Jurisdiction: 'AGCO', PromotedOddsAudience: 'nobody', RealityCheckMinutes: 45 });
    await page.reload();
    await page.setViewportSize({ width: 390, height: 844 });
    await openDemoSite();
    await rg.getByTestId('site-rg-reality').waitFor();
    expect(await rg.getByTestId('site-rg-preset').inputValue()).toBe('AGCO');
    expect(await rg.getByTestId('site-rg-reality').inputValue()).toBe('45');
    expect(await chat.getByTestId('site-match-chat-enabled').isChecked()).toBe(true);
    expect(await chat.getByLabel(/Slow-mode interval/).inputValue()).toBe('20');
    await rg.scrollIntoViewIfNeeded();
    await screenshot(page, 'backoffice-site-safety-390');
    // Back to the demo's defaults for the rest of the journey.
    await rg.getByTestId('site-rg-preset').selectOption('none');
    await rg.getByTestId('site-rg-save').click();
    await site.getByRole('status').filter({ hasText: 'Responsible-gambling profile saved' }).waitFor();
    await chat.getByTestId('site-match-chat-enabled').uncheck();
    await chat.getByTestId('site-match-chat-save').click();
    await site.getByRole('status').filter({ hasText: 'Match-aware chat saved' }).waitFor();
    expect(errors).toEqual([]);
  });

  it("the owner finds the player with their mute history, and reads sites, the trading tabs and the desk in Chinese", async () => {
    const { page, errors } = await staff.open();
    await signIn(page, baseUrl, OWNER);
    await page.getByRole('link', { name: 'Players and mutes' }).click();
    await page.getByRole('searchbox', { name: 'Nickname' }).fill(VIEWER_NICK);
    await page.getByRole('button', { name: 'Search' }).click();
    await page.getByRole('table', { name: 'Players and mutes' }).getByRole('button', { name: VIEWER_NICK }).click();
    const player = page.getByRole('region', { name: VIEWER_NICK });
    await player.getByRole('cell', { name: 'Appeal accepted' }).waitFor();
    await player.getByRole('cell', { name: 'Spam links in chat' }).waitFor();
    await screenshot(page, 'backoffice-players-1280');

    await page.getByRole('link', { name: 'Sites and groups' }).click();
    await page.getByRole('group', { name: 'Function flags' }).waitFor();
    await screenshot(page, 'backoffice-sites-1280');

    await page.getByRole('link', { name: 'Trading desk' }).click();
    await page.getByRole('tab', { name: 'Live status' }).click();
    await page.getByRole('table', { name: 'Live status' }).getByRole('cell', { name: String(matchId), exact: true }).waitFor();
    await screenshot(page, 'backoffice-live-status-1280');

    await page.getByLabel('Language').selectOption('cn');
    await page.getByRole('link', { name: '直播聊天室' }).click();
    await page.getByRole('heading', { name: '直播聊天室' }).waitFor();
    await screenshot(page, 'backoffice-rooms-cn-1280');
    expect(errors).toEqual([]);
  });
});
