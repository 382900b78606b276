import { describe, expect, it, vi } from 'vitest';
import { EARLY_ANSWERS_ID, SendGift } from '@sideline/protocol';
import type { EarlyAnswer } from '@sideline/protocol';
import { readEarlyAnswers, seedEarlyAnswers } from './earlyAnswers';

const docWith = (text: string | null) => {
  const doc = document.implementation.createHTMLDocument('t');
  if (text !== null) {
    const el = doc.createElement('script');
    el.type = 'application/json';
    el.id = EARLY_ANSWERS_ID;
    el.textContent = text;
    doc.head.append(el);
  }
  return doc;
};
const verify: EarlyAnswer = { call: 'VerifyLicenseeToken', request: { Token: 'tok' }, token: 'tok', matchId: 7, status: 200, body: { Code: 200, Result: { IsUserLogin: true }, Error: null } };

describe('early answers of the page HTML (issue 20)', () => {
  it('reads the data block, keeping only entries shaped as answers', () => {
    expect(readEarlyAnswers(docWith(JSON.stringify([verify, { call: 1 }, null, { ...verify, token: 5 }])))).toEqual([verify]);
    expect(readEarlyAnswers(docWith(null))).toEqual([]);
    expect(readEarlyAnswers(docWith('{not json'))).toEqual([]);
    expect(readEarlyAnswers(docWith('{"call":"x"}'))).toEqual([]);
  });

  it("holds the early calls' answers for this page's token, with the headers they went with", () => {
    const seed = vi.fn(() => true);
    const history: EarlyAnswer = { call: 'GetMessage', request: { MatchId: 7, AnchorLanguage: 'en', AnchorId: 0, GroupName: 'g' }, token: 'tok', matchId: 7, status: 200, body: {} };
    const held = seedEarlyAnswers([
      verify,
      history,
      { ...verify, token: 'someone-else' },
      { ...verify, call: SendGift.name },
      { ...verify, call: 'NoSuchCall' },
    ], 'tok', seed);
    expect(held).toBe(2);
    expect(seed.mock.calls).toEqual([[verify], [history]]);
  });
});
