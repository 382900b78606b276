import { z } from 'zod';
import { defineCall } from './define';
import { LuckyBox } from '../entities/gifts';
import { moneyAmount, qInt, langField } from './fields';
import { ChatRoomInfoModel, MessageInfoModel, UserInfoModel } from './models';

/** Lucky box calls. */
export const GetLuckyBoxInfo = defineCall({
  name: 'GetLuckyBoxInfo',
  method: 'GET',
  path: '/GetLuckyBoxInfo',
  headers: { auth: 'optional' },
  request: z.object({ CurrencyId: qInt, UserLanguage: langField }),
  result: z.object({ LuckyBoxInfo: z.array(LuckyBox) }),
  feature: 'lucky-box',
  summary: 'Lucky boxes with prices, prize table and last winner.',
});

export const PurchaseLuckyBox = defineCall({
  name: 'PurchaseLuckyBox',
  method: 'POST',
  path: '/PurchaseLuckyBox',
  headers: { auth: 'required', extraHeaders: ['Idempotency-Key'] },
  request: z.object({
    PurchaseLuckyBoxInfoModel: z.object({ LuckyBoxId: z.number().int(), Amount: moneyAmount }),
    ChatRoomInfoModel,
    UserInfoModel,
    MessageInfoModel,
  }),
  result: z.object({ Balance: z.number(), GiftInfoId: z.number().int(), LuckyBoxId: z.number().int() }),
  feature: 'lucky-box',
  paid: true,
  summary: 'Buy and open a lucky box (path not shown in the spec; chosen: POST /PurchaseLuckyBox). Answers the new balance and the gift won.',
});
