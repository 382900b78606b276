import type { Page } from 'playwright-core';

/** What sticks out horizontally on the page as drawn now. */
export interface OverflowReport {
  viewport: number;
  scrollWidth: number;
  /** Visible elements whose (clipped) box reaches past the viewport's left or right edge. */
  offenders: string[];
}

/**
 * Measures horizontal overflow: the document's scrollWidth against the viewport, and every
 * visible element whose box, clipped by the ancestors that clip or scroll overflow, extends
 * beyond the viewport (1 px tolerance for sub-pixel rounding).
 */
export function measureOverflow(page: Page): Promise<OverflowReport> {
  return page.evaluate(() => {
    const vw = document.documentElement.clientWidth;
    const offenders: string[] = [];
    const name = (el: Element) => {
      const id = el.id ? `#${el.id}` : '';
      const cls = typeof el.className === 'string' && el.className.trim() ? `.${el.className.trim().split(/\s+/).slice(0, 3).join('.')}` : '';
      const testid = el.getAttribute('data-testid');
      return `${el.tagName.toLowerCase()}${id}${cls}${testid ? `[data-testid=${testid}]` : ''}`;
    };
    for (const el of Array.from(document.body.querySelectorAll('*'))) {
      if (el.closest('svg') && el.tagName.toLowerCase() !== 'svg') continue;
      const style = getComputedStyle(el);
      if (style.display === 'none' || style.visibility === 'hidden' || style.opacity === '0') continue;
      if (el.classList.contains('visually-hidden')) continue;
      const r = el.getBoundingClientRect();
      if (r.width === 0 || r.height === 0) continue;
      let left = r.left;
      let right = r.right;
      let clippedAway = false;
      for (let a = el.parentElement; a && a !== document.documentElement; a = a.parentElement) {
        const s = getComputedStyle(a);
        if (s.display === 'none' || s.visibility === 'hidden') {
          clippedAway = true;
          break;
        }
        if (s.overflowX !== 'visible' || s.clipPath !== 'none' || (s.clip && s.clip !== 'auto')) {
          const ar = a.getBoundingClientRect();
          left = Math.max(left, ar.left);
          right = Math.min(right, ar.right);
          if (right <= left) {
            clippedAway = true;
            break;
          }
        }
        if (s.position === 'fixed') break;
      }
      if (clippedAway) continue;
      if (right > vw + 1 || left < -1) offenders.push(`${name(el)} [${Math.round(left)}, ${Math.round(right)}]`);
    }
    return { viewport: vw, scrollWidth: document.documentElement.scrollWidth, offenders: offenders.slice(0, 20) };
  });
}

/** Pairs of selectors whose first visible matches must not overlap. */
export function measureOverlaps(page: Page, pairs: [string, string][]): Promise<string[]> {
  return page.evaluate((list) => {
    const out: string[] = [];
    const box = (sel: string) => {
      const el = Array.from(document.querySelectorAll(sel)).find((e) => (e as HTMLElement).offsetParent !== null || getComputedStyle(e).position === 'fixed');
      return el ? el.getBoundingClientRect() : null;
    };
    for (const [a, b] of list) {
      const ra = box(a);
      const rb = box(b);
      if (!ra || !rb || ra.width === 0 || rb.width === 0) continue;
      const w = Math.min(ra.right, rb.right) - Math.max(ra.left, rb.left);
      const h = Math.min(ra.bottom, rb.bottom) - Math.max(ra.top, rb.top);
      if (w > 1 && h > 1) out.push(`${a} overlaps ${b} by ${Math.round(w)}×${Math.round(h)} px`);
    }
    return out;
  }, pairs);
}

/** Waits until the page has drawn and its loading states are gone (best effort, bounded). */
export async function settle(page: Page): Promise<void> {
  await page.waitForFunction(() => (document.getElementById('root')?.childElementCount ?? 0) > 0, undefined, { timeout: 5_000 }).catch(() => undefined);
  await page.waitForFunction(() => document.querySelector('.widget-loading, .chatroom-loading') === null, undefined, { timeout: 15_000 }).catch(() => undefined);
  await page.evaluate(() => document.fonts.ready.then(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)))));
}
