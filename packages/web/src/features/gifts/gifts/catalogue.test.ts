import { describe, expect, it } from 'vitest';
import type { LuckyBox } from '@sideline/protocol';
import { createGiftCatalogue } from './catalogue';

const box = (winner: LuckyBox['LuckyBoxLastWinner'] = null): LuckyBox => ({
  Id: 401, Name: 'Bronze Box', ImgUrl: null, FrontendImgUrl: null, Amount: 5, IsVip: false,
  LuckyBoxCurrency: [{ CurrencyId: 1, Amount: 5 }], LuckyBoxSettings: [], LuckyBoxLastWinner: winner,
});

describe('gift catalogue: lucky boxes', () => {
  it('a cached box list loaded again does not hide a win pushed since; a newer list replaces it', () => {
    const c = createGiftCatalogue();
    c.setBoxes([box()]);
    c.applyWinner({ LuckyBoxId: 401, Nickname: 'Ann', StreamerName: null, DrawTime: '2026-03-02T10:00:00.000Z' });
    c.setBoxes([box()]); // the 60 s cache, from before the win (the drawer opened again)
    expect(c.getSnapshot().boxes[0]?.LuckyBoxLastWinner?.Nickname).toBe('Ann');
    c.setBoxes([box({ Nickname: 'Old', StreamerName: null, DrawTime: '2026-03-02T09:00:00.000Z' })]);
    expect(c.getSnapshot().boxes[0]?.LuckyBoxLastWinner?.Nickname).toBe('Ann');
    c.setBoxes([box({ Nickname: 'Bo', StreamerName: 'Mai', DrawTime: '2026-03-02T11:00:00.000Z' })]);
    expect(c.getSnapshot().boxes[0]?.LuckyBoxLastWinner).toEqual({ Nickname: 'Bo', StreamerName: 'Mai', DrawTime: '2026-03-02T11:00:00.000Z' });
  });
});
