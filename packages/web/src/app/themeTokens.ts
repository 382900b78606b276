/**
 * Reads the custom properties of `theme.css` as the browser would resolve them on a
 * `.theme-scope` element with `data-theme` and `data-dark`: `:root` first (inherited), then the
 * element's own matching rules by specificity and source order. Used by the contrast test; kept
 * apart so the parsing is tested on its own.
 */

export type Tokens = Record<string, string>;

interface Rule {
  /** One entry per selector of the rule's selector list. */
  selectors: { root: boolean; theme: string | null; dark: boolean; specificity: number }[];
  decls: Tokens;
  order: number;
}

function parseSelector(sel: string): Rule['selectors'][number] | null {
  const s = sel.trim();
  if (s === ':root') return { root: true, theme: null, dark: false, specificity: 1 };
  const parts = s.match(/\[[^\]]+\]/g);
  if (!parts || parts.join('') !== s) return null;
  let theme: string | null = null;
  let dark = false;
  for (const p of parts) {
    const m = /^\[data-(theme|dark)=['"]?([^'"\]]+)['"]?\]$/.exec(p);
    if (!m) return null;
    if (m[1] === 'theme') theme = m[2];
    else if (m[2] === 'true') dark = true;
    else return null;
  }
  return { root: false, theme, dark, specificity: parts.length };
}

/** The token rules of a theme stylesheet (comments removed; other rules ignored). */
export function parseThemeCss(css: string): Rule[] {
  const text = css.replace(/\/\*[\s\S]*?\*\//g, '');
  const rules: Rule[] = [];
  const re = /([^{}]+)\{([^{}]*)\}/g;
  let m: RegExpExecArray | null;
  while ((m = re.exec(text))) {
    const selectors = m[1].split(',').map(parseSelector).filter((x): x is NonNullable<typeof x> => x !== null);
    if (selectors.length === 0) continue;
    const decls: Tokens = {};
    for (const d of m[2].split(';')) {
      const i = d.indexOf(':');
      if (i < 0) continue;
      const name = d.slice(0, i).trim();
      if (name.startsWith('--')) decls[name] = d.slice(i + 1).trim();
    }
    rules.push({ selectors, decls, order: rules.length });
  }
  return rules;
}

/** The tokens in force inside `.theme-scope[data-theme=theme][data-dark=dark]`. */
export function resolveTokens(rules: Rule[], theme: number, dark: boolean): Tokens {
  const out: Tokens = {};
  for (const r of rules) if (r.selectors.some((s) => s.root)) Object.assign(out, r.decls);
  const own = rules
    .map((r) => {
      const hits = r.selectors.filter((s) => !s.root && (s.theme === null || s.theme === String(theme)) && (!s.dark || dark));
      return { r, spec: Math.max(-1, ...hits.map((s) => s.specificity)) };
    })
    .filter((x) => x.spec >= 0)
    .sort((a, b) => a.spec - b.spec || a.r.order - b.r.order);
  for (const { r } of own) Object.assign(out, r.decls);
  return out;
}

/** sRGB channels 0-255 and alpha 0-1 of a hex or rgb() colour. */
export function parseColour(value: string): [number, number, number, number] {
  const v = value.trim().toLowerCase();
  const hex = /^#([0-9a-f]{3,8})$/.exec(v);
  if (hex) {
    let h = hex[1];
    if (h.length === 3 || h.length === 4) h = [...h].map((c) => c + c).join('');
    const n = (i: number) => parseInt(h.slice(i, i + 2), 16);
    return [n(0), n(2), n(4), h.length === 8 ? n(6) / 255 : 1];
  }
  const rgb = /^rgba?\(\s*([\d.]+)[\s,]+([\d.]+)[\s,]+([\d.]+)\s*(?:[/,]\s*([\d.]+%?))?\s*\)$/.exec(v);
  if (rgb) {
    const a = rgb[4] === undefined ? 1 : rgb[4].endsWith('%') ? parseFloat(rgb[4]) / 100 : parseFloat(rgb[4]);
    return [Number(rgb[1]), Number(rgb[2]), Number(rgb[3]), a];
  }
  throw new Error(`not a colour: ${value}`);
}

/** Alpha-composites `fg` over the opaque `bg`. */
export function over(fg: [number, number, number, number], bg: [number, number, number, number]): [number, number, number, number] {
  const a = fg[3];
  return [fg[0] * a + bg[0] * (1 - a), fg[1] * a + bg[1] * (1 - a), fg[2] * a + bg[2] * (1 - a), 1];
}

function luminance([r, g, b]: [number, number, number, number]): number {
  const lin = (c: number) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
}

/** WCAG 2 contrast ratio of two opaque colours (1-21). */
export function contrastRatio(a: [number, number, number, number], b: [number, number, number, number]): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

/** The colour of token `name`, following `var(--other)` references. */
export function tokenColour(tokens: Tokens, name: string, depth = 0): [number, number, number, number] {
  const raw = tokens[name];
  if (raw === undefined) throw new Error(`theme.css defines no ${name}`);
  const ref = /^var\(\s*(--[\w-]+)\s*\)$/.exec(raw);
  if (ref && depth < 10) return tokenColour(tokens, ref[1], depth + 1);
  return parseColour(raw);
}
