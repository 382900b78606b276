import { ArrowDown, AtSign, CalendarDays, Check, ChevronDown, FerrisWheel, Gift, Info, Maximize, Minimize, Pencil, PictureInPicture2, MessageSquare, MessageSquareOff, RefreshCw, Settings, Sticker, Ticket, Trophy, Tv, Volume2, VolumeX, X, Zap } from 'lucide';
import type { IconNode } from 'lucide';
import type { IconName } from './Icon';

/**
 * The icons the widget draws, from lucide (each icon its own tree-shaken module of path data),
 * built into one SVG sprite of <symbol>s (`icons.svg`, fetched once and cached beside the page
 * instead of riding in the route's first JavaScript). Build-time only: no app module imports it.
 */
export const ICONS: Record<IconName, IconNode> = {
  'arrow-down': ArrowDown, 'at-sign': AtSign, 'chevron-down': ChevronDown, 'ferris-wheel': FerrisWheel, gift: Gift, info: Info,
  maximize: Maximize, minimize: Minimize, pencil: Pencil, pip: PictureInPicture2, bullets: MessageSquare,
  'bullets-off': MessageSquareOff, refresh: RefreshCw, settings: Settings, sticker: Sticker, ticket: Ticket,
  volume: Volume2, 'volume-off': VolumeX, close: X, zap: Zap, trophy: Trophy, tv: Tv, calendar: CalendarDays,
  check: Check,
};

const attrs = (a: Record<string, string | number | undefined>) =>
  Object.entries(a).filter(([, v]) => v !== undefined).map(([k, v]) => ` ${k}="${String(v)}"`).join('');

/** The sprite's text: one 24×24 stroke symbol per icon, id = its name. */
export function buildSprite(icons: Record<string, IconNode> = ICONS): string {
  const symbols = Object.entries(icons)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([name, node]) => `<symbol id="${name}" viewBox="0 0 24 24">${node.map(([tag, a]) => `<${tag}${attrs(a)}/>`).join('')}</symbol>`);
  return `<svg xmlns="http://www.w3.org/2000/svg" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round">\n${symbols.join('\n')}\n</svg>\n`;
}
