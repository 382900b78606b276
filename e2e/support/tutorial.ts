import type { Locator } from 'playwright-core';

/** A page or a frame of one (the demo host's widget frame). */
type Scope = { locator(selector: string): Locator };

/**
 * Steps through the two-step tutorial a member's first visit opens over the page (spec: the
 * one two-step tutorial). `waitMs` is how long to wait for it to appear; 0 only steps through
 * one already showing.
 */
export async function dismissTutorial(scope: Scope, waitMs = 0): Promise<void> {
  const tutorial = scope.locator('.tutorial');
  if (waitMs > 0) await tutorial.waitFor({ timeout: waitMs }).catch(() => undefined);
  const next = scope.locator('.tutorial .btn--primary');
  for (let i = 0; i < 4 && (await next.count()) > 0; i++) await next.first().click().catch(() => undefined);
  if ((await tutorial.count()) > 0) await tutorial.waitFor({ state: 'detached', timeout: 5_000 });
}
