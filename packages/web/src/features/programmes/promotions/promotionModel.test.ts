import { describe, expect, it } from 'vitest';
import { listedPromotions, promotionBackground, promotionBadge } from './promotionModel';

describe('promotion model', () => {
  it.each([[1, null], [2, 'ongoing'], [3, 'upcoming'], [4, 'ended']] as const)('status %s → badge %s', (s, b) => expect(promotionBadge(s)).toBe(b));
  it('never lists drafts', () => {
    const list = [1, 2, 3, 4].map((Status) => ({ PromotionId: Status, PromotionName: '', Status: Status as 1 | 2 | 3 | 4, EntryImgUrl: null }));
    expect(listedPromotions(list).map((p) => p.PromotionId)).toEqual([2, 3, 4]);
  });
  it.each([
    [{ Type: 1, BackgroundImage: 'https://cdn/bg.png', Color1: null, Color2: null }, { backgroundImage: 'url("https://cdn/bg.png")' }],
    [{ Type: 1, BackgroundImage: 'javascript:alert(1)', Color1: null, Color2: null }, {}],
    [{ Type: 2, BackgroundImage: null, Color1: '#112233', Color2: '#ffffff' }, { backgroundColor: '#112233' }],
    [{ Type: 2, BackgroundImage: null, Color1: 'red;background:url(x)', Color2: null }, {}],
    [{ Type: 3, BackgroundImage: null, Color1: '#000', Color2: 'rgb(1, 2, 3)' }, { backgroundImage: 'linear-gradient(to bottom, #000, rgb(1, 2, 3))' }],
  ] as const)('background %o', (p, style) => expect(promotionBackground(p)).toMatchObject(style));
});
