import type { ServiceDeps } from '../../http/context';
import type { ChatMessagePayload, MessageType } from '@sideline/protocol';
import { ProgramType } from '@sideline/protocol';
import type { Session } from '../../http/session';
import { ApiError, badRequest } from '../../http/errors';
import { chatGroup, makeRoom, maskedLicenseeName, openState, postMessage } from '../chat/index';
import type { Executor } from '../../store/types';
import { parseJson } from '../../store/values';
import { refusal } from '../wallet/index';
import { matchAnchorIds, matchBroadcasters, programmeAnchor } from './store';

/**
 * Where a paid call's chat message goes: the chat room of (site group, program type, match,
 * anchor language, anchor), as the chat hubs build it.
 */
export interface RoomTarget {
  MatchId: number;
  AnchorId: number;
  AnchorLanguage: string;
  ProgramType: number;
}

export interface RoomMessage {
  Message: string;
  Type: number;
  Color: number;
  GiftLevel?: number | null;
}

/**
 * The name a paid line (and the lucky box's last winner) shows: the session's nickname (stored
 * escaped), else the masked licensee name. Never a name from the request body: a member without
 * a nickname could otherwise pay under a VIP's name (the body's NickName fields are ignored).
 */
export function displayName(session: Session): string {
  return session.nickname ?? maskedLicenseeName(session.licenseeUserName);
}

/** The chat message a paid call announces (Gift 2/6/9, LuckyBox 16, WishCoin 17, ProfitShare 18). */
export function roomMessagePayload(session: Session, room: RoomTarget, msg: RoomMessage, now = Date.now()): ChatMessagePayload {
  return {
    CustomerId: session.customerId,
    CustId: session.customerId === null ? null : String(session.customerId),
    Nickname: displayName(session),
    Message: msg.Message,
    Timestamp: now,
    Type: msg.Type,
    Color: String(msg.Color),
    GiftLevel: msg.GiftLevel ?? null,
    LicenseeUserName: maskedLicenseeName(session.licenseeUserName),
    SiteId: session.siteId,
    SiteName: session.siteName,
    SubsidiaryName: null,
    ProgramType: room.ProgramType,
    IsHate: false,
    Vip: session.vip,
    FollowNickname: null,
    MatchId: room.MatchId,
    AnchorId: room.AnchorId,
    AnchorLanguage: room.AnchorLanguage,
  };
}

/**
 * Checks, before any money moves, that `room` can be a chat room (MatchId and AnchorId
 * non-negative, AnchorLanguage a language code): otherwise a 400 naming the field, with
 * `prefix` for nested models ('ChatRoomInfoModel.'). Without it the debit committed and only
 * the announcement failed.
 */
export function requireRoom(session: Session, room: RoomTarget, prefix = ''): void {
  try {
    makeRoom(session.siteGroup, room.ProgramType === ProgramType.Entertainment ? 2 : 1, room.MatchId, room.AnchorLanguage, room.AnchorId);
  } catch (err) {
    if (err instanceof ApiError && err.field) throw badRequest(`${prefix}${err.field}`, err.message);
    throw err;
  }
}

/** What a paid call does in its room: a gift (SendGift, wish coin, profit share, lucky box) or a wheel spin. */
export type RoomAction = 'gift' | 'wheel';

/**
 * Checks, inside the transaction that debits (so a room closing meanwhile cannot be paid into),
 * that the room a paid call names exists and is open for `action`: the match (ProgramType 1,
 * 3) or programme (2) exists and is open (`openState`), AnchorId is one of its anchors (or, in a
 * broadcast room, one of its broadcasters; or 0 in a match: the match's own room, which the
 * widget opens when the host names no anchor), and gifts are not disabled there. Otherwise a
 * 400 naming the field: without it, MatchId 0 or an anchor of no room took the money for nobody.
 */
export async function requireOpenRoom(db: Executor, room: RoomTarget, action: RoomAction, prefix = ''): Promise<void> {
  const programType = room.ProgramType === ProgramType.Entertainment ? 2 : 1;
  let anchors: number[];
  if (programType === 2) {
    const programme = await programmeAnchor(db, room.MatchId);
    if (!programme) throw badRequest(`${prefix}MatchId`, `Programme ${room.MatchId} does not exist`);
    anchors = [programme.anchor_id];
  } else {
    const match = await matchAnchorIds(db, room.MatchId);
    if (!match) throw badRequest(`${prefix}MatchId`, `Match ${room.MatchId} does not exist`);
    anchors = parseJson<number[]>(match.anchor_ids_json, []);
    if (room.ProgramType === ProgramType.Broadcast) {
      const casts = await matchBroadcasters(db, room.MatchId);
      anchors = [...anchors, ...casts.map((c) => c.broadcaster_id)];
    }
  }
  const matchOwnRoom = programType === 1 && room.AnchorId === 0;
  if (!matchOwnRoom && !anchors.includes(room.AnchorId)) throw badRequest(`${prefix}AnchorId`, `Anchor ${room.AnchorId} is not in room ${room.MatchId}`);
  const state = await openState(db, programType, room.MatchId);
  if (!state.isOpen) throw refusal(`${prefix}MatchId`, 'This room is closed');
  if (action === 'gift' && state.isGiftDisable) throw refusal(`${prefix}MatchId`, 'Gifts are disabled for this room');
}

/** The hub group of the room. Broadcast rooms use the match hub (program type 1). */
export function roomGroup(session: Session, room: RoomTarget): string {
  const pt = room.ProgramType === ProgramType.Entertainment ? 2 : 1;
  return chatGroup(session.siteGroup, pt, room.MatchId, room.AnchorLanguage, room.AnchorId);
}

/**
 * Store and publish a paid call's chat message in its room (MessagePush), through the chat
 * feature's one append-and-publish path, so gift, lucky-box, wish-coin and profit-share lines
 * are in GET /Message history like every other line. Runs after the money committed, so a
 * failure here is logged and never undoes or fails the call.
 */
export async function publishRoomMessage(deps: ServiceDeps, session: Session, room: RoomTarget, msg: RoomMessage): Promise<ChatMessagePayload> {
  const payload = roomMessagePayload(session, room, msg);
  try {
    const programType = room.ProgramType === ProgramType.Entertainment ? 2 : 1;
    const chatRoom = makeRoom(session.siteGroup, programType, room.MatchId, room.AnchorLanguage, room.AnchorId);
    await postMessage(deps, chatRoom, {
      customerId: session.customerId,
      nickname: payload.Nickname,
      message: msg.Message,
      type: msg.Type as MessageType,
      color: msg.Color,
      giftLevel: msg.GiftLevel ?? null,
      licenseeUserName: payload.LicenseeUserName,
      siteId: session.siteId,
      siteName: session.siteName,
      vip: session.vip,
    });
  } catch (err) {
    deps.log.error({ err, type: msg.Type }, 'publishing a paid chat message failed');
  }
  return payload;
}
