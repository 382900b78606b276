import { z } from 'zod';
import { MessageType, ProgramType } from '../enums';

/**
 * The nested request models the paid calls share (SendWishCoin, SendProfitShare, lucky-box
 * purchase, SpinWheel): who pays, where, and how the resulting chat message looks.
 *
 * Who pays is the token's member, never the body: `UserInfoModel.NickName` and `SiteName` and
 * `ChatRoomInfoModel.GroupName` are accepted for compatibility and IGNORED — the line shows the
 * member's stored nickname (else the masked licensee name), the site and room group are the
 * token's. CurrencyId must be one of the member's wallets; MatchId/AnchorId must name a room
 * that exists and is open (400 naming the field otherwise). The server's decision for every
 * such field of the contract: packages/server/test-support/security/identity.ts.
 */
export const UserInfoModel = z.object({
  /** Ignored: the token's site. */
  SiteName: z.string(),
  CurrencyId: z.number().int(),
  CurrencyName: z.string(),
  EnableSingleWallet: z.boolean(),
  UserLanguage: z.string(),
  /** Ignored: the line shows the token member's nickname (else the masked licensee name). */
  NickName: z.string(),
});
export type UserInfoModel = z.infer<typeof UserInfoModel>;

export const ChatRoomInfoModel = z.object({
  MatchId: z.number().int(),
  AnchorLanguage: z.string(),
  AnchorId: z.number().int(),
  /** Ignored: the room is built from the token's site group. */
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
