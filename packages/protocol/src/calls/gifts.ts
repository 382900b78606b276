import { z } from 'zod';
import { defineCall } from './define';
import { Gift, GiftCardItem } from '../entities/gifts';
import { MessageType, ProgramType } from '../enums';
import { moneyAmount, qInt, qIntList, langField } from './fields';
import { MAX_MONEY_AMOUNT, MAX_QUANTITY } from '../constants';
import { BalanceResult, ChatRoomInfoModel, MessageInfoModel, UserInfoModel } from './models';

/** Gift calls (chatroom-and-streaming.md section 7; wish coin and profit share from both documents). */
const PAID = { auth: 'required', extraHeaders: ['Idempotency-Key'] } as const;

export const GetGiftInfo = defineCall({
  name: 'GetGiftInfo',
  method: 'GET',
  path: '/GetGiftInfo',
  headers: { auth: 'optional' },
  request: z.object({ CurrencyIds: qIntList, UserLanguage: langField, Vip: qInt.pipe(z.number().int().min(0).max(10)) }),
  result: z.object({ GiftInfo: z.array(Gift) }),
  feature: 'gifts',
  summary: 'Gifts for the given currencies (coin and diamond ids on the coin site), names in UserLanguage.',
});

export const GetGiftById = defineCall({
  name: 'GetGiftById',
  method: 'GET',
  path: '/GetGiftById',
  headers: { auth: 'optional' },
  request: z.object({ GiftId: qInt, UserLanguage: langField, CurrencyId: qInt }),
  result: z.object({ GiftInfo: Gift }),
  feature: 'gifts',
  summary: 'One gift (e.g. 153 wish coin, whose Amount the wish-coin pop-up needs).',
});

export const GetJiooGiftCard = defineCall({
  name: 'GetJiooGiftCard',
  method: 'GET',
  path: '/GetJiooGiftCard',
  headers: { auth: 'required' },
  request: z.object({}),
  result: z.object({ JiooLiveBackpackItems: z.array(GiftCardItem) }),
  feature: 'gifts',
  summary: 'Gift vouchers (tickets) the user holds: SubType is the gift id.',
});

export const SendGiftInfo = z.object({
  GiftLevel: z.number().int().min(0),
  /** Ignored (issue 14): the line shows the token member's nickname, else the masked licensee name. */
  NickName: z.string(),
  Amount: moneyAmount,
  Quantity: z.number().int().min(1).max(MAX_QUANTITY),
  IsUsingTicket: z.boolean(),
});

export const SendGift = defineCall({
  name: 'SendGift',
  method: 'POST',
  path: '/SendGift',
  headers: PAID,
  request: z.object({
    /** Ignored: the token's site. */
    SiteName: z.string(),
    CurrencyId: z.number().int(),
    CurrencyName: z.string(),
    EnableSingleWallet: z.boolean(),
    UserLanguage: z.string(),
    GiftInfo: SendGiftInfo,
    /** Ignored: the token's site group. MatchId/AnchorId must name an open room with that anchor. */
    GroupName: z.string(),
    MatchId: z.number().int(),
    AnchorId: z.number().int(),
    AnchorLanguage: z.string(),
    /** The gift id as text. */
    Message: z.string().regex(/^\d+$/, 'Message must hold the gift id'),
    Color: z.number().int().min(1).max(10),
    Type: z.enum(MessageType),
    ProgramType: z.enum(ProgramType),
  }),
  result: z.object({
    SendGiftResult: z.object({ CurrencyId: z.number().int(), Balance: z.number(), SuccessCount: z.number().int().min(0) }),
  }),
  feature: 'gifts',
  paid: true,
  summary: 'Send Quantity of a gift to the anchor (from balance or vouchers); failure Field 400055 = exceeds vouchers.',
});

export const SendWishCoin = defineCall({
  name: 'SendWishCoin',
  method: 'POST',
  path: '/SendWishCoin',
  headers: PAID,
  request: z.object({ UserInfoModel, ChatRoomInfoModel, MessageInfoModel }),
  result: BalanceResult,
  feature: 'gifts',
  paid: true,
  summary: 'Send the wish-coin gift (153) after a fast-market settlement; body beyond the models is not shown in the spec.',
});

export const SendProfitShare = defineCall({
  name: 'SendProfitShare',
  method: 'POST',
  path: '/SendProfitShare',
  headers: PAID,
  request: z.object({
    SendProfitShareInfoModel: z.object({ Amount: z.number().positive().max(MAX_MONEY_AMOUNT).multipleOf(0.01) }),
    UserInfoModel,
    ChatRoomInfoModel,
    MessageInfoModel,
  }),
  result: BalanceResult,
  feature: 'gifts',
  paid: true,
  summary: 'Share Amount (>0, 2 decimals) of a fast-market win with the anchor as the profit-share gift (152).',
});
