import type { FastifyInstance } from 'fastify';
import { GetStickerInfo } from '@sideline/protocol';
import { registerCall } from '../../http/register';
import { stickerInfo } from './service';

/** Stickers feature: the catalogue. Sticker messages go through chat's MessagePush (`checkStickerMessage`). */
export async function stickersPlugin(app: FastifyInstance): Promise<void> {
  const { store } = app.sideline;
  registerCall(app, GetStickerInfo, async () => ({ StickerInfo: await stickerInfo(store.db) }));
}
