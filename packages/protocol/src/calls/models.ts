import { z } from 'zod';
import { MessageType, ProgramType } from '../enums';

/**
 * The nested request models the paid calls share (SendWishCoin, SendProfitShare, lucky-box
 * purchase, SpinWheel): who pays, where, and how the resulting chat message looks.
 */
export const UserInfoModel = z.object({
  SiteName: z.string(),
  CurrencyId: z.number().int(),
  CurrencyName: z.string(),
  EnableSingleWallet: z.boolean(),
  UserLanguage: z.string(),
  NickName: z.string(),
});
export type UserInfoModel = z.infer<typeof UserInfoModel>;

export const ChatRoomInfoModel = z.object({
  MatchId: z.number().int(),
  AnchorLanguage: z.string(),
  AnchorId: z.number().int(),
  GroupName: z.string(),
  ProgramType: z.enum(ProgramType),
});
export type ChatRoomInfoModel = z.infer<typeof ChatRoomInfoModel>;

export const MessageInfoModel = z.object({
  Color: z.number().int().min(1).max(10),
  Type: z.enum(MessageType),
});
export type MessageInfoModel = z.infer<typeof MessageInfoModel>;

/** `Result` of paid calls that answer only the new balance. */
export const BalanceResult = z.object({ Balance: z.number() });
export type BalanceResult = z.infer<typeof BalanceResult>;
