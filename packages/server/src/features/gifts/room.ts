import type { FastifyInstance } from 'fastify';
import type { ChatMessagePayload, MessageType } from '@sideline/protocol';
import { ProgramType } from '@sideline/protocol';
import type { Session } from '../../http/session';
import { ApiError, badRequest } from '../../http/errors';
import { chatGroup } from '../chat/index';
import { postMessage } from '../chat/index';
import { makeRoom } from '../chat/index';

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
  /** Shown name; default the session's nickname, else the licensee user name. */
  Nickname?: string | null;
}

/** The chat message a paid call announces (Gift 2/6/9, LuckyBox 16, WishCoin 17, ProfitShare 18). */
export function roomMessagePayload(session: Session, room: RoomTarget, msg: RoomMessage, now = Date.now()): ChatMessagePayload {
  return {
    CustomerId: session.customerId,
    CustId: session.customerId === null ? null : String(session.customerId),
    Nickname: session.nickname ?? msg.Nickname ?? session.licenseeUserName ?? '',
    Message: msg.Message,
    Timestamp: now,
    Type: msg.Type,
    Color: String(msg.Color),
    GiftLevel: msg.GiftLevel ?? null,
    LicenseeUserName: session.licenseeUserName,
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
export async function publishRoomMessage(app: FastifyInstance, session: Session, room: RoomTarget, msg: RoomMessage): Promise<ChatMessagePayload> {
  const payload = roomMessagePayload(session, room, msg);
  try {
    const programType = room.ProgramType === ProgramType.Entertainment ? 2 : 1;
    const chatRoom = makeRoom(session.siteGroup, programType, room.MatchId, room.AnchorLanguage, room.AnchorId);
    await postMessage({ store: app.sideline.store, realtime: app.sideline.realtime }, chatRoom, {
      customerId: session.customerId,
      nickname: payload.Nickname,
      message: msg.Message,
      type: msg.Type as MessageType,
      color: msg.Color,
      giftLevel: msg.GiftLevel ?? null,
      licenseeUserName: session.licenseeUserName,
      siteId: session.siteId,
      siteName: session.siteName,
      vip: session.vip,
    });
  } catch (err) {
    app.log.error({ err, type: msg.Type }, 'publishing a paid chat message failed');
  }
  return payload;
}
