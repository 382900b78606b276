import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callByName, EARLY_ANSWERS_ID, EARLY_CALL_NAMES, encodeDataParam } from '@sideline/protocol';
import type { EarlyAnswer } from '@sideline/protocol';
import type { TestApp } from '../testing/app';
import { ANCHOR, LANG, post, pushBody, RUNNING_MATCH, siteGroup } from '../features/chat/testing';
import { pageEncoding, pageWithEarlyAnswers } from './earlyPage';
import { pagesApps, roomData } from './testing';

const INDEX = '<!doctype html><html><head><meta charset="UTF-8" /><title>web</title>\n    <script type="module" async src="/assets/boot-1.js"></script></head><body><div id="root"></div></body></html>';

let t: TestApp;
let off: TestApp;
let close: () => Promise<void>;
beforeAll(async () => {
  ({ on: t, off, close } = await pagesApps({ 'index.html': INDEX }, { earlyAnswers: false }));
});
afterAll(() => close());

/** The early answers block of a page, parsed, or null when the page has none. */
function answersOf(html: string): EarlyAnswer[] | null {
  const match = new RegExp(`<script type="application/json" id="${EARLY_ANSWERS_ID}">([^<]*)</script>`).exec(html);
  return match ? (JSON.parse(match[1]!) as EarlyAnswer[]) : null;
}
const byCall = (answers: EarlyAnswer[], call: string) => answers.find((a) => a.call === call);

describe('early answers in the page HTML (issue 20, first chat line)', () => {
  it("answers a member's /licensee start-up and room calls in the HTML, before the boot script, with the page's own requests", async () => {
    const token = await t.login('member');
    const group = await siteGroup(t.app, token);
    // A line that tries to close the data block: it must stay a string in it.
    const hostile = 'gg </script><script>alert(1)</script> <!-- \u2028 end';
    expect((await post(t.app, '/MessagePush', token, pushBody(group, { Message: hostile }))).statusCode).toBe(200);

    const res = await t.app.inject({ method: 'GET', url: `/licensee?data=${roomData(token)}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    expect(res.body.indexOf(EARLY_ANSWERS_ID)).toBeLessThan(res.body.indexOf('/assets/boot-1.js'));
    expect(res.body).not.toContain('<script>alert(1)');
    const answers = answersOf(res.body)!;
    expect(answers.map((a) => a.call).sort()).toEqual([
      'CheckMatchStatus', 'CheckSiteGroup', 'GetAllSportBetType', 'GetBatchFeatureSetting', 'GetBlock', 'GetIndecent', 'GetMessage', 'GetNickname',
      'GetStickerInfo', 'GetUserToken', 'GetWelcomeInfo', 'VerifyLicenseeToken',
    ]);
    for (const a of answers) {
      expect(EARLY_CALL_NAMES).toContain(a.call);
      expect(a.status, a.call).toBe(200);
      expect(a.body, a.call).toMatchObject({ Code: 200 });
    }
    expect(byCall(answers, 'VerifyLicenseeToken')).toMatchObject({ request: { Token: token }, token, matchId: RUNNING_MATCH, body: { Result: { IsUserLogin: true } } });
    // The room's block list, for the member the token names (the data parameter has no CustomerId).
    const me = (byCall(answers, 'GetUserToken')!.body as { Result: { CustomerId: number } }).Result.CustomerId;
    expect(byCall(answers, 'GetBlock')).toMatchObject({ request: { CustomerId: me }, token, matchId: RUNNING_MATCH, body: { Result: { BlockIds: [] } } });
    const history = byCall(answers, 'GetMessage')!;
    expect(history.request).toEqual({ MatchId: RUNNING_MATCH, AnchorLanguage: LANG, AnchorId: ANCHOR, GroupName: group });
    const lines = (history.body as { Result: { Messages: { Message: string }[] } }).Result.Messages;
    expect(lines.map((l) => l.Message)).toContain(hostile);
  });

  it('sends the page compressed as the browser accepts, and plain otherwise', async () => {
    const token = await t.login('member');
    const br = await t.app.inject({ method: 'GET', url: `/licensee?data=${roomData(token)}`, headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(answersOf(zlib.brotliDecompressSync(br.rawPayload).toString())).not.toBeNull();
    const gz = await t.app.inject({ method: 'GET', url: `/streamingplugin?data=${roomData(token)}`, headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(answersOf(zlib.gunzipSync(gz.rawPayload).toString())).not.toBeNull();
    expect(pageEncoding('identity')).toBeNull();
    expect(pageEncoding('gzip;q=1.0, br;q=0.5')).toBe('br');
  });

  it("answers an anonymous viewer's start-up without the member's calls", async () => {
    const token = await t.anonymous();
    const answers = answersOf((await t.app.inject({ method: 'GET', url: `/licensee?data=${roomData(token)}` })).body)!;
    expect(byCall(answers, 'VerifyLicenseeToken')?.body).toMatchObject({ Result: { IsUserLogin: false } });
    expect(byCall(answers, 'GetUserToken')).toBeUndefined();
    expect(byCall(answers, 'GetNickname')).toBeUndefined();
    expect(byCall(answers, 'GetBlock')).toBeUndefined();
    expect(byCall(answers, 'GetMessage')).toBeDefined();
  });

  it("asks for the block list of the data parameter's CustomerId when it names one, as the room does", async () => {
    const token = await t.login('member');
    const answers = answersOf((await t.app.inject({ method: 'GET', url: `/licensee?data=${roomData(token, { CustomerId: 4242 })}` })).body)!;
    expect(byCall(answers, 'GetBlock')?.request).toEqual({ CustomerId: 4242 });
  });

  it('carries only the token check on the other token pages, and the refusal of a forged token as it is', async () => {
    const token = await t.login('member');
    for (const page of ['/entertainmentplugin', '/creditplugin']) {
      const answers = answersOf((await t.app.inject({ method: 'GET', url: `${page}?data=${roomData(token)}` })).body)!;
      expect(answers.map((a) => a.call), page).toEqual(['VerifyLicenseeToken']);
    }
    const forged = answersOf((await t.app.inject({ method: 'GET', url: `/licensee?data=${roomData('forged-token')}` })).body)!;
    expect(forged).toHaveLength(1);
    expect(forged[0]).toMatchObject({ call: 'VerifyLicenseeToken', token: 'forged-token' });
    expect(forged[0]!.status === 200 && (forged[0]!.body as { Code: number }).Code === 200).toBe(false);
  });

  it('answers nothing for a page without a token check, a data parameter the page refuses, or when turned off', async () => {
    const token = await t.login('member');
    for (const url of [`/broadcastplugin?data=${roomData(token)}`, '/licensee?data=%%%', '/licensee', `/licensee?data=${encodeURIComponent(encodeDataParam({ MatchId: 1 }))}`]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(answersOf(res.body), url).toBeNull();
      expect(res.headers['cache-control'], url).toBe('no-cache');
    }
    expect(answersOf((await off.app.inject({ method: 'GET', url: `/licensee?data=${roomData(token)}` })).body)).toBeNull();
    // A HEAD request asks nothing of the API (its body is never read).
    const head = await t.app.inject({ method: 'HEAD', url: `/licensee?data=${roomData(token)}` });
    expect(head.statusCode).toBe(200);
    expect(head.headers['cache-control']).toBe('no-cache');
  });

  it('names only calls of the contract that move no money', () => {
    for (const name of EARLY_CALL_NAMES) expect(callByName(name)?.paid, name).toBeFalsy();
    for (const name of EARLY_CALL_NAMES) expect(callByName(name), name).toBeDefined();
  });

  it('puts the block before the first script, or at the end of the head', () => {
    const answers: EarlyAnswer[] = [{ call: 'VerifyLicenseeToken', request: { Token: 't' }, token: 't', matchId: null, status: 200, body: { Code: 200 } }];
    expect(pageWithEarlyAnswers('<head><script src="a"></script></head>', answers)).toMatch(/^<head><script type="application\/json"[^>]*>.*<\/script>\n {4}<script src="a">/);
    expect(pageWithEarlyAnswers('<head><title>x</title></head>', answers)).toMatch(/<title>x<\/title><script type="application\/json"/);
  });
});
