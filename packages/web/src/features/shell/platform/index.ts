/** Toolbar and menu items per platform variant, as data (STYLE.md item 10). */
export { VARIANT_TOOLBAR_OFF, VARIANT_MENU_OFF, TOOLBAR_ORDER, MENU_ORDER, platformVariant } from './variants';
export type { PlatformPage } from './variants';
export { TOOLBAR_COMMANDS, MENU_COMMANDS, visibleToolbar, visibleMenu } from './commands';
export type { Command, CommandContext, ToolbarHandlers, MenuHandlers } from './commands';
export { betFromWidth, createViewportStore, currentBetFrom, isMobileWidth, useIsMobile, viewport } from './viewport';
export type { ViewportSource, ViewportStore } from './viewport';
