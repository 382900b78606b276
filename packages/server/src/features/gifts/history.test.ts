import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTestApp } from '../../testing/app';
import type { TestApp } from '../../testing/app';
import { giftBody, injectSender, MATCH_ID, ANCHOR_ID } from './gifts.testing';

let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp();
});
afterAll(() => t.close());

describe('gift lines in the room history', () => {
  it('a sent gift is stored through the chat feature, so GET /Message returns it to a later viewer', async () => {
    const sender = await t.login('vip5');
    const send = injectSender(t.app, sender);
    const answer = await send('/SendGift', 'history-gift-1', giftBody(104, 100));
    expect(answer.body.Code).toBe(200);

    const viewer = await t.login('member');
    const group = (await t.app.inject({ method: 'POST', url: '/CheckSiteGroup', headers: { Token: viewer }, payload: {} })).json().Result.GroupName as string;
    const qs = new URLSearchParams({ MatchId: String(MATCH_ID), AnchorLanguage: 'en', AnchorId: String(ANCHOR_ID), GroupName: group });
    const history = (await t.app.inject({ method: 'GET', url: `/Message?${qs}`, headers: { Token: viewer } })).json().Result;
    const gifts = (history.Messages as Array<{ Type: number; Message: string }>).filter((m) => m.Type === 2);
    expect(gifts.map((m) => m.Message)).toContain('104');
  });
});
