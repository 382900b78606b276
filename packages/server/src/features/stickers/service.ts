import type { Sticker } from '@sideline/protocol';
import { DomainErrorCode } from '@sideline/protocol';
import { badRequest } from '../../http/errors';
import type { Executor } from '../../store/types';
import { bool } from '../../store/values';
import { refusal } from '../wallet/index';
import { activeStickers, findSticker } from './store';

/** Lowest VIP level that may send VIP stickers. */
export const VIP_STICKER_MIN_LEVEL = 1;

/** POST /GetStickerInfo: the active stickers, in order (inactive ones are never shown). */
export async function stickerInfo(db: Executor): Promise<Sticker[]> {
  const rows = await activeStickers(db);
  return rows.map((r) => ({ StickerName: r.name, StickerUrl: r.url, Status: bool(r.status), IsVip: bool(r.is_vip) }));
}

/**
 * The rule for a Sticker (type 8) chat message, for the chat feature's MessagePush: `text` is the
 * sticker's name (or its URL); an unknown or inactive sticker → 400 on Message; a VIP sticker
 * from a member below VIP 1 → refusal 'VipRequired'. Returns the sticker.
 */
export async function checkStickerMessage(db: Executor, vip: number, text: string): Promise<Sticker> {
  const t = text.trim();
  const row = await findSticker(db, t);
  if (!row || row.status !== 1) throw badRequest('Message', `Unknown sticker '${t.slice(0, 40)}'`);
  if (bool(row.is_vip) && vip < VIP_STICKER_MIN_LEVEL) throw refusal(DomainErrorCode.VipRequired, 'This sticker is for VIP members');
  return { StickerName: row.name, StickerUrl: row.url, Status: true, IsVip: bool(row.is_vip) };
}
