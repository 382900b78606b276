import { describe, expect, it } from 'vitest';
import { featuresToShow, pageCount, pageItems, pageOfIndex, STREAMER_LANGUAGES, stepIndex, streamerLanguagesFor, tagBadge } from './streamerModel';

describe('streamer model', () => {
  it('orders the language filter All, VN, TH, CN, ID, PH', () => {
    expect(STREAMER_LANGUAGES).toEqual(['all', 'vn', 'th', 'cn', 'id', 'ph']);
    expect(streamerLanguagesFor('all')).toEqual(['VN', 'TH', 'CN', 'ID', 'PH']);
    expect(streamerLanguagesFor('th')).toEqual(['TH']);
  });
  it.each([[0, 1], [3, 1], [4, 2], [7, 3]])('%s streamers → %s desktop pages of 3', (n, pages) => expect(pageCount(n)).toBe(pages));
  it('slices pages and finds the page of an index', () => {
    const list = [0, 1, 2, 3, 4, 5, 6];
    expect(pageItems(list, 0)).toEqual([0, 1, 2]);
    expect(pageItems(list, 2)).toEqual([6]);
    expect(pageOfIndex(5)).toBe(1);
  });
  it.each([[0, -1, 3, null], [0, 1, 3, 1], [2, 1, 3, null], [2, -1, 3, 1]] as const)('step from %s by %s of %s → %s', (i, d, n, out) =>
    expect(stepIndex(i, d, n)).toBe(out));
  it('shows up to 5 stars and only the first feature on mobile', () => {
    const f = [{ Id: 1, Star: 7, Content: 'a' }, { Id: 2, Star: 0, Content: 'b' }];
    expect(featuresToShow(f, false).map((x) => x.Star)).toEqual([5, 1]);
    expect(featuresToShow(f, true)).toHaveLength(1);
  });
  it('maps tags to badges', () => {
    expect([tagBadge(0), tagBadge(1), tagBadge(2)]).toEqual([null, 'hot', 'new']);
  });
});
