import { z } from 'zod';
import { GiftCategory } from '../enums';
import { Vip } from './chat';

export const Gift = z.object({
  Id: z.number().int(),
  GiftName: z.string(),
  Amount: z.number().min(0),
  ImgUrl: z.string(),
  SvgaUrl: z.string().nullable(),
  Sort: z.number().int(),
  Status: z.boolean(),
  CurrencyId: z.number().int(),
  /** Gift tickets (vouchers) the user holds for this gift. */
  GiftCardCount: z.number().int().min(0),
  IsVip: z.boolean(),
  /** Required VIP level. */
  Vip: Vip,
  Category: z.enum(GiftCategory),
});
export type Gift = z.infer<typeof Gift>;

/** The gift panel's current selection (client state). */
export const GiftSelection = z.object({
  Id: z.number().int(),
  Amount: z.number(),
  Count: z.number().int().min(1).default(1),
  IsShowTicket: z.boolean(),
});
export type GiftSelection = z.infer<typeof GiftSelection>;

export const Sticker = z.object({
  StickerName: z.string(),
  StickerUrl: z.string(),
  /** Only active stickers are shown. */
  Status: z.boolean(),
  IsVip: z.boolean(),
});
export type Sticker = z.infer<typeof Sticker>;

export const LuckyBoxCurrency = z.object({ CurrencyId: z.number().int(), Amount: z.number().min(0) });
export type LuckyBoxCurrency = z.infer<typeof LuckyBoxCurrency>;

export const LuckyBoxSettings = z.object({
  GiftInfoId: z.number().int(),
  GiftName: z.string(),
  GiftAmount: z.number(),
  /** Percent chance, 0-100. */
  DrawChance: z.number().min(0).max(100),
});
export type LuckyBoxSettings = z.infer<typeof LuckyBoxSettings>;

export const LuckyBoxLastWinner = z.object({
  DrawTime: z.string(),
  Nickname: z.string(),
  StreamerName: z.string().nullable(),
});
export type LuckyBoxLastWinner = z.infer<typeof LuckyBoxLastWinner>;

export const LuckyBox = z.object({
  Id: z.number().int(),
  Name: z.string(),
  ImgUrl: z.string().nullable(),
  FrontendImgUrl: z.string().nullable(),
  Amount: z.number().min(0),
  IsVip: z.boolean(),
  LuckyBoxCurrency: z.array(LuckyBoxCurrency),
  LuckyBoxSettings: z.array(LuckyBoxSettings),
  LuckyBoxLastWinner: LuckyBoxLastWinner.nullable(),
});
export type LuckyBox = z.infer<typeof LuckyBox>;

/** A wallet balance. The web shows '--' (BALANCE_UNKNOWN) when no balance is known. */
export const Balance = z.object({ CurrencyId: z.number().int(), Balance: z.number() });
export type Balance = z.infer<typeof Balance>;

export const WheelItem = z.object({ Content1: z.string(), Content2: z.string() });
export type WheelItem = z.infer<typeof WheelItem>;

/** Prize wheel: six items and the cost per spin. */
export const WheelInfo = z.object({ WheelItems: z.array(WheelItem), Amount: z.number().min(0) });
export type WheelInfo = z.infer<typeof WheelInfo>;

/** Spin result: new balance and the winning segment index (0-5). */
export const SpinResult = z.object({ Balance: z.number(), BingoIndex: z.number().int().min(0) });
export type SpinResult = z.infer<typeof SpinResult>;

/** Gift card (backpack) item: SubType is the gift id, Quantity the vouchers held. */
export const GiftCardItem = z.object({ SubType: z.number().int(), Quantity: z.number().int().min(0) });
export type GiftCardItem = z.infer<typeof GiftCardItem>;

/** Lucky box winner push (PushLuckyBoxWinner). */
export const LuckyBoxWinner = z.object({
  MatchId: z.number().int(),
  LuckyBoxId: z.number().int(),
  GiftInfoId: z.number().int(),
  Nickname: z.string(),
  StreamerName: z.string().nullable(),
  DrawTime: z.string(),
});
export type LuckyBoxWinner = z.infer<typeof LuckyBoxWinner>;
