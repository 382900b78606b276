import type { Page } from 'playwright-core';

/**
 * Steps through the two-step tutorial a member's first visit opens over the page (spec: the
 * one two-step tutorial). `waitMs` is how long to wait for it to appear; 0 only steps through
 * one already showing.
 */
export async function dismissTutorial(page: Page, waitMs = 0): Promise<void> {
  const tutorial = page.locator('.tutorial');
  if (waitMs > 0) await tutorial.waitFor({ timeout: waitMs }).catch(() => undefined);
  const next = page.locator('.tutorial .btn--primary');
  for (let i = 0; i < 4 && (await next.count()) > 0; i++) await next.first().click().catch(() => undefined);
  if ((await tutorial.count()) > 0) await tutorial.waitFor({ state: 'detached', timeout: 5_000 });
}
