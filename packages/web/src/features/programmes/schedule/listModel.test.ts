import { describe, expect, it } from 'vitest';
import type { ScheduleItem, Tag } from '@sideline/protocol';
import { collectTags, filterSchedule, hasMorePages, isNearBottom, tagName, visiblePages } from './listModel';
import { createClickLock } from './clickLock';
import { choosePreview, visibleRatio } from './previewChoice';

const tag = (Id: number, EnName: string, CnName = ''): Tag => ({ Id, EnName, CnName, PhName: '', ThName: '', VnName: '', IdName: '' });
const item = (Id: number, Language: string, Tags: Tag[] = []) => ({ Id, Language, Tags }) as unknown as ScheduleItem;

describe('schedule list model', () => {
  const items = [item(1, 'VN', [tag(1, 'Football')]), item(2, 'th'), item(3, 'vn', [tag(2, 'Music'), tag(1, 'Football')])];
  it('filters by language (any case) and tag', () => {
    expect(filterSchedule(items, { language: 'all', tagId: null }).map((i) => i.Id)).toEqual([1, 2, 3]);
    expect(filterSchedule(items, { language: 'vn', tagId: null }).map((i) => i.Id)).toEqual([1, 3]);
    expect(filterSchedule(items, { language: 'all', tagId: 2 }).map((i) => i.Id)).toEqual([3]);
    expect(filterSchedule(items, { language: 'th', tagId: 1 })).toEqual([]);
  });
  it('pages 16 cards at a time', () => {
    const many = Array.from({ length: 40 }, (_, i) => i);
    expect(visiblePages(many, 1)).toHaveLength(16);
    expect(visiblePages(many, 2)).toHaveLength(32);
    expect(visiblePages(many, 3)).toHaveLength(40);
    expect(hasMorePages(40, 2)).toBe(true);
    expect(hasMorePages(40, 3)).toBe(false);
    expect(hasMorePages(16, 1)).toBe(false);
  });
  it('collects tags once and names them per language', () => {
    expect(collectTags(items).map((t) => t.Id)).toEqual([1, 2]);
    expect(tagName(tag(1, 'Football', '足球'), 'cn')).toBe('足球');
    expect(tagName(tag(1, 'Football'), 'th')).toBe('Football');
  });
  it.each([
    [0, 500, 1000, false],
    [484, 500, 1000, false],
    [485, 500, 1000, true],
    [500, 500, 1000, true],
  ])('scrollTop %s of %s/%s near bottom: %s', (top, h, total, near) => expect(isNearBottom(top, h, total, 15)).toBe(near));
});

describe('card click lock', () => {
  it('allows one click per 2 s and none while an opening is held', () => {
    let t = 0;
    const lock = createClickLock(() => t);
    expect(lock.tryAcquire()).toBe(true);
    t = 1999;
    expect(lock.tryAcquire()).toBe(false);
    t = 2000;
    expect(lock.tryAcquire()).toBe(true);
    lock.hold();
    t = 9000;
    expect(lock.tryAcquire()).toBe(false);
    lock.release();
    expect(lock.tryAcquire()).toBe(true);
  });
});

describe('preview autoplay choice', () => {
  const vp = { width: 400, height: 800 };
  const card = (id: string, top: number, eligible = true) => ({ id, eligible, top, bottom: top + 200, left: 0, right: 400 });
  it('measures visibility', () => {
    expect(visibleRatio(card('a', 0), vp)).toBe(1);
    expect(visibleRatio(card('a', 700), vp)).toBe(0.5);
    expect(visibleRatio(card('a', 900), vp)).toBe(0);
  });
  it('picks among the 3 nearest eligible cards at least 30% visible', () => {
    const cards = [card('top', -150), card('a', 100), card('b', 300), card('c', 500), card('d', 620), card('off', 350, false)];
    // 'top' is 25% visible; 'd' is 4th nearest. Sorted by distance: b, c|a, …
    const picks = new Set([0, 0.34, 0.67, 0.99].map((r) => choosePreview(cards, vp, () => r)));
    expect(picks).toEqual(new Set(['b', 'a', 'c']));
  });
  it('gives null with no eligible card', () => {
    expect(choosePreview([card('x', 0, false)], vp)).toBeNull();
  });
});
