import { z } from 'zod';
import { defineCall } from './define';
import { ChatConfig, ChatMessage, MessagePushResult } from '../entities/chat';
import { MessageType, ProgramType } from '../enums';
import { IsOpenResult, qInt, langField } from './fields';

/** Chat calls: push, history, config, entry, match status. */

/**
 * `Error[0].Field` codes of a refused MessagePush (answered HTTP 200 with the envelope `Code`
 * shown; a refused message is never stored nor broadcast). Request-shape problems (blank text,
 * unknown Type, bad AnchorLanguage) are plain HTTP 400 validation errors naming the field.
 */
export const ChatRefusal = {
  /** Code 400: the member has no nickname yet (the widget opens the nickname dialog). */
  NicknameRequired: 'NicknameRequired',
  /** Code 400: longer than the config's MessageLengthLimit. */
  MessageTooLong: 'MessageLengthLimit',
  /** Code 429: a second message inside the MessageFrequency cool-down of this member in this room. */
  CoolDown: 'MessageFrequency',
  /** Code 400, Message 'sensitive-words-prohibited': the text matched the indecent-word pattern. */
  SensitiveWords: 'SensitiveWords',
  /** Code 403, Message 'chatroom-close': the match or programme chatroom is closed. */
  ChatroomClosed: 'ChatroomClosed',
  /** Code 400, Message 'currency-not-open': the currency is not in the site's turnover-limit list (not the coin site). */
  CurrencyNotOpen: 'C001',
  /** Code 403: ticket sharing / following is not allowed here (site flag, match 1688168, coin site). */
  TicketNotAllowed: 'TicketNotAllowed',
  /** Code 403: a VIP sticker needs VIP level 1 or more. */
  VipRequired: 'VipRequired',
} as const;
export type ChatRefusal = (typeof ChatRefusal)[keyof typeof ChatRefusal];

/** The message types a viewer may send through MessagePush (gifts, wheel, lucky boxes… have their own calls). */
export const CLIENT_MESSAGE_TYPES: readonly MessageType[] = [
  MessageType.Message, MessageType.At, MessageType.FollowPromotedOdds, MessageType.Sticker,
  MessageType.ShowingTicket, MessageType.FollowPlayerTicket,
];

/** Escapes a display name for < > & and double quote (spec section 5, "Names are escaped"). */
export function escapeChatName(name: string): string {
  return name.replace(/[<>&"]/g, (c) => (c === '<' ? '&lt;' : c === '>' ? '&gt;' : c === '&' ? '&amp;' : '&quot;'));
}

export const MessagePushRequest = z.object({
  Nickname: z.string().min(1).max(20),
  FollowNickname: z.string().nullable().optional(),
  Message: z.string().trim().min(1).max(2000),
  Type: z.enum(MessageType),
  Color: z.number().int().min(1).max(10),
  MatchId: z.number().int(),
  AnchorLanguage: z.string(),
  SiteName: z.string(),
  IsAllowSendMessage: z.boolean(),
  CurrencyId: z.number().int(),
  GroupName: z.string(),
  AnchorId: z.number().int(),
});
export type MessagePushRequest = z.infer<typeof MessagePushRequest>;

/**
 * MessagePush answer. `TurnoverLimit` (not in the spec) is the currency's limit, sent with
 * `IsSend: false` so the turnover message can show both figures without another call.
 */
export const MessagePushAnswer = MessagePushResult.extend({ TurnoverLimit: z.number().optional() });

/**
 * Exported as `MessagePushCall`: `MessagePush` is also the hub event of that name.
 *
 * Checks, in order: Type is one a viewer may send (else HTTP 400 Field 'Type'); GroupName is the
 * token's site group (HTTP 400 'GroupName'); the member has a nickname (Code 400
 * 'NicknameRequired'); the chatroom is open (Code 403 'ChatroomClosed'); the currency is open
 * for chat — in the site's turnover-limit list, or the coin site — and one the member holds
 * (Code 400 'C001'); muted → Result.IsMuted true; Message/At text: length ≤ MessageLengthLimit
 * (Code 400 'MessageLengthLimit') and no indecent word (Code 400 'SensitiveWords', Message
 * 'sensitive-words-prohibited'); turnover below the currency's limit → Result.IsSend false with
 * Turnover and TurnoverLimit; a second message inside MessageFrequency seconds (per member and
 * room) → Code 429 'MessageFrequency'. Otherwise the message is stored (nickname escaped, an
 * @streamer mention normalised to one trailing space and sent as type At) and pushed as the hub
 * event MessagePush to the room: Result { IsNotCheckMessage (true for types whose content is
 * not checked: stickers, tickets, follows), IsMuted false, IsSend true, Turnover }.
 */
export const MessagePushCall = defineCall({
  name: 'MessagePush',
  method: 'POST',
  path: '/MessagePush',
  headers: { auth: 'required' },
  request: MessagePushRequest,
  result: MessagePushAnswer,
  feature: 'chat',
  summary: 'Send a chat message to a match chatroom; IsMuted/IsSend report mute and turnover refusals, Error C001 currency not open, Code 429 MessageFrequency cool-down, SensitiveWords, ChatroomClosed.',
});

export const EntertainmentMessagePush = defineCall({
  name: 'EntertainmentMessagePush',
  method: 'POST',
  path: '/Entertainment/Message/MessagePush',
  headers: { auth: 'required' },
  request: MessagePushRequest,
  result: MessagePushAnswer,
  feature: 'chat',
  entertainment: true,
  summary: 'Send a chat message to an entertainment programme chatroom (same payload as MessagePush).',
});

export const GetMessage = defineCall({
  name: 'GetMessage',
  method: 'GET',
  path: '/Message',
  headers: { auth: 'optional' },
  request: z.object({
    MatchId: qInt,
    AnchorLanguage: langField,
    AnchorId: qInt,
    GroupName: z.string(),
    /** Optional (not in the spec): 1 match, 2 programme; by default the id is looked up. */
    ProgramType: qInt.optional(),
  }),
  result: z.object({
    Messages: z.array(ChatMessage),
    WelcomeMessages: z.array(ChatMessage),
    /**
     * Not in the spec: the room's hub group and where its stream stood when the history was
     * read. The first join passes Position as `since`, so the hub sends what came after the
     * history and nothing twice (no second GET /Message after a Recovered:false first join).
     */
    Group: z.string().optional(),
    Position: z.object({ Seq: z.number().int().nonnegative(), Epoch: z.string().min(1).max(64) }).optional(),
  }),
  feature: 'chat',
  summary: 'Chat history of a room, oldest first (last 150; own or not IsHate; coin site drops ticket/follow/jackpot/lottery types; blocked customers hidden for logged-in programme viewers) and the welcome messages of the last 60 s.',
});

export const ChatConfigRequest = z.object({
  ParentId: z.number().int(),
  CurrencyId: z.number().int(),
  AnchorLanguage: z.string(),
  AnchorId: z.number().int(),
});

export const GetConfig = defineCall({
  name: 'GetConfig',
  method: 'POST',
  path: '/GetConfig',
  headers: { auth: 'optional' },
  request: ChatConfigRequest,
  result: z.object({ Config: ChatConfig }),
  feature: 'chat',
  summary: 'Chat limits of a match room (ParentId is the match id): length, frequency, turnover per currency.',
});

export const GetEntertainmentConfig = defineCall({
  name: 'GetEntertainmentConfig',
  method: 'POST',
  path: '/Entertainment/Message/GetConfig',
  headers: { auth: 'optional' },
  request: ChatConfigRequest,
  result: z.object({ Config: ChatConfig }),
  feature: 'chat',
  entertainment: true,
  summary: 'Chat limits of an entertainment room (payload not shown in the spec; same body as GetConfig, ParentId = EventId).',
});

export const SaveChatroomEntry = defineCall({
  name: 'SaveChatroomEntry',
  method: 'POST',
  path: '/SaveChatroomEntry',
  headers: { auth: 'required' },
  request: z.object({
    MatchId: z.number().int(),
    AnchorId: z.number().int(),
    AnchorLanguage: z.string(),
    StreamingSrc: z.union([z.number().int(), z.string()]).nullable(),
    ProgramType: z.enum(ProgramType),
  }),
  result: z.object({ IsSaveData: z.boolean() }),
  feature: 'chat',
  summary: 'Record that the user entered the room; IsSaveData true (first entry in 10 minutes) means a Welcome (type 5, \'{template 0-3},{nickname}\') was pushed to the room.',
});

/** Seconds a room's viewer count may be old (server cache and the player's refresh). */
export const ROOM_VIEWERS_MAX_AGE_S = 30;

export const GetRoomViewers = defineCall({
  name: 'GetRoomViewers',
  method: 'GET',
  path: '/GetRoomViewers',
  headers: { auth: 'optional' },
  request: z.object({ MatchId: qInt, ProgramType: qInt.optional() }),
  result: z.object({ Viewers: z.number().int().nonnegative() }),
  feature: 'chat',
  summary: 'Not in the spec: how many viewers are connected to the match (ProgramType 1, default) or programme (2) chat on every node, for the player\'s viewer count; at most ROOM_VIEWERS_MAX_AGE_S old.',
});

export const CheckMatchStatus = defineCall({
  name: 'CheckMatchStatus',
  method: 'GET',
  path: '/CheckMatchStatus',
  headers: { auth: 'optional' },
  request: z.object({ MatchId: qInt }),
  result: IsOpenResult,
  feature: 'chat',
  summary: 'Whether the match chatroom is open.',
});
