// @vitest-environment node
import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The visual system (issue 17 item 9): theme.css defines one type scale, a 4 px spacing grid,
 * radius, elevation and motion tokens; every other stylesheet uses them, so themes 1-6, dark
 * mode and reduced motion restyle everything. This reads every stylesheet under src/ and names
 * file:line of each raw value: a font size, a border radius, a padding/margin/gap/inset offset,
 * a transition or animation duration or easing curve, a box shadow.
 * Colours have their own test (colourLiterals.test.ts).
 */
const SRC = path.resolve(__dirname, '..');
const THEME = path.join(__dirname, 'theme.css');

/**
 * Raw values that stay, each with its reason: `file:selector` → reason. Matched against the
 * offending declaration's file (relative to src/) and the selector of its rule.
 */
const ALLOWED: Record<string, string> = {
  // Font sizes that are not text of the type scale.
  'features/betting/wheel/wheel.css:.wheel__band text font-size': 'SVG text in the wheel art, in viewBox units (the wheel scales with its box)',
  'features/shell/timers/timers.css:.timer-card__time font-size': 'countdown digits: a display numeral, larger than any text step',
  'features/programmes/feedback/feedback.css:.feedback-star font-size': 'rating stars: glyphs sized as tap targets, not text',
  'features/programmes/streamers/streamers.css:.streamer-arrow font-size': 'carousel arrow glyph sized as an icon, not text',
  // Offsets that are measured widths, not spacing steps.
  'pages/compositions/chatroom/chatroom.css:.ent .chatroom-side > .chatroom-tools right': 'clears the chat header\'s own buttons at its end (a measured width)',
  // Durations that are not interface motion: loops and timed art, which reduced motion stops in app.css.
  'app/app.css:*, *::before, *::after animation': 'the reduced-motion override itself: near-zero, so animationend still fires',
  'app/app.css:*, *::before, *::after transition': 'the reduced-motion override itself: near-zero, so transitionend still fires',
  'app/app.css:.spinner animation': 'spinner loop period (reduced motion stops it)',
  'shared/ui/skeleton.css:.skeleton__media, .skeleton__line animation': 'shimmer loop period (reduced motion stops it)',
  'features/chat/bullet-chat/bullet-chat.css:.bullet animation': 'bullet flight time across the video: a reading speed, not interface motion',
  'features/betting/wheel/wheel.css:.wheel__disc transition': 'the spin\'s deceleration curve (its duration comes from the spin plan): wheel art',
  'features/betting/wheel/wheel.css:.wheel--announce .wheel__disc animation': 'the win pulse is timed animation art (reduced motion turns it off)',
  'features/betting/wheel/wheel.css:.wheel-announce animation': 'the win pulse is timed animation art (reduced motion turns it off)',
};

interface Offence {
  file: string;
  line: number;
  selector: string;
  prop: string;
  value: string;
  why: string;
}

const SPACING = /^(padding|margin|scroll-padding|scroll-margin)(-(top|right|bottom|left|block|inline)(-(start|end))?)?$|^(gap|row-gap|column-gap|grid-gap)$/;
const INSET = /^(inset(-(block|inline)(-(start|end))?)?|top|right|bottom|left)$/;
const RADIUS = /^border(-(top|bottom|start|end)-(left|right|start|end))?-radius$/;
const MOTION = /^(transition|animation)(-(duration|delay|timing-function))?$/;
const LENGTH = /-?\d*\.?\d+(px|rem|em|ex|ch|vw|vh|pt)\b/i;

/** A value with every `var(--…)` (and env()) reference taken out, keeping the rest. */
const withoutVars = (value: string) => {
  let v = value;
  for (let prev = ''; prev !== v; ) {
    prev = v;
    v = v.replace(/(var|env)\(\s*[^()]*\)/g, ' TOKEN ');
  }
  return v;
};

/** Words of a value that is not a pure token expression (calc/min/max/clamp of tokens are tokens). */
const leftovers = (value: string) =>
  withoutVars(value)
    .replace(/!important/g, ' ')
    .replace(/\b(calc|min|max|clamp)\(/g, ' ( ')
    .split(/[\s(),*/+]+/)
    .filter((w) => w && w !== 'TOKEN' && w !== '-');

/** Why one declaration breaks the visual system, or null. `file` is relative to src/. */
function offence(prop: string, value: string): string | null {
  const p = prop.toLowerCase();
  const v = value.trim();
  if (p === 'font-size') {
    return /^(inherit|initial|unset|smaller|larger|\d+%)$/.test(v) || !LENGTH.test(withoutVars(v)) ? null : 'font size not from the type scale (--text-*)';
  }
  if (p === 'font') return LENGTH.test(withoutVars(v)) ? 'font shorthand with a raw size' : null;
  if (RADIUS.test(p)) {
    const bad = leftovers(v).filter((w) => !/^(0|50%|inherit|\/)$/.test(w));
    return bad.length ? `radius not from --radius-* (${bad.join(' ')})` : null;
  }
  if (SPACING.test(p) || INSET.test(p)) {
    const bad = leftovers(v).filter((w) => !/^(0|-?1px|auto|inherit|initial|unset|-?\d*\.?\d+%|-?\d*\.?\d+)$/.test(w));
    return bad.length ? `spacing not from --space-* (${bad.join(' ')})` : null;
  }
  if (MOTION.test(p)) {
    const rest = withoutVars(v);
    const dur = rest.match(/(^|[\s,(])(\d*\.?\d+m?s)\b/g)?.map((d) => d.trim()).filter((d) => !/^0+m?s$/.test(d));
    if (dur?.length) return `duration not from --motion-* (${dur.join(' ')})`;
    const curve = rest.match(/cubic-bezier\([^)]*\)|\b(ease|ease-in|ease-out|ease-in-out)\b/);
    if (curve) return `easing not --ease (${curve[0]})`;
    return null;
  }
  if (p === 'box-shadow') {
    // Elevation comes from --shadow-*; a shadow without blur of at most 3 px is a ring or an edge bar (a border).
    const raw = withoutVars(v).split(',').filter((s) => {
      const lengths = [...s.matchAll(/-?\d*\.?\d+(px)?/g)].map((m) => Math.abs(parseFloat(m[0])));
      return (lengths.length >= 3 && lengths[2] !== 0) || lengths.some((n) => n > 3);
    });
    return raw.length ? `box shadow not from --shadow-* (${raw.map((s) => s.trim()).join(', ')})` : null;
  }
  return null;
}

/** The offences of one stylesheet, with line numbers (comments blanked, lines kept). */
function scan(rel: string, css: string): Offence[] {
  const text = css.replace(/\/\*[\s\S]*?\*\//g, (c) => c.replace(/[^\n]/g, ' '));
  const out: Offence[] = [];
  // Each rule block: selector { declarations } (nested at-rules: the innermost selector counts).
  for (const block of text.matchAll(/([^{}]*)\{([^{}]*)\}/g)) {
    const selector = block[1].trim().replace(/\s+/g, ' ');
    const start = block.index + block[1].length + 1;
    for (const d of block[2].matchAll(/([\w-]+)\s*:\s*([^;]+)/g)) {
      if (d[1].startsWith('--')) continue;
      const why = offence(d[1], d[2]);
      if (!why) continue;
      const key = `${rel}:${selector} ${['animation', 'transition'].includes(d[1].split('-')[0]) ? d[1].split('-')[0] : d[1]}`;
      if (ALLOWED[key]) continue;
      const line = text.slice(0, start + d.index).split('\n').length;
      out.push({ file: rel, line, selector, prop: d[1], value: d[2].trim(), why });
    }
  }
  return out;
}

/** Custom properties a component stylesheet defines with raw lengths or durations (a token in disguise). */
function localTokens(rel: string, css: string): string[] {
  const text = css.replace(/\/\*[\s\S]*?\*\//g, (c) => c.replace(/[^\n]/g, ' '));
  return [...text.matchAll(/(--[\w-]+)\s*:\s*([^;}]+)/g)]
    .filter((m) => /(^|[\s(,])-?\d*\.?\d+(px|rem|em|m?s)\b/.test(withoutVars(m[2])))
    .map((m) => `${rel}:${text.slice(0, m.index).split('\n').length}: ${m[1]}: ${m[2].trim()}`);
}

function stylesheets(dir: string): string[] {
  return readdirSync(dir).flatMap((f) => {
    const p = path.join(dir, f);
    return statSync(p).isDirectory() ? stylesheets(p) : f.endsWith('.css') ? [p] : [];
  });
}

const format = (o: Offence) => `${o.file}:${o.line}: ${o.prop}: ${o.value} — ${o.why}`;

describe('design tokens in the stylesheets', () => {
  it('flags raw font sizes, radii, spacing, durations, easing and shadows', () => {
    const css = [
      '.a { font-size: 13px; border-radius: 8px; padding: 6px 10px; }',
      '.b { margin: 0 auto; gap: var(--space-2); padding: 1px var(--space-half); inset: calc(-1 * var(--space-1)) 0 auto 50%; }',
      '.c { transition: opacity 0.2s ease; animation: x var(--motion) var(--ease); }',
      '.d { box-shadow: 0 4px 24px var(--color-backdrop); border-radius: 50%; font-size: var(--text-sm); }',
      '.e { box-shadow: inset 0 0 0 var(--focus-width) var(--color-focus), var(--shadow-1); transition: none; }',
      '.g { box-shadow: inset 3px 0 0 var(--color-primary), 0 0 0 2px var(--color-backdrop); }',
      '@media (min-width: 1px) { .f { font: 600 0.8rem/1 var(--font); gap: 2px; } }',
    ].join('\n');
    const found = scan('x.css', css).map((o) => `${o.line} ${o.selector} ${o.prop}`);
    expect(found).toEqual([
      '1 .a font-size', '1 .a border-radius', '1 .a padding',
      '3 .c transition',
      '4 .d box-shadow',
      '7 .f font', '7 .f gap',
    ]);
    expect(offence('transition', 'transform var(--motion) cubic-bezier(0.1, 0.7, 0.1, 1)')).toMatch(/easing/);
    expect(offence('animation', 'spin 900ms linear infinite')).toMatch(/duration/);
    expect(offence('box-shadow', '0 1px 2px var(--color-video-overlay)')).toMatch(/shadow/);
    expect(offence('font-size', '0.85em')).toMatch(/type scale/);
    expect(offence('font-size', 'inherit')).toBeNull();
    expect(offence('padding-inline', '-1px 12px')).toMatch(/12px/);
    expect(localTokens('x.css', '.a { --pad: 6px; --c: var(--space-1); }')).toEqual(['x.css:1: --pad: 6px']);
  });

  it('finds no raw value in any stylesheet (theme.css defines the tokens)', () => {
    const offences = stylesheets(SRC)
      .filter((f) => f !== THEME)
      .flatMap((f) => scan(path.relative(SRC, f).split(path.sep).join('/'), readFileSync(f, 'utf8')));
    expect(offences.map(format)).toEqual([]);
  });

  it('defines no local custom property with a raw length or duration', () => {
    const local = stylesheets(SRC)
      .filter((f) => f !== THEME)
      .flatMap((f) => localTokens(path.relative(SRC, f).split(path.sep).join('/'), readFileSync(f, 'utf8')));
    expect(local).toEqual([]);
  });

  it('lists only allow-list entries that are still needed, each with a reason', () => {
    const seen = new Set<string>();
    for (const f of stylesheets(SRC).filter((x) => x !== THEME)) {
      const rel = path.relative(SRC, f).split(path.sep).join('/');
      const text = readFileSync(f, 'utf8').replace(/\/\*[\s\S]*?\*\//g, '');
      for (const block of text.matchAll(/([^{}]*)\{([^{}]*)\}/g)) {
        const selector = block[1].trim().replace(/\s+/g, ' ');
        for (const d of block[2].matchAll(/([\w-]+)\s*:\s*([^;]+)/g)) {
          const prop = ['animation', 'transition'].includes(d[1].split('-')[0]) ? d[1].split('-')[0] : d[1];
          if (offence(d[1], d[2])) seen.add(`${rel}:${selector} ${prop}`);
        }
      }
    }
    for (const [key, reason] of Object.entries(ALLOWED)) {
      expect(reason.length, key).toBeGreaterThan(10);
      expect(seen.has(key), `${key} is allowed but no longer raw: drop it from ALLOWED`).toBe(true);
    }
  });
});
