import { z } from 'zod';
import {
  AdType, LayoutType, MessageType, ProgramType, StreamingPluginType, BetFrom, IndecentWordType,
} from '../enums';

/** A VIP level 0-10. */
export const Vip = z.number().int().min(0).max(10);
/** Nickname colour class 1-10. */
export const NicknameColorSchema = z.number().int().min(1).max(10);

/**
 * A chat message as pushed by the hub (MessagePush) and returned by GET /Message.
 * `Message` text conventions by Type: Welcome is comma-separated (first part used); LuckyBox is
 * '{giftId},{luckyBoxId}'; ShowingTicket holds SharedTicket JSON. `Timestamp` is epoch ms.
 */
export const ChatMessage = z.object({
  CustomerId: z.number().int(),
  CustId: z.string().nullable(),
  Nickname: z.string(),
  Message: z.string(),
  Timestamp: z.number(),
  Type: z.enum(MessageType),
  Color: NicknameColorSchema,
  GiftLevel: z.number().int().nullable(),
  LicenseeUserName: z.string().nullable(),
  SiteId: z.number().int(),
  SiteName: z.string().nullable(),
  SubsidiaryName: z.string().nullable(),
  ProgramType: z.enum(ProgramType),
  IsHate: z.boolean(),
  Vip: Vip,
  FollowNickname: z.string().nullable(),
});
export type ChatMessage = z.infer<typeof ChatMessage>;

/** JSON inside the `Message` of a ShowingTicket chat message. */
export const SharedTicket = z.object({
  SportType: z.number().int(),
  MarketId: z.number().int(),
  Key: z.string(),
  Price: z.number(),
  BetChoice: z.string().nullable(),
  KeyName: z.string(),
  BetType: z.number().int(),
  BetTypeName: z.string(),
  OddsType: z.number().int(),
  OddsStake: z.number(),
});
export type SharedTicket = z.infer<typeof SharedTicket>;

/** The signed-in user as the widget knows them. UserLanguage defaults to EN. */
export const UserInfo = z.object({
  Nickname: z.string().nullable(),
  NicknameColor: NicknameColorSchema,
  CurrencyId: z.number().int(),
  CurrencyName: z.string(),
  EnableSingleWallet: z.boolean(),
  UserLanguage: z.string().default('en'),
  Token: z.string(),
  Vip: Vip,
});
export type UserInfo = z.infer<typeof UserInfo>;

/** Chatroom info: where the widget is mounted and what it may do (both documents' field lists). */
export const ChatroomInfo = z.object({
  MatchId: z.number().int(),
  AnchorId: z.number().int(),
  AnchorLanguage: z.string(),
  GroupName: z.string(),
  ProgramType: z.enum(ProgramType),
  SiteId: z.number().int(),
  SiteName: z.string(),
  /** Host page origin. */
  SmartUrl: z.string(),
  CustomerId: z.number().int(),
  IsUserLogin: z.boolean(),
  IsLicenseeChatroom: z.boolean(),
  /** Free-viewing seconds per match for anonymous visitors. */
  WatchTimeLimit: z.number().int().min(0),
  StreamingPluginType: z.enum(StreamingPluginType),
  BetFrom: z.enum(BetFrom),
  CanUpdateNickname: z.boolean(),
  IsAllowSendGift: z.boolean(),
  IsAllowShowingTicket: z.boolean(),
  EnableDefaultOpenChatroom: z.boolean(),
  IsDarkMode: z.boolean(),
  StreamerName: z.string().nullable(),
  StreamerLanguage: z.string().nullable().optional(),
  StreamerIds: z.string().nullable(),
  ExclusiveStreamerType: z.number().int().nullable(),
  IsFocusGV: z.boolean(),
  IsHideTitle: z.boolean(),
  IsPreview: z.boolean().optional(),
  FocusSource: z.string().nullable(),
  MaskedStreamingSrc: z.string().nullable(),
  StreamingSrc: z.union([z.number(), z.string()]).nullable().optional(),
  ChatroomReferer: z.string().nullable(),
  LayoutType: z.enum(LayoutType),
  Title: z.string().nullable(),
  IsHaveLiveMatch: z.boolean(),
  IsJioo: z.boolean().optional(),
});
export type ChatroomInfo = z.infer<typeof ChatroomInfo>;

export const TurnoverLimit = z.object({ CurrencyId: z.number().int(), Amount: z.number().min(0) });
export type TurnoverLimit = z.infer<typeof TurnoverLimit>;

/** Chat config (POST /GetConfig). MessageFrequency is the send cool-down in seconds. */
export const ChatConfig = z.object({
  MessageLengthLimit: z.number().int().positive(),
  MessageFrequency: z.number().min(0),
  TurnoverLimit: z.array(TurnoverLimit),
  IsSendGift: z.boolean(),
  IsAllowSendMessage: z.boolean(),
  IsAllowShowingTicket: z.boolean(),
  UserTurnover: z.number(),
  Vip: Vip,
});
export type ChatConfig = z.infer<typeof ChatConfig>;

/** Result of POST /MessagePush. */
export const MessagePushResult = z.object({
  IsNotCheckMessage: z.boolean(),
  IsMuted: z.boolean(),
  IsSend: z.boolean(),
  Turnover: z.number(),
});
export type MessagePushResult = z.infer<typeof MessagePushResult>;

/** VIP welcome effect per level. */
export const WelcomeInfo = z.object({ Vip: Vip, WelcomeSvgaUrl: z.string() });
export type WelcomeInfo = z.infer<typeof WelcomeInfo>;

/** An indecent word: Type 1 anywhere, 2 whole word. */
export const IndecentWord = z.object({ Type: z.enum(IndecentWordType), Content: z.string().min(1) });
export type IndecentWord = z.infer<typeof IndecentWord>;

export const BlockRequest = z.object({
  MatchId: z.number().int(),
  BlockCustomerId: z.number().int(),
  BlockNickname: z.string(),
});
export type BlockRequest = z.infer<typeof BlockRequest>;

/** Match open state as the chat holds it. */
export const MatchOpenState = z.object({ IsMatchOpen: z.boolean(), IsGiftDisable: z.boolean() });
export type MatchOpenState = z.infer<typeof MatchOpenState>;

/** Free-view record kept in local storage: seconds left per match. */
export const FreeViewRecord = z.array(z.object({ MatchId: z.number().int(), Seconds: z.number().int().min(0) }));
export type FreeViewRecord = z.infer<typeof FreeViewRecord>;

export const AdInfo = z.object({ Url: z.string(), Type: z.enum(AdType) });
export type AdInfo = z.infer<typeof AdInfo>;

/** One jackpot (GET /GetJackpot, GetJackpots push). */
export const Jackpot = z.object({ MatchId: z.number().int(), TotalPrize: z.number() });
export type Jackpot = z.infer<typeof Jackpot>;
