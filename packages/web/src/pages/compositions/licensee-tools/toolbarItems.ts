import { ToolbarItem } from '@sideline/protocol';
import type { ToolbarItem as Item } from '@sideline/protocol';
import { TOOLBAR_COMMANDS } from '../../../features/shell';
import type { CommandContext } from '../../../features/shell';

/** The toolbar icons the licensee and streaming-plugin pages add beside source, refresh, mute and settings. */
export const PAGE_TOOLBAR_ITEMS: readonly Item[] = [ToolbarItem.Leaderboard, ToolbarItem.Streamer, ToolbarItem.Promotion];

/**
 * The page's own toolbar icons (schedule spec section 2: "Toolbar icons for leaderboard, live
 * streaming and events") as the platform-variant table allows them for this page's variant
 * (Widget on /licensee, Plugin on /streamingplugin) and the flags (leaderboard visibility,
 * EnabledPromotionEntry), in display order.
 */
export function pageToolbarItems(ctx: CommandContext): Item[] {
  return TOOLBAR_COMMANDS.filter((c) => PAGE_TOOLBAR_ITEMS.includes(c.id) && c.visible(ctx)).map((c) => c.id);
}
