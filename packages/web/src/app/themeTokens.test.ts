import { describe, expect, it } from 'vitest';
import { contrastRatio, parseColour, parseThemeCss, resolveTokens, tokenColour } from './themeTokens';

const CSS = `
:root, [data-theme='5'] { --a: #000000; --b: #fff; }
[data-theme='1'] { --a: #112233; }
[data-theme='1'][data-dark='true'] { --b: rgb(10 20 30 / 0.5); }
[data-dark='true'] { --a: #eeeeee; --b: #101010; --c: var(--a); }
.other { color: red; }
`;

describe('themeTokens', () => {
  const rules = parseThemeCss(CSS);
  it('resolves :root, the theme, then dark; a compound selector outranks plain dark', () => {
    expect(resolveTokens(rules, 5, false)).toMatchObject({ '--a': '#000000', '--b': '#fff' });
    expect(resolveTokens(rules, 1, false)['--a']).toBe('#112233');
    expect(resolveTokens(rules, 1, true)).toMatchObject({ '--a': '#eeeeee', '--b': 'rgb(10 20 30 / 0.5)' });
    expect(resolveTokens(rules, 3, true)['--b']).toBe('#101010');
  });
  it('parses hex and rgb colours and follows var()', () => {
    expect(parseColour('#fff')).toEqual([255, 255, 255, 1]);
    expect(parseColour('rgb(10 20 30 / 0.5)')).toEqual([10, 20, 30, 0.5]);
    expect(parseColour('rgba(1, 2, 3, 0.25)')).toEqual([1, 2, 3, 0.25]);
    expect(tokenColour(resolveTokens(rules, 2, true), '--c')).toEqual([238, 238, 238, 1]);
    expect(() => parseColour('red')).toThrow();
  });
  it('computes WCAG contrast ratios', () => {
    expect(contrastRatio(parseColour('#000'), parseColour('#fff'))).toBeCloseTo(21, 5);
    expect(contrastRatio(parseColour('#777'), parseColour('#fff'))).toBeCloseTo(4.48, 2);
  });
});
