import type { MenuItem, PlatformVariant } from '@sideline/protocol';
import { MENU_COMMANDS } from '../platform/commands';
import type { Command, CommandContext, MenuHandlers } from '../platform/commands';

/** What decides whether a menu item shows: the platform variant, preview mode, login and nickname rights. */
export interface MenuContext {
  variant: PlatformVariant;
  isPreview: boolean;
  isUserLogin: boolean;
  /** The nickname editor can open (CanUpdateNickname, logged in, the chat session is up). */
  canEditNickname: boolean;
}

/** A settings-menu command: the platform table's command plus how the menu draws it. */
export interface MenuCommand extends Command<MenuItem, MenuHandlers> {
  kind: 'toggle' | 'action';
}

/** Gift effects and bullet chat are switches; the rest open something. */
const KIND: Readonly<Record<MenuItem, MenuCommand['kind']>> = {
  GiftEffect: 'toggle',
  BulletChat: 'toggle',
  Nickname: 'action',
  Disclaimer: 'action',
  Tutorial: 'action',
};

/**
 * The visible menu commands for a context, in display order. Visibility comes from the one
 * table in `features/platform` (MENU_COMMANDS: variant switches plus preview/login rules);
 * toolbar feature flags play no part in the menu.
 */
export function visibleCommands(ctx: MenuContext): MenuCommand[] {
  const platformCtx: CommandContext = {
    variant: ctx.variant,
    isPreview: ctx.isPreview,
    isUserLogin: ctx.isUserLogin,
    canUpdateNickname: ctx.canEditNickname,
    flags: { leaderboard: false, promotion: false, gv: false },
  };
  return MENU_COMMANDS.filter((c) => c.visible(platformCtx)).map((c) => ({ ...c, kind: KIND[c.id] }));
}
