import { MenuItem, PlatformVariant } from '@sideline/protocol';
import type { TranslationKey } from '../../shared/i18n';

/** What decides whether a menu item shows, besides the platform variant. */
export interface MenuContext {
  variant: PlatformVariant;
  isPreview: boolean;
  canEditNickname: boolean;
}

/** A settings menu command as data (STYLE.md item 10). */
export interface MenuCommand {
  id: MenuItem;
  label: TranslationKey;
  kind: 'toggle' | 'action';
  visible(ctx: MenuContext): boolean;
}

/**
 * Items each platform variant switches off. The spec names the variants and says each turns
 * some items off without listing them; these follow the screens it describes: the credit view
 * has no video to fly bullets over or play gift effects on.
 */
export const HIDDEN_MENU_ITEMS: Readonly<Record<PlatformVariant, readonly MenuItem[]>> = {
  [PlatformVariant.Widget]: [],
  [PlatformVariant.WidgetMobileENTVertical]: [],
  [PlatformVariant.WidgetMobileENTHorizontal]: [],
  [PlatformVariant.WidgetDesktopENTVertical]: [],
  [PlatformVariant.WidgetDesktopENTHorizontal]: [],
  [PlatformVariant.Plugin]: [],
  [PlatformVariant.Credit]: [MenuItem.GiftEffect, MenuItem.BulletChat],
  [PlatformVariant.MobileENTVertical]: [],
  [PlatformVariant.MobileENTHorizontal]: [],
  [PlatformVariant.DesktopENTVertical]: [],
  [PlatformVariant.DesktopENTHorizontal]: [],
};

const allowed = (id: MenuItem) => (ctx: MenuContext) => !HIDDEN_MENU_ITEMS[ctx.variant].includes(id);

/** The five menu items in order: gift effects, bullet chat, nickname, disclaimer, tutorial. */
export const MENU_COMMANDS: readonly MenuCommand[] = [
  { id: MenuItem.GiftEffect, label: 'gift-effects', kind: 'toggle', visible: (c) => allowed(MenuItem.GiftEffect)(c) && !c.isPreview },
  { id: MenuItem.BulletChat, label: 'bullet-chat', kind: 'toggle', visible: (c) => allowed(MenuItem.BulletChat)(c) && !c.isPreview },
  { id: MenuItem.Nickname, label: 'edit-nickname', kind: 'action', visible: (c) => allowed(MenuItem.Nickname)(c) && c.canEditNickname },
  { id: MenuItem.Disclaimer, label: 'disclaimer', kind: 'action', visible: allowed(MenuItem.Disclaimer) },
  { id: MenuItem.Tutorial, label: 'tutorial', kind: 'action', visible: allowed(MenuItem.Tutorial) },
];

/** The visible commands for a context. */
export function visibleCommands(ctx: MenuContext): MenuCommand[] {
  return MENU_COMMANDS.filter((c) => c.visible(ctx));
}
