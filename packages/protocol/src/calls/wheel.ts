import { z } from 'zod';
import { defineCall } from './define';
import { SpinResult, WheelInfo } from '../entities/gifts';
import { moneyAmount } from './fields';
import { ChatRoomInfoModel, MessageInfoModel, UserInfoModel } from './models';

export const SpinWheel = defineCall({
  name: 'SpinWheel',
  method: 'POST',
  path: '/SpinWheel',
  headers: { auth: 'required', extraHeaders: ['Idempotency-Key'] },
  request: z.object({
    ChatRoomInfoModel,
    UserInfoModel,
    WheelInfoModel: z.object({ Amount: moneyAmount }),
    MessageInfoModel,
  }),
  result: SpinResult,
  feature: 'wheel',
  paid: true,
  summary: 'Pay one spin and get the winning segment (path not shown in the chatroom table; POST /SpinWheel is named elsewhere).',
});

export const GetWheelInfo = defineCall({
  name: 'GetWheelInfo',
  method: 'POST',
  path: '/GetWheelInfo',
  headers: { auth: 'optional' },
  request: z.object({ AnchorId: z.number().int(), UserLanguage: z.string() }),
  result: z.object({ WheelInfo }),
  feature: 'wheel',
  summary: 'Wheel segments and the cost per spin.',
});

export const GetIsWheelOn = defineCall({
  name: 'GetIsWheelOn',
  method: 'POST',
  path: '/GetIsWheelOn',
  headers: { auth: 'optional' },
  /** `AnchorId` (optional, beyond the spec's empty body): the wheel can be off for one anchor. */
  request: z.object({ AnchorId: z.number().int().nonnegative().optional() }),
  result: z.object({ IsWheelOn: z.boolean() }),
  feature: 'wheel',
  summary: 'Whether the wheel is on (pushes: ChangeWheelOpen).',
});

export const CheckSupportWheelCurrency = defineCall({
  name: 'CheckSupportWheelCurrency',
  method: 'POST',
  path: '/Streamer/CheckSupportWheelCurrency',
  headers: { auth: 'required' },
  request: z.object({}),
  result: z.object({ IsSupport: z.boolean() }),
  feature: 'wheel',
  summary: "Whether the user's currency can spin (result shape not shown in the spec: IsSupport).",
});
