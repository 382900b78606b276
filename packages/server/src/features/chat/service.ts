import {
  CHAT_HISTORY_MAX, CLIENT_MESSAGE_TYPES, ChatMessageKey, ChatRefusal, FOLLOW_TEMPLATE_IDS, MATCH_ID_NO_TICKET_SHARING,
  MessageType, SITE_ID_COIN, SharedTicket, escapeChatName,
} from '@sideline/protocol';
import type { ChatConfig, GetMessage, ParsedRequestOf, ResultOf, MessagePushCall, SaveChatroomEntry } from '@sideline/protocol';
import type { Realtime } from '../../realtime/index';
import type { ChatProgramType } from './groups';
import type { Session } from '../../http/session';
import { ApiError, badRequest } from '../../http/errors';
import type { Store } from '../../store/types';
import { walletCurrencies } from '../licensee/index';
import { blockedIds, isFrozen, isIndecent, muteStillActive } from '../moderation/index';
import { broadcastLine, insertMessage, postMessage, toChatMessage } from './messages';
import { makeRoom, openState, programTypeOf, registerRoom, touchRoom } from './rooms';
import type { Room } from './rooms';
import { chatRoomPolicy } from './policy';
import { ticketShown } from './ticketHooks';
import { CHECKED_TYPES, maskedLicenseeName, mentionType, welcomeText } from './rules';
import { anchorName, claimSendSlot, coolDownLeft, findSticker, historyRows, recordEntry, slowModeOf, WELCOME_TYPES } from './store';
import { isCurrencySupported, limitsFor, siteChatConfig, userTurnover } from './turnover';

/** What the chat rules need: storage and the hub fan-out. */
export interface ChatDeps {
  store: Store;
  realtime: Realtime;
}

type PushInput = ParsedRequestOf<typeof MessagePushCall>;
type PushAnswer = ResultOf<typeof MessagePushCall>;

/** A refusal the widget reads from the body: HTTP 200, envelope Code `code`, Error[0] {Field, Message}. */
export function refuse(code: number, field: string, message: string): ApiError {
  return new ApiError(code, field, message, 200);
}

/** Welcome messages of this age are still "pending" in GET /Message. */
export const WELCOME_PENDING_MS = 60_000;
/** A re-entry within this gap (a reload) is not welcomed again. */
export const WELCOME_GAP_MS = 10 * 60_000;
const WELCOME_PENDING_MAX = 20;

/** Checks of the types whose content is not prose (stickers, tickets, follows). */
async function checkSpecial(store: Store, session: Session, room: Room, type: MessageType, text: string): Promise<void> {
  if (type === MessageType.Sticker) {
    const sticker = await findSticker(store.db, text);
    if (!sticker) throw badRequest('Message', 'Unknown sticker');
    if (sticker.isVip && session.vip < 1) throw refuse(403, ChatRefusal.VipRequired, 'This sticker needs a VIP level');
    return;
  }
  if (session.siteId === SITE_ID_COIN) throw refuse(403, ChatRefusal.TicketNotAllowed, 'Tickets are not shared on this site');
  if (type === MessageType.ShowingTicket) {
    if (!session.isAllowShowingTicket || room.matchId === MATCH_ID_NO_TICKET_SHARING) {
      throw refuse(403, ChatRefusal.TicketNotAllowed, 'Ticket sharing is not allowed here');
    }
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      throw badRequest('Message', 'A shared ticket must be JSON');
    }
    if (!SharedTicket.safeParse(json).success) throw badRequest('Message', 'A shared ticket needs SportType, MarketId, Key, Price, BetChoice, KeyName, BetType, BetTypeName, OddsType, OddsStake');
    return;
  }
  if (!FOLLOW_TEMPLATE_IDS.map(String).includes(text)) throw badRequest('Message', 'A follow message is its template id (0 or 1)');
}

/**
 * MessagePush (match, programType 1) and /Entertainment/Message/MessagePush (2). The order of
 * the checks and every answer are documented on `MessagePushCall` in the protocol.
 */
export async function pushMessage(deps: ChatDeps, session: Session, input: PushInput, programType: ChatProgramType, now = Date.now()): Promise<PushAnswer> {
  const { store } = deps;
  const db = store.db;
  const customerId = session.customerId;
  if (customerId === null) throw new ApiError(401, 'Token', 'This call needs a logged-in member');
  if (!CLIENT_MESSAGE_TYPES.includes(input.Type)) throw badRequest('Type', `Type ${input.Type} cannot be sent with MessagePush`);
  if (input.GroupName !== session.siteGroup) throw badRequest('GroupName', 'GroupName is not the site group of the token');
  const room = makeRoom(session.siteGroup, programType, input.MatchId, input.AnchorLanguage, input.AnchorId);
  if (!session.nickname) throw refuse(400, ChatRefusal.NicknameRequired, 'A nickname is required to chat');

  const state = await openState(db, programType, room.matchId);
  if (!state.isOpen) throw refuse(403, ChatRefusal.ChatroomClosed, ChatMessageKey.ChatroomClose);
  await registerRoom(db, room, now);

  const config = await siteChatConfig(db, session.siteId);
  if (!walletCurrencies(session).includes(input.CurrencyId) || !isCurrencySupported(config, session.siteId, input.CurrencyId)) {
    throw refuse(400, ChatRefusal.CurrencyNotOpen, ChatMessageKey.CurrencyNotOpen);
  }
  const limits = limitsFor(config, input.CurrencyId);
  const turnover = await userTurnover(db, customerId, input.CurrencyId);
  const { text, type } = mentionType(input.Message, input.Type, await anchorName(db, room.anchorId));
  const checked = CHECKED_TYPES.includes(type);
  // The session was read from the member's row for this request (licensee findTokenSession).
  // A back-office mute with a duration lifts itself here once its time has passed.
  if (session.isMuted && await muteStillActive(store, customerId, now)) return { IsNotCheckMessage: !checked, IsMuted: true, IsSend: false, Turnover: turnover };
  // A frozen player (back office SetPlayerFrozen) answers as muted, as the contract says.
  if (await isFrozen(db, customerId)) return { IsNotCheckMessage: !checked, IsMuted: true, IsSend: false, Turnover: turnover };

  if (checked) {
    if ([...text].length > limits.messageLengthLimit) {
      throw refuse(400, ChatRefusal.MessageTooLong, `Message is longer than ${limits.messageLengthLimit} characters`);
    }
    if (await isIndecent(db, text, session.siteId)) throw refuse(400, ChatRefusal.SensitiveWords, ChatMessageKey.SensitiveWords);
  } else {
    await checkSpecial(store, session, room, type, text);
  }
  if (turnover < limits.turnoverLimit) {
    return { IsNotCheckMessage: !checked, IsMuted: false, IsSend: false, Turnover: turnover, TurnoverLimit: limits.turnoverLimit };
  }
  // Slow mode (back office) replaces the site's MessageFrequency for this chatroom; a temporary
  // one (match-aware chat, ChatRoomPolicy) is never looser than that.
  const slow = await slowModeOf(db, programType, room.matchId);
  const policy = chatRoomPolicy(store);
  const eventSlow = policy ? await policy.slowModeSeconds(db, room, now) : null;
  const frequencyMs = Math.round(Math.max(eventSlow ?? 0, slow?.seconds ?? limits.messageFrequency) * 1000);
  const held = policy ? await policy.holds(db, room, type, now) : false;
  const draft = {
    customerId, nickname: session.nickname ?? '', message: text, type, color: input.Color,
    licenseeUserName: null, siteId: session.siteId, siteName: session.siteName, vip: session.vip,
    followNickname: input.FollowNickname ? escapeChatName(input.FollowNickname) : null,
  };
  // The send slot and the message commit together: a claimed slot always has its message.
  // A held line (ChatRoomPolicy) takes its slot too and goes out when the policy releases it.
  const row = await store.transaction(async (trx) => {
    if (!await claimSendSlot(trx, customerId, room.group, now, frequencyMs)) return null;
    if (held && policy) {
      await policy.hold(trx, room, draft, now);
      return 'held' as const;
    }
    return insertMessage(trx, room, draft, now);
  });
  if (!row) {
    const left = await coolDownLeft(db, customerId, room.group, now, frequencyMs);
    throw refuse(429, ChatRefusal.CoolDown, `Please wait ${Math.max(1, left)} s before sending another message`);
  }
  // A line held by match-aware chat (issue 22 item 3) is broadcast, and gets its card, when it is released.
  if (row !== 'held') {
    await broadcastLine(deps.realtime, room, row);
    if (type === MessageType.ShowingTicket) await ticketShown(store, { room, siteId: session.siteId, nickname: session.nickname ?? '', customerId, timestamp: Number(row.created_at), message: text });
  }
  return { IsNotCheckMessage: !checked, IsMuted: false, IsSend: true, Turnover: turnover };
}

export interface HistoryInput {
  MatchId: number;
  AnchorLanguage: string;
  AnchorId: number;
  GroupName: string;
  ProgramType?: number;
}

/**
 * GET /Message: the last 150 messages of the room (oldest first) and the welcomes of the last
 * minute. Keep rules: a message stays if it is the viewer's own or not IsHate; the coin site
 * drops ticket-following, jackpot and lottery types; a logged-in viewer of a programme does
 * not see the customers they blocked.
 */
export async function history(deps: ChatDeps, session: Session | null, input: HistoryInput, now = Date.now()): Promise<HistoryAnswer> {
  const db = deps.store.db;
  if (session && input.GroupName !== session.siteGroup) throw badRequest('GroupName', 'GroupName is not the site group of the token');
  const siteGroup = session?.siteGroup ?? input.GroupName;
  if (!/^[A-Za-z0-9_-]{1,64}$/.test(siteGroup)) throw badRequest('GroupName', 'GroupName is not a site group');
  const programType: ChatProgramType = input.ProgramType === 2 ? 2
    : input.ProgramType === 1 ? 1
      : (await programTypeOf(db, input.MatchId)) ?? 1;
  const room = makeRoom(siteGroup, programType, input.MatchId, input.AnchorLanguage, input.AnchorId);
  await touchRoom(db, room, now);
  const viewerId = session?.isUserLogin ? session.customerId : null;
  const hiddenCustomers = viewerId !== null && programType === 2 ? await blockedIds(db, viewerId) : [];
  const base = { group: room.group, viewerId, dropCoinSiteTypes: session?.siteId === SITE_ID_COIN, hiddenCustomers };
  // Read before the rows: a line is stored before it is published, so every line up to this
  // position is in the rows below, and a first join from it misses nothing.
  const position = await deps.realtime.position(room.group);
  const messages = await historyRows(db, { ...base, types: { except: WELCOME_TYPES }, limit: CHAT_HISTORY_MAX });
  const welcomes = await historyRows(db, { ...base, types: { only: WELCOME_TYPES }, since: now - WELCOME_PENDING_MS, limit: WELCOME_PENDING_MAX });
  return {
    Messages: messages.map(toChatMessage), WelcomeMessages: welcomes.map(toChatMessage),
    Group: room.group, Position: { Seq: position.offset, Epoch: position.epoch },
  };
}

type HistoryAnswer = ResultOf<typeof GetMessage>;

/**
 * POST /GetConfig and /Entertainment/Message/GetConfig. Limits are the site's row for the
 * currency; IsAllowSendMessage is true when the viewer is logged in, the currency is open for
 * chat and the turnover requirement is met; UserTurnover is the viewer's turnover in it.
 */
export async function chatConfig(deps: ChatDeps, session: Session | null, input: { ParentId: number; CurrencyId: number }, programType: ChatProgramType): Promise<ChatConfig> {
  const db = deps.store.db;
  const config = session ? await siteChatConfig(db, session.siteId) : { byCurrency: new Map(), turnoverLimits: [] };
  const limits = limitsFor(config, input.CurrencyId);
  const loggedIn = !!session?.isUserLogin && session.customerId !== null;
  const turnover = loggedIn ? await userTurnover(db, session.customerId as number, input.CurrencyId) : 0;
  const supported = !!session && isCurrencySupported(config, session.siteId, input.CurrencyId);
  const state = await openState(db, programType, input.ParentId);
  const slow = await slowModeOf(db, programType, input.ParentId);
  return {
    MessageLengthLimit: limits.messageLengthLimit,
    MessageFrequency: slow?.seconds ?? limits.messageFrequency,
    TurnoverLimit: config.turnoverLimits,
    IsSendGift: !!session?.isAllowSendGift && !state.isGiftDisable,
    IsAllowSendMessage: loggedIn && supported && turnover >= limits.turnoverLimit,
    IsAllowShowingTicket: !!session?.isAllowShowingTicket && session.siteId !== SITE_ID_COIN && input.ParentId !== MATCH_ID_NO_TICKET_SHARING,
    UserTurnover: turnover,
    Vip: session?.vip ?? 0,
  };
}

type EntryInput = ParsedRequestOf<typeof SaveChatroomEntry>;

/**
 * POST /SaveChatroomEntry: stores the entry and, on the first entry (or the first after 10
 * minutes), pushes a Welcome (type 5) message to the room: Message '{template 0-3},{name}',
 * Nickname the escaped nickname ('' without one), LicenseeUserName the masked licensee name
 * (first 4 characters + '***', or '***'; the name the welcome shows without a nickname), Vip the member's level (non-zero → the VIP welcome animation).
 * IsSaveData says whether the welcome went out.
 */
export async function saveEntry(deps: ChatDeps, session: Session, input: EntryInput, now = Date.now()): Promise<{ IsSaveData: boolean }> {
  const db = deps.store.db;
  const customerId = session.customerId;
  if (customerId === null) throw new ApiError(401, 'Token', 'This call needs a logged-in member');
  const programType: ChatProgramType = input.ProgramType === 2 ? 2 : 1;
  const room = makeRoom(session.siteGroup, programType, input.MatchId, input.AnchorLanguage, input.AnchorId);
  const state = await openState(db, programType, room.matchId);
  await touchRoom(db, room, now);
  const welcome = await recordEntry(db, {
    customerId, group: room.group, programType, matchId: room.matchId,
    streamingSrc: input.StreamingSrc === null ? null : String(input.StreamingSrc), now, welcomeGapMs: WELCOME_GAP_MS,
  });
  if (!welcome || !state.isOpen) return { IsSaveData: false };
  const masked = maskedLicenseeName(session.licenseeUserName);
  const nickname = session.nickname ?? '';
  await postMessage(deps, room, {
    customerId, nickname, message: welcomeText(nickname || masked), type: MessageType.Welcome, color: session.nicknameColor,
    licenseeUserName: masked, siteId: session.siteId, siteName: session.siteName, vip: session.vip,
  }, now);
  return { IsSaveData: true };
}

/** GET /CheckMatchStatus and /Entertainment/Program/CheckProgramStatus. */
export async function isOpen(deps: ChatDeps, programType: ChatProgramType, id: number): Promise<{ IsOpen: boolean }> {
  return { IsOpen: (await openState(deps.store.db, programType, id)).isOpen };
}
