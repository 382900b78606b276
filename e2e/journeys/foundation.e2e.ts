import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sharedBaseUrl } from '../support/shared-server';
import { launchBrowser, screenshot, trackErrors, type Browser, type Page } from '../support/browser';
import { startServer, type RunningServer } from '../support/server';

interface World {
  Users: { Key: string }[];
  Targets: { Kind: string; MatchId: number; Status: number; Title: string }[];
}

const baseUrl = sharedBaseUrl();
let browser: Browser;

function encodeData(data: object): string {
  return Buffer.from(JSON.stringify(data), 'utf8').toString('base64');
}

async function runningMatch(url: string): Promise<World['Targets'][number]> {
  const world = (await (await fetch(`${url}/Demo/World`)).json()).Result as World;
  const match = world.Targets.find((t) => t.Kind === 'match' && t.Status === 1);
  if (!match) throw new Error('the demo world has no running match');
  return match;
}

async function loginAsMember(page: Page): Promise<void> {
  await page.goto(`${baseUrl}/`);
  await page.getByTestId('user-picker').selectOption('member');
  await page.getByTestId('login').click();
  await expect.poll(() => page.getByTestId('logout').isEnabled()).toBe(true);
}

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('the demo licensee site embeds the widget', () => {
  it('logs a member in, opens a match, and the widget loads in English then in Chinese', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    const errors = trackErrors(page);
    const match = await runningMatch(baseUrl);

    await loginAsMember(page);
    await page.getByTestId('language-picker').selectOption('en');
    await page.getByTestId(`target-${match.MatchId}`).click();

    const frame = page.frameLocator('[data-testid="widget-frame"]');
    await expect.poll(() => frame.getByRole('navigation').getByRole('button', { name: 'Chat room rules' }).count(), { timeout: 20_000 }).toBe(1);
    await expect.poll(() => page.locator('[data-testid="host-log-entry"][data-type="InitFinished"]').count()).toBeGreaterThan(0);
    await screenshot(page, 'foundation-demo-site-en');

    await page.getByTestId('language-picker').selectOption('cn');
    await expect.poll(() => frame.getByRole('navigation').getByRole('button', { name: '聊天室规则' }).count(), { timeout: 20_000 }).toBe(1);
    await screenshot(page, 'foundation-demo-site-cn');

    expect(errors).toEqual([]);
    await context.close();
  });

  it("a returning member's page arrives logged in: the widget mounts without the host page asking for the world or a login", async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    const errors = trackErrors(page);
    const match = await runningMatch(baseUrl);
    await loginAsMember(page);
    await page.getByTestId(`target-${match.MatchId}`).click();
    await page.getByTestId('widget-frame').waitFor({ timeout: 20_000 });

    const asked: string[] = [];
    page.on('request', (r) => {
      if (r.frame() === page.mainFrame()) asked.push(new URL(r.url()).pathname);
    });
    await page.reload();
    const frame = page.frameLocator('[data-testid="widget-frame"]');
    await expect.poll(() => frame.getByTestId('chat-room').count(), { timeout: 30_000 }).toBe(1);
    // The member, the match and the frame came with the page's HTML (DemoHostBoot).
    expect(await page.getByTestId('logout').isEnabled()).toBe(true);
    expect(await page.getByTestId(`target-${match.MatchId}`).getAttribute('aria-pressed')).toBe('true');
    expect(asked).not.toContain('/Demo/World');
    expect(asked).not.toContain('/Demo/Login');
    // The token stays out of the document once read.
    expect(await page.locator('#sideline-demo-boot').count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('bad data parameters and maintenance', () => {
  it('sends a widget page without data, or with a bad one, to /NotFoundPage', async () => {
    const page = await browser.newPage();
    for (const path of ['/licensee', '/streamingplugin?data=%%%notbase64', `/entertainmentplugin?data=${encodeData({ NoToken: true })}`]) {
      await page.goto(`${baseUrl}${path}`);
      await page.waitForURL(/\/NotFoundPage$/);
    }
    await page.close();
  });

  it('sends a forged token to /NotFoundPage through the BadRequest of VerifyLicenseeToken', async () => {
    const page = await browser.newPage();
    await page.goto(`${baseUrl}/licensee?data=${encodeData({ Token: '<<forged>>', MatchId: 1, UserLanguage: 'en' })}`);
    await page.waitForURL(/\/NotFoundPage$/);
    // And it stays there: a call the page sent with the forged token before its refusal came
    // back answers 401 afterwards, which must not move it on to /login.
    await page.waitForLoadState('networkidle');
    expect(new URL(page.url()).pathname).toBe('/NotFoundPage');
    await page.close();
  });

  it('sends the licensee page to /LicenseeMaintenance while the service answers 503', async () => {
    let server: RunningServer | undefined;
    try {
      server = await startServer({ MAINTENANCE: 'on' });
      const page = await browser.newPage();
      const data = encodeData({ Token: 'any-token-value', MatchId: 1, UserLanguage: 'en' });
      await page.goto(`${server.baseUrl}/licensee?data=${data}`);
      await page.waitForURL(/\/LicenseeMaintenance\?data=/);
      await expect.poll(() => page.getByText('The chat room is under maintenance', { exact: false }).count()).toBeGreaterThan(0);
      await screenshot(page, 'foundation-maintenance');
      await page.close();
    } finally {
      await server?.stop();
    }
  });
});
