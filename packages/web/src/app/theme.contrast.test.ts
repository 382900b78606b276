import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { contrastRatio, over, parseThemeCss, resolveTokens, tokenColour } from './themeTokens';
import type { Tokens } from './themeTokens';

const SRC = path.resolve(__dirname, '..');
const rules = parseThemeCss(readFileSync(path.join(__dirname, 'theme.css'), 'utf8'));
const THEMES = [1, 2, 3, 4, 5, 6];
const AA = 4.5;

/**
 * Text/background token pairs the stylesheets use where one rule sets the background and the
 * text comes from the surrounding element (inherited colour, links, muted lines, chat names).
 */
const CONTEXT_PAIRS: readonly [text: string, background: string][] = [
  ...['--color-bg', '--color-surface', '--color-surface-2'].flatMap((bg) => [
    ['--color-text', bg], ['--color-text-muted', bg], ['--color-primary', bg], ['--color-primary-strong', bg],
    ['--color-danger', bg], ['--color-success', bg], ['--color-accent-text', bg],
  ] as [string, string][]),
  ['--color-warning-text', '--color-surface'],
  ['--color-text', '--color-warning-bg'],
  ['--color-on-primary', '--color-primary'],
  ['--color-on-primary', '--color-primary-strong'],
  ['--color-on-primary', '--color-danger'],
  ['--color-on-primary', '--color-success'],
  ['--color-on-primary', '--color-text-muted'],
  ['--color-on-primary', '--color-warning-text'], // wheel band 5
  ['--color-on-accent', '--color-accent'],
  ['--color-photo-ink', '--color-photo-top'],
  ['--color-photo-ink', '--color-photo-bottom'],
  ['--color-on-backdrop', '--color-backdrop'],
  ['--color-video-text', '--color-video-surface'],
  ['--color-video-error', '--color-video-surface'],
  ['--color-on-video', '--color-video-cover-top'],
  ['--color-on-video', '--color-video-cover-bottom'],
  ['--color-on-video', '--color-video-overlay'],
  ['--color-on-video', '--color-video-bg'],
  ...Array.from({ length: 10 }, (_, i) => [`--color-nick-${i + 1}`, '--color-surface'] as [string, string]),
  ...Array.from({ length: 10 }, (_, i) => [`--color-nick-${i + 1}`, '--color-surface-2'] as [string, string]),
];

function cssFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((f) => {
    const p = path.join(dir, f);
    if (statSync(p).isDirectory()) return cssFiles(p);
    return p.endsWith('.css') && f !== 'theme.css' ? [p] : [];
  });
}

/** Pairs written in one rule: `color: var(--a)` with `background(-color): var(--b)`. */
function rulePairs(): [string, string, string][] {
  const out: [string, string, string][] = [];
  for (const file of cssFiles(SRC)) {
    const css = readFileSync(file, 'utf8').replace(/\/\*[\s\S]*?\*\//g, '');
    for (const m of css.matchAll(/([^{}]+)\{([^{}]*)\}/g)) {
      const fg = /(?:^|;)\s*color:\s*var\((--color-[\w-]+)\)/.exec(m[2]);
      const bg = /(?:^|;)\s*background(?:-color)?:\s*var\((--color-[\w-]+)\)/.exec(m[2]);
      if (fg && bg) out.push([fg[1], bg[1], `${path.relative(SRC, file)} ${m[1].trim()}`]);
    }
  }
  return out;
}

/** The colour of a background token, composited over the page background when translucent. */
function background(tokens: Tokens, name: string) {
  const c = tokenColour(tokens, name);
  if (c[3] >= 1) return c;
  const base = name.includes('video') ? tokenColour(tokens, '--color-video-bg') : tokenColour(tokens, '--color-bg');
  return over(c, over(base, [255, 255, 255, 1]));
}

describe('theme.css text contrast (WCAG AA 4.5:1) in themes 1-6, light and dark', () => {
  const pairs = [...CONTEXT_PAIRS.map(([f, b]) => [f, b, 'context'] as [string, string, string]), ...rulePairs()];

  it('finds the pairs the stylesheets write', () => {
    expect(rulePairs().length).toBeGreaterThan(20);
  });

  for (const theme of THEMES) {
    for (const dark of [false, true]) {
      it(`theme ${theme}${dark ? ' dark' : ''}`, () => {
        const tokens = resolveTokens(rules, theme, dark);
        const failures: string[] = [];
        for (const [fg, bg, where] of pairs) {
          try {
            const b = background(tokens, bg);
            const ratio = contrastRatio(over(tokenColour(tokens, fg), b), b);
            if (ratio < AA) failures.push(`${fg} on ${bg}: ${ratio.toFixed(2)} (${where})`);
          } catch (e) {
            failures.push(`${fg} on ${bg}: ${(e as Error).message} (${where})`);
          }
        }
        expect(failures).toEqual([]);
      });
    }
  }
});
