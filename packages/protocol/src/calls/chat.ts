import { z } from 'zod';
import { defineCall } from './define';
import { ChatConfig, ChatMessage, MessagePushResult } from '../entities/chat';
import { MessageType, ProgramType } from '../enums';
import { IsOpenResult, qInt, langField } from './fields';

/** Chat calls: push, history, config, entry, match status. */
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

/** Exported as `MessagePushCall`: `MessagePush` is also the hub event of that name. */
export const MessagePushCall = defineCall({
  name: 'MessagePush',
  method: 'POST',
  path: '/MessagePush',
  headers: { auth: 'required' },
  request: MessagePushRequest,
  result: MessagePushResult,
  feature: 'chat',
  summary: 'Send a chat message to a match chatroom; IsMuted/IsSend report mute and turnover refusals, Error C001 currency not open.',
});

export const EntertainmentMessagePush = defineCall({
  name: 'EntertainmentMessagePush',
  method: 'POST',
  path: '/Entertainment/Message/MessagePush',
  headers: { auth: 'required' },
  request: MessagePushRequest,
  result: MessagePushResult,
  feature: 'chat',
  entertainment: true,
  summary: 'Send a chat message to an entertainment programme chatroom (same payload as MessagePush).',
});

export const GetMessage = defineCall({
  name: 'GetMessage',
  method: 'GET',
  path: '/Message',
  headers: { auth: 'optional' },
  request: z.object({ MatchId: qInt, AnchorLanguage: langField, AnchorId: qInt, GroupName: z.string() }),
  result: z.object({ Messages: z.array(ChatMessage), WelcomeMessages: z.array(ChatMessage) }),
  feature: 'chat',
  summary: 'Chat history of a room (oldest first) and the pending welcome messages.',
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
  summary: 'Record that the user entered the room; IsSaveData true (first entry) means a welcome message is sent.',
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
