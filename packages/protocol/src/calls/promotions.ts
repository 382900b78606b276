import { z } from 'zod';
import { defineCall } from './define';
import { Promotion, PromotionSummary } from '../entities/promotions';
import { qInt, langField } from './fields';

export const GetPromotion = defineCall({
  name: 'GetPromotion',
  method: 'GET',
  path: '/Promotion/GetPromotion',
  headers: { auth: 'optional' },
  request: z.object({ Id: qInt, UserLanguage: langField }),
  result: z.object({ Promotion }),
  feature: 'promotions',
  summary: 'One promotion page with its HTML content (sanitise before rendering).',
});

export const GetPromotionList = defineCall({
  name: 'GetPromotionList',
  method: 'GET',
  path: '/Promotion/GetPromotionList',
  headers: { auth: 'optional' },
  request: z.object({ UserLanguage: langField }),
  result: z.object({ Promotions: z.array(PromotionSummary) }),
  feature: 'promotions',
  summary: 'Event list cards.',
});
