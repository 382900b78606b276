/**
 * Deterministic SVG artwork for the demo world (team crests, league badges, streamer avatars
 * and photos, gifts, stickers, lucky boxes, banners, promotion art, programme thumbnails).
 * Everything derives from the kind and the label, so the same URL always draws the same image.
 */

/** FNV-1a, for stable colours per label. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

function hue(label: string, shift = 0): number {
  return (hash(label) + shift * 47) % 360;
}

export function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c] as string);
}

function initials(label: string): string {
  const words = label.split(/\s+/).filter(Boolean);
  if (words.length === 1) return words[0].slice(0, 3).toUpperCase();
  return words.slice(0, 3).map((w) => w[0]).join('').toUpperCase();
}

function titleCase(slug: string): string {
  return slug.split('-').filter(Boolean).map((w) => w[0].toUpperCase() + w.slice(1)).join(' ');
}

const svg = (w: number, h: number, body: string, label: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}" role="img" aria-label="${escapeXml(label)}">` +
  `<title>${escapeXml(label)}</title>${body}</svg>`;

const gradient = (id: string, a: string, b: string, vertical = false) =>
  `<defs><linearGradient id="${id}" x1="0" y1="0" x2="${vertical ? 0 : 1}" y2="1"><stop offset="0" stop-color="${a}"/><stop offset="1" stop-color="${b}"/></linearGradient></defs>`;

const text = (x: number, y: number, size: number, content: string, fill = '#fff', weight = 700) =>
  `<text x="${x}" y="${y}" font-family="Arial, Helvetica, sans-serif" font-size="${size}" font-weight="${weight}" fill="${fill}" text-anchor="middle" dominant-baseline="middle">${escapeXml(content)}</text>`;

function team(label: string): string {
  const h = hue(label);
  return svg(96, 96, gradient('g', `hsl(${h},70%,45%)`, `hsl(${(h + 40) % 360},70%,30%)`, true) +
    '<path d="M48 4 L88 16 V46 C88 70 70 86 48 94 C26 86 8 70 8 46 V16 Z" fill="url(#g)" stroke="#fff" stroke-width="4"/>' +
    `<path d="M8 40 H88" stroke="hsl(${(h + 180) % 360},80%,70%)" stroke-width="6" opacity=".6"/>` +
    text(48, 54, initials(label).length > 2 ? 22 : 28, initials(label)), label);
}

function league(label: string): string {
  const h = hue(label);
  return svg(64, 64, `<circle cx="32" cy="32" r="30" fill="hsl(${h},60%,30%)" stroke="hsl(${h},70%,70%)" stroke-width="3"/>` +
    `<path d="M32 10 l5 10 11 2 -8 8 2 11 -10-5 -10 5 2-11 -8-8 11-2z" fill="hsl(${h},80%,75%)" opacity=".35"/>` +
    text(32, 34, 16, initials(label)), label);
}

function avatar(label: string): string {
  const h = hue(label);
  return svg(128, 128, gradient('g', `hsl(${h},70%,60%)`, `hsl(${(h + 60) % 360},70%,40%)`) +
    '<rect width="128" height="128" rx="64" fill="url(#g)"/>' +
    `<circle cx="64" cy="50" r="24" fill="hsl(${h},40%,92%)"/><path d="M22 118 C26 84 102 84 106 118 Z" fill="hsl(${h},40%,92%)"/>` +
    text(64, 52, 20, initials(label), `hsl(${h},60%,30%)`), label);
}

function photo(label: string): string {
  const h = hue(label);
  return svg(480, 640, gradient('g', `hsl(${h},60%,65%)`, `hsl(${(h + 90) % 360},60%,30%)`, true) +
    '<rect width="480" height="640" fill="url(#g)"/>' +
    `<circle cx="240" cy="250" r="110" fill="hsl(${h},35%,90%)"/><path d="M60 640 C80 430 400 430 420 640 Z" fill="hsl(${h},35%,90%)"/>` +
    `<rect x="0" y="560" width="480" height="80" fill="rgba(0,0,0,.35)"/>` + text(240, 600, 32, label), label);
}

const GIFT_SHAPES: Record<string, string> = {
  heart: '<path d="M48 80 C10 54 12 22 32 20 C42 19 48 28 48 32 C48 28 54 19 64 20 C84 22 86 54 48 80 Z" fill="#ff3b6b"/>',
  kiss: '<path d="M18 50 C30 34 42 38 48 44 C54 38 66 34 78 50 C66 66 30 66 18 50 Z" fill="#e11d48"/><path d="M18 50 H78" stroke="#7f1d1d" stroke-width="3"/>',
  flowers: '<g fill="#f472b6"><circle cx="48" cy="30" r="12"/><circle cx="34" cy="42" r="12"/><circle cx="62" cy="42" r="12"/><circle cx="40" cy="56" r="12"/><circle cx="56" cy="56" r="12"/></g><circle cx="48" cy="45" r="8" fill="#fde047"/><path d="M48 64 V86" stroke="#16a34a" stroke-width="5"/>',
  supercar: '<path d="M10 62 L22 44 H60 L78 56 H88 V66 H10 Z" fill="#ef4444"/><path d="M28 46 H56 L64 54 H24 Z" fill="#bae6fd"/><circle cx="28" cy="68" r="8" fill="#111"/><circle cx="70" cy="68" r="8" fill="#111"/>',
  castle: '<path d="M16 84 V36 H24 V44 H32 V36 H40 V44 H56 V36 H64 V44 H72 V36 H80 V84 Z" fill="#a78bfa"/><path d="M40 84 V64 C40 56 56 56 56 64 V84 Z" fill="#4c1d95"/><path d="M48 12 V36 M48 12 L62 18 L48 24" stroke="#fbbf24" stroke-width="3" fill="#fbbf24"/>',
  trophy: '<path d="M30 18 H66 V40 C66 54 58 60 48 60 C38 60 30 54 30 40 Z" fill="#fbbf24"/><path d="M30 24 H18 C18 40 26 44 32 44 M66 24 H78 C78 40 70 44 64 44" stroke="#fbbf24" stroke-width="4" fill="none"/><rect x="42" y="60" width="12" height="12" fill="#f59e0b"/><rect x="30" y="72" width="36" height="10" rx="3" fill="#b45309"/>',
  fireworks: '<g stroke="#fde047" stroke-width="4" stroke-linecap="round"><path d="M48 48 L48 14 M48 48 L48 82 M48 48 L14 48 M48 48 L82 48 M48 48 L24 24 M48 48 L72 72 M48 48 L72 24 M48 48 L24 72"/></g><circle cx="48" cy="48" r="8" fill="#f97316"/>',
  crown: '<path d="M14 70 L18 30 L34 48 L48 22 L62 48 L78 30 L82 70 Z" fill="#facc15" stroke="#a16207" stroke-width="3"/><circle cx="48" cy="58" r="6" fill="#dc2626"/>',
  'diamond-ring': '<circle cx="48" cy="62" r="20" fill="none" stroke="#fbbf24" stroke-width="6"/><path d="M36 30 L48 18 L60 30 L48 44 Z" fill="#67e8f9" stroke="#0e7490" stroke-width="2"/>',
  rose: '<circle cx="48" cy="36" r="16" fill="#e11d48"/><path d="M40 36 C44 28 52 28 56 36" stroke="#9f1239" stroke-width="3" fill="none"/><path d="M48 52 V86 M48 66 C38 60 34 62 32 66" stroke="#16a34a" stroke-width="5" fill="none"/>',
  'lucky-star': '<path d="M48 12 L58 36 L84 38 L64 55 L70 80 L48 66 L26 80 L32 55 L12 38 L38 36 Z" fill="#fde047" stroke="#ca8a04" stroke-width="3"/>',
  clover: '<g fill="#22c55e"><circle cx="38" cy="36" r="13"/><circle cx="58" cy="36" r="13"/><circle cx="38" cy="56" r="13"/><circle cx="58" cy="56" r="13"/></g><path d="M48 56 C52 70 56 78 64 86" stroke="#15803d" stroke-width="5" fill="none"/>',
  'profit-share': '<circle cx="48" cy="48" r="32" fill="#fbbf24" stroke="#b45309" stroke-width="4"/><path d="M36 58 L48 40 L60 58" stroke="#15803d" stroke-width="6" fill="none"/>',
  'wish-coin': '<circle cx="48" cy="48" r="32" fill="#fde68a" stroke="#d97706" stroke-width="4"/><path d="M48 28 L54 42 L68 44 L57 54 L60 68 L48 61 L36 68 L39 54 L28 44 L42 42 Z" fill="#d97706"/>',
};

function gift(slug: string): string {
  const key = slug.replace(/-animation$/, '');
  const label = titleCase(key);
  const shape = GIFT_SHAPES[key] ?? GIFT_SHAPES['lucky-star'];
  const h = hue(key);
  return svg(96, 96, `<rect width="96" height="96" rx="20" fill="hsl(${h},70%,95%)"/>${shape}`, label);
}

const FACES: Record<string, string> = {
  smile: '<path d="M32 58 Q48 72 64 58" stroke="#7c2d12" stroke-width="4" fill="none"/>',
  laugh: '<path d="M30 54 Q48 80 66 54 Z" fill="#7c2d12"/>',
  wow: '<circle cx="48" cy="62" r="8" fill="#7c2d12"/>',
  cry: '<path d="M34 66 Q48 54 62 66" stroke="#7c2d12" stroke-width="4" fill="none"/><path d="M34 44 v16" stroke="#38bdf8" stroke-width="4"/>',
  angry: '<path d="M34 66 H62" stroke="#7c2d12" stroke-width="4"/><path d="M28 32 L42 38 M68 32 L54 38" stroke="#7c2d12" stroke-width="4"/>',
  love: '<path d="M32 58 Q48 72 64 58" stroke="#7c2d12" stroke-width="4" fill="none"/><path d="M30 40 l6-6 6 6 -6 8z M54 40 l6-6 6 6 -6 8z" fill="#e11d48"/>',
  cool: '<rect x="24" y="36" width="48" height="10" rx="4" fill="#111"/><path d="M34 62 Q48 70 62 62" stroke="#7c2d12" stroke-width="4" fill="none"/>',
  wink: '<path d="M32 58 Q48 72 64 58" stroke="#7c2d12" stroke-width="4" fill="none"/><path d="M54 42 h12" stroke="#7c2d12" stroke-width="4"/>',
};

function sticker(slug: string): string {
  const label = titleCase(slug);
  const face = FACES[slug];
  const eyes = slug === 'cool' || slug === 'love' ? '' : `<circle cx="38" cy="42" r="4" fill="#7c2d12"/>${slug === 'wink' ? '' : '<circle cx="58" cy="42" r="4" fill="#7c2d12"/>'}`;
  const body = face
    ? `<circle cx="48" cy="48" r="40" fill="#fcd34d" stroke="#f59e0b" stroke-width="3"/>${eyes}${face}`
    : `<circle cx="48" cy="48" r="40" fill="hsl(${hue(slug)},80%,60%)"/>${text(48, 50, label.length > 6 ? 14 : 18, label)}`;
  return svg(96, 96, body, label);
}

function luckybox(label: string): string {
  const h = hue(label);
  return svg(96, 96, `<rect x="14" y="40" width="68" height="46" rx="4" fill="hsl(${h},70%,50%)"/>` +
    `<rect x="10" y="28" width="76" height="16" rx="4" fill="hsl(${h},70%,40%)"/>` +
    '<rect x="42" y="28" width="12" height="58" fill="#fde047"/>' +
    '<path d="M48 28 C36 10 22 18 34 28 M48 28 C60 10 74 18 62 28" stroke="#fde047" stroke-width="5" fill="none"/>', label);
}

function wide(label: string, w: number, h: number, sub: string): string {
  const c = hue(label);
  return svg(w, h, gradient('g', `hsl(${c},75%,45%)`, `hsl(${(c + 70) % 360},75%,30%)`) +
    `<rect width="${w}" height="${h}" fill="url(#g)"/>` +
    `<circle cx="${w * 0.85}" cy="${h * 0.2}" r="${h * 0.5}" fill="#fff" opacity=".08"/>` +
    `<circle cx="${w * 0.1}" cy="${h}" r="${h * 0.6}" fill="#000" opacity=".12"/>` +
    text(w / 2, h / 2 - (sub ? h * 0.06 : 0), Math.min(h * 0.2, (w * 1.6) / Math.max(label.length, 8)), label) +
    (sub ? text(w / 2, h / 2 + h * 0.16, h * 0.08, sub, '#f1f5f9', 400) : ''), label);
}

/** Render the image of `kind` for `slug`; null for an unknown kind. */
export function renderImage(kind: string, slug: string): string | null {
  const label = titleCase(slug);
  switch (kind) {
    case 'team': return team(label);
    case 'league': return league(label);
    case 'avatar': return avatar(label);
    case 'photo': return photo(label);
    case 'gift': return gift(slug);
    case 'sticker': return sticker(slug);
    case 'luckybox': return luckybox(label);
    case 'banner': return wide(label, 1200, 300, 'Sideline');
    case 'promo': return wide(label, 750, 400, 'Promotion');
    case 'programme': return wide(label, 640, 360, 'Live entertainment');
    default: return null;
  }
}
