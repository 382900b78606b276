import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Colours are written only in theme.css: every other stylesheet and every style object or SVG
 * colour attribute in a component uses `var(--color-…)`. Finds hex, rgb()/rgba(), hsl()/hsla(),
 * and named colours (in colour-bearing declarations and attributes).
 */
const SRC = path.resolve(__dirname, '..');
const THEME = path.join(__dirname, 'theme.css');

const NAMED = 'aliceblue antiquewhite aqua aquamarine azure beige bisque black blanchedalmond blue blueviolet brown burlywood cadetblue chartreuse chocolate coral cornflowerblue cornsilk crimson cyan darkblue darkcyan darkgoldenrod darkgray darkgreen darkgrey darkkhaki darkmagenta darkolivegreen darkorange darkorchid darkred darksalmon darkseagreen darkslateblue darkslategray darkslategrey darkturquoise darkviolet deeppink deepskyblue dimgray dimgrey dodgerblue firebrick floralwhite forestgreen fuchsia gainsboro ghostwhite gold goldenrod gray green greenyellow grey honeydew hotpink indianred indigo ivory khaki lavender lavenderblush lawngreen lemonchiffon lightblue lightcoral lightcyan lightgoldenrodyellow lightgray lightgreen lightgrey lightpink lightsalmon lightseagreen lightskyblue lightslategray lightslategrey lightsteelblue lightyellow lime limegreen linen magenta maroon mediumaquamarine mediumblue mediumorchid mediumpurple mediumseagreen mediumslateblue mediumspringgreen mediumturquoise mediumvioletred midnightblue mintcream mistyrose moccasin navajowhite navy oldlace olive olivedrab orange orangered orchid palegoldenrod palegreen paleturquoise palevioletred papayawhip peachpuff peru pink plum powderblue purple rebeccapurple red rosybrown royalblue saddlebrown salmon sandybrown seagreen seashell sienna silver skyblue slateblue slategray slategrey snow springgreen steelblue tan teal thistle tomato turquoise violet wheat white whitesmoke yellow yellowgreen'.split(' ');
const NAMED_RE = new RegExp(`(^|[^\\w-])(${NAMED.join('|')})(?![\\w-])`, 'i');
const FUNC_RE = /(^|[^\w-])(rgba?|hsla?|hwb|lab|lch|oklab|oklch|color)\(/i;
const HEX_RE = /(^|[^\w&])#[0-9a-f]{3,8}(?![\w-])/i;
/** CSS properties and SVG/JSX attributes that take a colour. */
const COLOUR_PROP = /^(color|background(-color|-image)?|border(-(top|right|bottom|left|block|inline)(-(start|end))?)?(-color)?|outline(-color)?|box-shadow|text-shadow|fill|stroke|stop-color|flood-color|lighting-color|caret-color|accent-color|column-rule(-color)?|text-decoration(-color)?|text-emphasis(-color)?|scrollbar-color|filter|mask|--[\w-]+)$/i;

function files(dir: string, ext: RegExp): string[] {
  return readdirSync(dir).flatMap((f) => {
    const p = path.join(dir, f);
    if (statSync(p).isDirectory()) return files(p, ext);
    return ext.test(f) && !/\.test\.tsx?$/.test(f) ? [p] : [];
  });
}

/** Literal colours in one CSS value (named colours only count in colour-bearing properties). */
function literalColours(prop: string, value: string): string[] {
  const v = value.replace(/var\(\s*--[\w-]+\s*\)/g, ' ');
  const out: string[] = [];
  if (HEX_RE.test(v)) out.push(v.match(HEX_RE)![0].trim());
  if (FUNC_RE.test(v)) out.push(v.match(FUNC_RE)![0].trim());
  if (COLOUR_PROP.test(prop) && NAMED_RE.test(v)) out.push(v.match(NAMED_RE)![2]);
  return out;
}

function cssOffenders(file: string): string[] {
  const css = readFileSync(file, 'utf8').replace(/\/\*[\s\S]*?\*\//g, '');
  const out: string[] = [];
  for (const m of css.matchAll(/([\w-]+)\s*:\s*([^;{}]+)/g)) {
    for (const c of literalColours(m[1], m[2])) out.push(`${path.relative(SRC, file)}: ${m[1]}: ${m[2].trim()} (${c})`);
  }
  return out;
}

/** Colour literals in a component: style objects (`color: '#fff'`) and attributes (`fill="red"`). */
function tsxOffenders(file: string, src = readFileSync(file, 'utf8')): string[] {
  const out: string[] = [];
  const rel = path.relative(SRC, file);
  // style object members: prop: 'value' | "value" | `value`
  for (const m of src.matchAll(/([A-Za-z-]+)\s*:\s*(['"`])([^'"`\n]*)\2/g)) {
    const prop = m[1].replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
    if (!/^(style|className|key|id|role|type|label|title|alt|href|src|name)$/.test(m[1])) {
      for (const c of literalColours(prop, m[3])) out.push(`${rel}: ${m[0]} (${c})`);
    }
  }
  // JSX attributes: fill="…", stroke="…", stopColor="…", color="…"
  for (const m of src.matchAll(/\s(fill|stroke|stopColor|floodColor|color)=(["'])([^"']*)\2/g)) {
    const prop = m[1].replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
    if (m[3] !== 'none' && m[3] !== 'currentColor' && !m[3].startsWith('url(')) {
      for (const c of literalColours(prop, m[3])) out.push(`${rel}: ${m[0].trim()} (${c})`);
    }
  }
  return out;
}

describe('colour literals outside theme.css', () => {
  it('recognises hex, rgb(), hsl() and named colours', () => {
    expect(literalColours('color', '#fff')).toHaveLength(1);
    expect(literalColours('background', 'linear-gradient(#000, #0d1018)')).not.toEqual([]);
    expect(literalColours('box-shadow', '0 0 2px rgba(0, 0, 0, 0.4)')).not.toEqual([]);
    expect(literalColours('color', 'hsl(210 50% 40%)')).not.toEqual([]);
    expect(literalColours('border', '1px solid red')).toEqual(['red']);
    expect(literalColours('fill', 'white')).toEqual(['white']);
    expect(literalColours('color', 'var(--color-text)')).toEqual([]);
    expect(literalColours('background', 'var(--color-bg, #fff)')).toEqual(['#fff']);
    expect(literalColours('white-space', 'nowrap')).toEqual([]);
    expect(literalColours('border-bottom', '2px solid transparent')).toEqual([]);
    expect(literalColours('animation', 'bullet-fly 8s linear')).toEqual([]);
  });

  it('reads style objects and SVG attributes of components', () => {
    const src = `<div style={{ backgroundColor: 'rgb(0 0 0)', borderColor: "navy", width: 3 }}><path fill="#123456" stroke="currentColor" /></div>`;
    expect(tsxOffenders(path.join(SRC, 'x.tsx'), src)).toHaveLength(3);
    expect(tsxOffenders(path.join(SRC, 'x.tsx'), `<p className="red" title="white" style={{ color: 'var(--color-text)' }} />`)).toEqual([]);
  });

  it('finds none in the stylesheets', () => {
    const offenders = files(SRC, /\.css$/).filter((f) => f !== THEME).flatMap(cssOffenders);
    expect(offenders).toEqual([]);
  });

  it('finds none in component style objects or SVG colour attributes', () => {
    const offenders = files(SRC, /\.tsx$/).flatMap((f) => tsxOffenders(f));
    expect(offenders).toEqual([]);
  });
});
