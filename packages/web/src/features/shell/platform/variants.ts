import { LayoutType, MenuItem, PlatformVariant, ToolbarItem } from '@sideline/protocol';
import type { LayoutType as Layout, MenuItem as Menu, PlatformVariant as Variant, ToolbarItem as Toolbar } from '@sideline/protocol';

/**
 * Which toolbar and menu items each of the eleven platform variants switches OFF
 * (chatroom-and-streaming.md section 2). The spec names the variants and the items but not
 * the pairs; this table is the product decision, read as:
 * - Match pages (Widget, Plugin) keep the source and GV switches; entertainment and credit
 *   pages have one streamer, so they show the streamer name instead.
 * - Vertical layouts show the chatroom below the video, so they have no chatroom toggle and
 *   bullet chat is the only way to see messages over the video; horizontal layouts put the chat
 *   beside the video and drop the bullet-chat option.
 * - The streaming plugin (Plugin) has no lobby and no events; the credit plugin shows only the
 *   stream, voice and the basic menu (no leaderboard, lobby, events, nickname or tutorial).
 * - Widget* (embedded) entertainment variants leave the leaderboard to the host page.
 */
export const VARIANT_TOOLBAR_OFF: Readonly<Record<Variant, readonly Toolbar[]>> = {
  Widget: ['StreamerName', 'Chatroom'],
  WidgetMobileENTVertical: ['Source', 'GV', 'Chatroom', 'Leaderboard'],
  WidgetMobileENTHorizontal: ['Source', 'GV', 'Leaderboard'],
  WidgetDesktopENTVertical: ['Source', 'GV', 'Chatroom', 'Leaderboard'],
  WidgetDesktopENTHorizontal: ['Source', 'GV', 'Leaderboard'],
  Plugin: ['StreamerName', 'Streamer', 'Promotion'],
  Credit: ['Source', 'GV', 'Chatroom', 'Leaderboard', 'Streamer', 'Promotion'],
  MobileENTVertical: ['Source', 'GV', 'Chatroom'],
  MobileENTHorizontal: ['Source', 'GV'],
  DesktopENTVertical: ['Source', 'GV', 'Chatroom'],
  DesktopENTHorizontal: ['Source', 'GV'],
};

export const VARIANT_MENU_OFF: Readonly<Record<Variant, readonly Menu[]>> = {
  Widget: [],
  WidgetMobileENTVertical: [],
  WidgetMobileENTHorizontal: ['BulletChat'],
  WidgetDesktopENTVertical: [],
  WidgetDesktopENTHorizontal: ['BulletChat'],
  Plugin: ['GiftEffect'],
  Credit: ['Nickname', 'Tutorial'],
  MobileENTVertical: [],
  MobileENTHorizontal: ['BulletChat'],
  DesktopENTVertical: [],
  DesktopENTHorizontal: ['BulletChat'],
};

/** Every toolbar item in display order. */
export const TOOLBAR_ORDER: readonly Toolbar[] = Object.values(ToolbarItem);
/** Every menu item in display order. */
export const MENU_ORDER: readonly Menu[] = Object.values(MenuItem);

/** The page a variant is chosen for. */
export type PlatformPage = 'widget' | 'plugin' | 'credit' | 'entertainment';

/**
 * The variant of a page: licensee widget → Widget, streaming plugin → Plugin, credit plugin →
 * Credit; an entertainment programme picks Mobile/Desktop by width (768 px) and
 * Vertical/Horizontal by layout, with the Widget prefix when embedded in a licensee widget.
 */
export function platformVariant(args: { page: PlatformPage; isMobile: boolean; layout: Layout; embedded?: boolean }): Variant {
  if (args.page === 'widget') return PlatformVariant.Widget;
  if (args.page === 'plugin') return PlatformVariant.Plugin;
  if (args.page === 'credit') return PlatformVariant.Credit;
  const device = args.isMobile ? 'Mobile' : 'Desktop';
  const layout = args.layout === LayoutType.Horizontal ? 'Horizontal' : 'Vertical';
  return `${args.embedded ? 'Widget' : ''}${device}ENT${layout}` as Variant;
}
