import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allCalls } from '@sideline/protocol';
import type { CallDef } from '@sideline/protocol';
import { makeTestApp } from '../../src/testing/app';
import type { TestApp } from '../../src/testing/app';
import { IDENTITY_DECISIONS, personFields } from './identity';
import type { IdentityDecision } from './identity';
import { OTHER, OWN, ROOM } from './testing';

/**
 * The generic rule of issue 14: for every call of the contract, every request field that names
 * a person (nickname, user name, customer id, site) is ignored in favour of the session, checked
 * against it, or names someone else on purpose, as `IDENTITY_DECISIONS` says. The fields are
 * listed from the contract's request schemas, so a new call or field without a decision fails
 * here. 'checked' decisions are then tried as the attack: member A's token with B's value.
 */
let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await makeTestApp();
  token = await t.login(OWN.key);
});
afterAll(() => t.close());

const decided = (call: CallDef): Record<string, IdentityDecision> | undefined => IDENTITY_DECISIONS[call.name];

describe('every person-naming request field has a decision', () => {
  it('listed from the contract: no call or field without a decision, no decision without a field', () => {
    const missing: string[] = [];
    const stale: string[] = [];
    for (const call of allCalls) {
      const fields = personFields(call);
      const decisions = decided(call) ?? {};
      for (const f of fields) if (!decisions[f]) missing.push(`${call.name}.${f}`);
      for (const f of Object.keys(decisions)) if (!fields.includes(f)) stale.push(`${call.name}.${f}`);
    }
    expect(missing, 'decide in security/identity.ts').toEqual([]);
    expect(stale).toEqual([]);
    expect(Object.keys(IDENTITY_DECISIONS).filter((n) => !allCalls.some((c) => c.name === n))).toEqual([]);
  });

  it('finds the fields it must (the rule is not vacuous)', () => {
    const send = allCalls.find((c) => c.name === 'SendGift')!;
    expect(personFields(send)).toEqual(['GiftInfo.NickName', 'GroupName', 'SiteName']);
  });

  it("'no-session' only on calls without a token; paid calls never take the caller's name from the body", () => {
    for (const call of allCalls) {
      for (const [field, d] of Object.entries(decided(call) ?? {})) {
        if (d.kind === 'no-session') expect(call.headers.auth, `${call.name}.${field}`).toBe('none');
        if (call.paid && /^(.*\.)?(NickName|SiteName|GroupName)$/.test(field)) expect(d.kind, `${call.name}.${field}`).toBe('ignored');
      }
    }
  });
});

/** The session's own value and another member's, per kind of checked fact. */
const OWN_VALUE = { customerId: OWN.customerId, siteGroup: ROOM.group, siteId: 4283400 } as const;
const OTHER_VALUE = { customerId: OTHER.customerId, siteGroup: 'CoinSite99', siteId: 99 } as const;

const chatBody = { Nickname: OWN.nickname, FollowNickname: null, Message: 'hello', Type: 1, Color: 3, AnchorLanguage: 'en', SiteName: 'Sideline Sportsbook', IsAllowSendMessage: true };

/** A request the call accepts from member A (the checked fields are set from the session by the runner). */
const BASE: Record<string, Record<string, unknown>> = {
  MessagePush: chatBody,
  EntertainmentMessagePush: { ...chatBody, MatchId: 7001, AnchorId: 310, AnchorLanguage: 'ph' },
  GetMessage: { AnchorLanguage: 'en' },
  GetBetCards: { AnchorLanguage: 'en' },
  GetBlock: {},
  GetProgramList: { IsShowMore: false, UserLanguage: 'en' },
  GetUserFeedbackInfo: {},
  GetNeedShowTutorial: {},
};

function setPath(target: Record<string, unknown>, path: string, value: unknown): void {
  const keys = path.split('.');
  let node = target;
  for (const k of keys.slice(0, -1)) node = (node[k] ??= {}) as Record<string, unknown>;
  node[keys[keys.length - 1]!] = value;
}

describe("'checked' fields refuse another member's value", () => {
  const checked = allCalls.flatMap((call) => Object.entries(decided(call) ?? {})
    .filter((e): e is [string, Extract<IdentityDecision, { kind: 'checked' }>] => e[1].kind === 'checked')
    .map(([field, d]) => ({ call, field, d })));

  it('there are checked fields', () => expect(checked.length).toBeGreaterThanOrEqual(5));

  for (const { call, field, d } of checked) {
    it(`${call.name}.${field} with member B's ${d.against} is refused naming the field`, async () => {
      expect(BASE[call.name], `give ${call.name} a BASE request`).toBeDefined();
      const body: Record<string, unknown> = { MatchId: ROOM.matchId, AnchorId: ROOM.anchorId, CurrencyId: 1, ...BASE[call.name] };
      for (const [f, other] of Object.entries(decided(call) ?? {})) {
        if (other.kind === 'checked') setPath(body, f, OWN_VALUE[other.against]);
      }
      const send = (input: Record<string, unknown>) => t.app.inject({
        method: call.method, url: call.method === 'GET' ? `${call.path}?${new URLSearchParams(Object.entries(input).map(([k, v]) => [k, String(v)]))}` : call.path,
        payload: call.method === 'POST' ? input : undefined, headers: { Token: token },
      });
      const own = await send(body);
      expect(own.json().Error?.[0]?.Field ?? null, `own value: ${own.body}`).not.toBe(field);
      setPath(body, field, OTHER_VALUE[d.against]);
      const res = await send(body);
      expect([400, 403], res.body).toContain(res.json().Code);
      expect(res.json().Error[0].Field).toBe(field);
    });
  }
});

describe("'ignored' fields beyond the paid calls (impersonation.test.ts covers those)", () => {
  it("GetBroadcasterToken: a member's channel token is signed for its own id, whatever CustId says", async () => {
    const { createHmac } = await import('node:crypto');
    const res = await t.app.inject({
      method: 'POST', url: '/Broadcaster/GetBroadcasterToken', headers: { Token: token },
      payload: { MatchId: ROOM.matchId, BroadcasterId: 801, Language: 'vn', CustId: String(OTHER.customerId) },
    });
    const [exp, mac] = String(res.json().Result.Token).split('.');
    const signedFor = (uid: number) => createHmac('sha256', t.app.sideline.config.operatorKey)
      .update(`broadcast-${ROOM.matchId}-801.${uid}.${exp}`).digest('base64url');
    expect(mac).toBe(signedFor(OWN.customerId));
    expect(mac).not.toBe(signedFor(OTHER.customerId));
  });
});
