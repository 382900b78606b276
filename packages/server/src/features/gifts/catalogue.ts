import type { Gift, GiftCategory } from '@sideline/protocol';
import type { GiftsTable } from './tables';
import { bool, fromMinor, parseJson } from '../../store/values';
import { giftSvgaUrl } from '../../media/svga/catalogue';

/** Name in `language` from a `names_json` column (en fallback, then any). */
export function localName(namesJson: string, language: string): string {
  const names = parseJson<Record<string, string>>(namesJson, {});
  const l = language.trim().toLowerCase();
  const key = l.startsWith('zh') ? 'cn' : l === 'vi' ? 'vn' : l.slice(0, 2);
  return names[key] ?? names.en ?? Object.values(names)[0] ?? '';
}

/**
 * The gift's animation: the SVGA file it names (an upload, or the demo's generated one). A row
 * the back office never saved (updated_at 0) and seeded before the seed named its file carries a
 * placeholder or nothing: it shows the generated animation of its English name, as it always did.
 */
export function giftAnimationUrl(row: Pick<GiftsTable, 'svga_url' | 'names_json' | 'updated_at'>): string | null {
  if (row.svga_url?.endsWith('.svga')) return row.svga_url;
  if (Number(row.updated_at) > 0) return null;
  return giftSvgaUrl(localName(row.names_json, 'en')) ?? null;
}

/** A gift row as the contract's Gift; `cards` are the caller's vouchers by gift id. */
export function toGift(row: GiftsTable, language: string, cards: ReadonlyMap<number, number>): Gift {
  return {
    Id: row.id,
    GiftName: localName(row.names_json, language),
    Amount: fromMinor(Number(row.amount_minor)),
    ImgUrl: row.frontend_img_url || row.img_url,
    SvgaUrl: giftAnimationUrl(row),
    Sort: row.sort,
    Status: bool(row.status),
    CurrencyId: row.currency_id,
    GiftCardCount: cards.get(row.id) ?? 0,
    IsVip: bool(row.is_vip),
    Vip: row.vip,
    Category: row.category as GiftCategory,
  };
}
