import { z } from 'zod';
import { defineCall } from './define';
import { Sticker } from '../entities/gifts';

export const GetStickerInfo = defineCall({
  name: 'GetStickerInfo',
  method: 'POST',
  path: '/GetStickerInfo',
  headers: { auth: 'optional' },
  request: z.object({}),
  result: z.object({ StickerInfo: z.array(Sticker) }),
  feature: 'stickers',
  summary: 'Sticker catalogue (only active ones are shown).',
});
