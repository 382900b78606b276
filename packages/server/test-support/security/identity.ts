import type { z } from 'zod';
import type { CallDef } from '@sideline/protocol';

/**
 * The request fields of the contract that name a person (the caller or someone else): nickname,
 * user name, customer id, site. The security suite (identity.test.ts) lists them from every
 * call's request schema and demands a decision for each (`IDENTITY_DECISIONS`).
 */
export const PERSON_FIELD = /^(nick_?name|follow_?nickname|block_?nickname|(licensee_?)?user_?name|user_?id|customer_?id|cust_?id|block_?customer_?id|site_?name|site_?id|group_?name)$/i;

interface Def {
  type: string;
  innerType?: z.ZodType;
  in?: z.ZodType;
  out?: z.ZodType;
  element?: z.ZodType;
  options?: z.ZodType[];
  shape?: Record<string, z.ZodType>;
}
const defOf = (schema: z.ZodType): Def => (schema as unknown as { _zod: { def: Def } })._zod.def;
const WRAPPERS = new Set(['optional', 'nullable', 'default', 'prefault', 'catch', 'readonly', 'nonoptional']);

function walk(schema: z.ZodType, path: string[], out: Set<string>, depth: number): void {
  if (depth > 12) return;
  const def = defOf(schema);
  if (WRAPPERS.has(def.type) && def.innerType) return walk(def.innerType, path, out, depth + 1);
  if (def.type === 'pipe') {
    if (def.in) walk(def.in, path, out, depth + 1);
    if (def.out && defOf(def.out).type !== 'transform') walk(def.out, path, out, depth + 1);
    return;
  }
  if (def.type === 'union') return (def.options ?? []).forEach((o) => walk(o, path, out, depth + 1));
  if (def.type === 'array' && def.element) return walk(def.element, [...path, '*'], out, depth + 1);
  if (def.type === 'object' && def.shape) {
    for (const [key, field] of Object.entries(def.shape)) {
      if (PERSON_FIELD.test(key)) out.add([...path, key].join('.'));
      walk(field, [...path, key], out, depth + 1);
    }
  }
}

/** Dotted paths of the person-naming fields of a call's request ('*' for array items). */
export function personFields(call: CallDef): string[] {
  const out = new Set<string>();
  walk(call.request, [], out, 0);
  return [...out].sort();
}

/**
 * What the server does with a person-naming request field:
 * - 'ignored': accepted for compatibility, but the server uses the session's own fact (`uses`);
 * - 'checked': refused (400/403 naming the field) unless it is the session's own (`against`);
 * - 'sets-own': the value the call sets for the caller itself (escaped once at that boundary);
 * - 'other-person': names someone other than the caller on purpose (`why`), never the caller;
 * - 'no-session': the call carries no token (auth 'none'), so there is no session to prefer.
 */
export type IdentityDecision =
  | { kind: 'ignored'; uses: string }
  | { kind: 'checked'; against: 'customerId' | 'siteGroup' | 'siteId' }
  | { kind: 'sets-own'; why: string }
  | { kind: 'other-person'; why: string }
  | { kind: 'no-session'; why: string };

const nickname: IdentityDecision = { kind: 'ignored', uses: 'session.nickname, else the masked licensee name (gifts/room.ts displayName)' };
const siteName: IdentityDecision = { kind: 'ignored', uses: 'session.siteName' };
const roomGroup: IdentityDecision = { kind: 'ignored', uses: 'session.siteGroup (the room is built from the token\'s site)' };
const ownCustomer: IdentityDecision = { kind: 'checked', against: 'customerId' };
const ownGroup: IdentityDecision = { kind: 'checked', against: 'siteGroup' };
const paidModels = {
  'ChatRoomInfoModel.GroupName': roomGroup, 'UserInfoModel.NickName': nickname, 'UserInfoModel.SiteName': siteName,
};
const chatPush = {
  Nickname: { kind: 'ignored', uses: 'session.nickname (a nickname is required to chat)' },
  SiteName: siteName,
  GroupName: ownGroup,
  FollowNickname: { kind: 'other-person', why: 'the player whose ticket is followed; escaped once' },
} satisfies Record<string, IdentityDecision>;

/**
 * The decision for every person-naming request field of the contract, by call. The security
 * suite fails when a call's request gains such a field without a decision here (or a decision
 * names a field the call no longer has). The contract's schemas mark the 'ignored' ones
 * (e.g. protocol calls/models.ts).
 */
export const IDENTITY_DECISIONS: Record<string, Record<string, IdentityDecision>> = {
  MessagePush: chatPush,
  EntertainmentMessagePush: chatPush,
  GetMessage: { GroupName: ownGroup },
  GetBetCards: { GroupName: ownGroup },
  GetBlock: { CustomerId: ownCustomer },
  BlockCustomer: {
    BlockCustomerId: { kind: 'other-person', why: 'the member being blocked' },
    BlockNickname: { kind: 'other-person', why: 'the blocked member\'s name as shown; stored for the block list only' },
  },
  MuteCustomer: { CustomerId: { kind: 'other-person', why: 'the member the operator mutes (Operator-Key call)' } },
  SetPlayerGamblingState: { CustomerId: { kind: 'other-person', why: 'the player whose responsible-gambling state the operator sets (Operator-Key call)' } },
  SetJurisdictionProfile: { SiteId: { kind: 'other-person', why: 'the site whose jurisdiction profile the operator sets (Operator-Key call)' } },
  SetMatchChatSettings: { SiteId: { kind: 'other-person', why: 'the site whose match-aware chat the operator sets (Operator-Key call)' } },
  SendGift: { 'GiftInfo.NickName': nickname, GroupName: roomGroup, SiteName: siteName },
  SendWishCoin: paidModels,
  SendProfitShare: paidModels,
  PurchaseLuckyBox: paidModels,
  SpinWheel: paidModels,
  PlaceBet: { SiteName: siteName, FollowNickname: { kind: 'other-person', why: 'the player whose ticket is followed; escaped once' } },
  GetSingleTicket: { SiteName: siteName },
  GetBetDetails: { SiteName: siteName },
  GetSportsEventStreaming: { siteId: { kind: 'no-session', why: 'public stream look-up by the sports site (bearer only)' } },
  GetEventStreaming: { SiteId: { kind: 'no-session', why: 'public stream look-up' } },
  GetGameStreamingUrl: { SiteId: { kind: 'ignored', uses: 'nothing: the stream URL does not depend on the site' } },
  GetESportStreamingUrl: { SiteId: { kind: 'ignored', uses: 'nothing: the stream URL does not depend on the site' } },
  GetBroadcasterToken: { CustId: { kind: 'ignored', uses: 'session.customerId when the caller has a session (an anonymous audience id otherwise)' } },
  GetProgramList: { SiteId: { kind: 'checked', against: 'siteId' } },
  GetUserFeedbackInfo: { CustomerId: ownCustomer },
  GetNeedShowTutorial: { CustomerId: ownCustomer },
  UpdateNickname: { Nickname: { kind: 'sets-own', why: 'the caller\'s new nickname, escaped once by the nickname service' } },
  DemoLogin: {},
  DemoAnonymousToken: { SiteId: { kind: 'no-session', why: 'demo host site: the site an anonymous visitor enters' } },
};
