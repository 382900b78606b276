import type { MenuItem, PlatformVariant, ToolbarItem } from '@sideline/protocol';
import type { TranslationKey } from '../../../shared/i18n';
import { MENU_ORDER, TOOLBAR_ORDER, VARIANT_MENU_OFF, VARIANT_TOOLBAR_OFF } from './variants';

/** What besides the variant decides whether an item shows (flags, login, preview mode). */
export interface CommandContext {
  variant: PlatformVariant;
  /** Preview mode hides the chatroom, gift-effect and bullet-chat options (spec section 2). */
  isPreview: boolean;
  isUserLogin: boolean;
  /** Feature settings: EnabledLeaderboard, EnabledPromotionEntry, EnabledGV. */
  flags: { leaderboard: boolean; promotion: boolean; gv: boolean };
  /** Nickname edits need CanUpdateNickname. */
  canUpdateNickname: boolean;
}

/**
 * A toolbar or menu command as data (STYLE.md item 10): the id, its label key, when it is
 * visible, and what it does. `run` receives the page's handlers so the table stays pure.
 */
export interface Command<Id extends string, H> {
  id: Id;
  label: TranslationKey;
  visible(ctx: CommandContext): boolean;
  run(handlers: H): void;
}

/** Handlers a page supplies for toolbar commands (absent ones make the command a no-op). */
export type ToolbarHandlers = Partial<Record<ToolbarItem, () => void>>;
/** Handlers a page supplies for menu commands. */
export type MenuHandlers = Partial<Record<MenuItem, () => void>>;

const onFor = (ctx: CommandContext, id: ToolbarItem) => !VARIANT_TOOLBAR_OFF[ctx.variant].includes(id);
const menuOnFor = (ctx: CommandContext, id: MenuItem) => !VARIANT_MENU_OFF[ctx.variant].includes(id);

const TOOLBAR_LABELS: Record<ToolbarItem, TranslationKey> = {
  StreamerName: 'streamer-name',
  Source: 'source-switch',
  GV: 'gv',
  Refresh: 'refresh',
  Voice: 'voice',
  Chatroom: 'chatroom',
  Menu: 'settings',
  Leaderboard: 'leaderboard',
  Streamer: 'live-streaming',
  Promotion: 'events',
};

/** Extra conditions on top of the variant table. */
const TOOLBAR_EXTRA: Partial<Record<ToolbarItem, (ctx: CommandContext) => boolean>> = {
  GV: (ctx) => ctx.flags.gv,
  Chatroom: (ctx) => !ctx.isPreview,
  Leaderboard: (ctx) => ctx.flags.leaderboard,
  Promotion: (ctx) => ctx.flags.promotion,
};

const MENU_LABELS: Record<MenuItem, TranslationKey> = {
  GiftEffect: 'gift-effects',
  BulletChat: 'bullet-chat',
  Nickname: 'edit-nickname',
  Disclaimer: 'disclaimer',
  Tutorial: 'tutorial',
};

const MENU_EXTRA: Partial<Record<MenuItem, (ctx: CommandContext) => boolean>> = {
  GiftEffect: (ctx) => !ctx.isPreview,
  BulletChat: (ctx) => !ctx.isPreview,
  Nickname: (ctx) => ctx.isUserLogin && ctx.canUpdateNickname,
  Tutorial: (ctx) => ctx.isUserLogin,
};

/** The toolbar commands, in display order. */
export const TOOLBAR_COMMANDS: readonly Command<ToolbarItem, ToolbarHandlers>[] = TOOLBAR_ORDER.map((id) => ({
  id,
  label: TOOLBAR_LABELS[id],
  visible: (ctx) => onFor(ctx, id) && (TOOLBAR_EXTRA[id]?.(ctx) ?? true),
  run: (h) => h[id]?.(),
}));

/** The settings-menu commands, in display order. */
export const MENU_COMMANDS: readonly Command<MenuItem, MenuHandlers>[] = MENU_ORDER.map((id) => ({
  id,
  label: MENU_LABELS[id],
  visible: (ctx) => menuOnFor(ctx, id) && (MENU_EXTRA[id]?.(ctx) ?? true),
  run: (h) => h[id]?.(),
}));

/** The visible toolbar item ids for a context. */
export function visibleToolbar(ctx: CommandContext): ToolbarItem[] {
  return TOOLBAR_COMMANDS.filter((c) => c.visible(ctx)).map((c) => c.id);
}

/** The visible menu item ids for a context. */
export function visibleMenu(ctx: CommandContext): MenuItem[] {
  return MENU_COMMANDS.filter((c) => c.visible(ctx)).map((c) => c.id);
}
