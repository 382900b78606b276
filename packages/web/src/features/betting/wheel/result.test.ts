import { describe, expect, it } from 'vitest';
import { createI18n } from '../../../shared/i18n';
import { isNoPrize, wheelResultText } from './result';

const textIn = (lang: 'en' | 'cn', item: { Content1: string; Content2: string }) => {
  const i18n = createI18n(lang);
  return wheelResultText(item, i18n.t);
};

describe('the wheel result says plainly what came out (issue 17 item 7)', () => {
  it('a zero segment is no prize; a numbered one is', () => {
    expect(isNoPrize({ Content1: '0' })).toBe(true);
    expect(isNoPrize({ Content1: 'x0' })).toBe(true);
    expect(isNoPrize({ Content1: '0.00' })).toBe(true);
    expect(isNoPrize({ Content1: 'x5' })).toBe(false);
    expect(isNoPrize({ Content1: '10' })).toBe(false);
    expect(isNoPrize({ Content1: 'Jackpot' })).toBe(false);
  });

  it('"0 Try again!" never reads as a win, in en and cn', () => {
    const en = textIn('en', { Content1: '0', Content2: 'Try again!' });
    expect(en).toBe('No prize this time — spin again!');
    expect(en).not.toMatch(/won/i);
    const cn = textIn('cn', { Content1: '0', Content2: '再试一次' });
    expect(cn).toBe('这次没有中奖，再转一次吧！');
    expect(cn).not.toContain('恭喜');
  });

  it('a prize is a win, in en and cn', () => {
    expect(textIn('en', { Content1: 'x5', Content2: 'coins' })).toBe('You won x5 coins!');
    expect(textIn('cn', { Content1: 'x5', Content2: '金币' })).toBe('恭喜获得 x5 金币！');
  });
});
