import { describe, expect, it } from 'vitest';
import { sanitizePromotionHtml } from './sanitize';

describe('sanitizePromotionHtml', () => {
  it.each([
    ['<img src="x" onerror="window.__pwned=1">', '<img src="x" alt="">'],
    ['<p>hi<script>window.__pwned=1</script></p>', '<p>hi</p>'],
    ['<a href="javascript:alert(1)">x</a>', '<a>x</a>'],
    ['<div onclick="x()">a</div>', '<div>a</div>'],
    ['<svg><script>1</script></svg><b>b</b>', '<b>b</b>'],
    ['<iframe src="https://e.x"></iframe>ok', 'ok'],
    ['<p style="position:fixed">s</p>', '<p>s</p>'],
  ])('%s → %s', (input, output) => {
    expect(sanitizePromotionHtml(input)).toBe(output);
  });

  it('keeps formatting, images and links, adding noopener to new-tab links', () => {
    const out = sanitizePromotionHtml('<h2>T</h2><ul><li>a</li></ul><img src="https://cdn/x.png" alt="x"><a href="https://e.x" target="_blank">go</a>');
    expect(out).toContain('<h2>T</h2><ul><li>a</li></ul>');
    expect(out).toContain('<img src="https://cdn/x.png" alt="x">');
    expect(out).toContain('rel="noopener noreferrer"');
    expect(out).toContain('href="https://e.x"');
  });
});
