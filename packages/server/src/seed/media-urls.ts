/**
 * URLs of the generated images (served by `media/images.ts`): `/media/images/<kind>/<slug>.svg`.
 * Labels travel in the slug (dashes become spaces), so the image shows real text.
 */
export type ImageKind = 'team' | 'league' | 'avatar' | 'photo' | 'gift' | 'sticker' | 'luckybox' | 'banner' | 'promo' | 'programme';

export function slugify(text: string): string {
  return text.normalize('NFKD').replace(/[^\w\s.-]/g, '').trim().replace(/[\s_.]+/g, '-').toLowerCase() || 'x';
}

export function imageUrl(kind: ImageKind, label: string): string {
  return `/media/images/${kind}/${slugify(label)}.svg`;
}
