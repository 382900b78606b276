export { SettingsMenu } from './SettingsMenu';
export { chatSettings, createChatSettings, prefersReducedMotion, useChatSettings } from './chatSettings';
export type { ChatSettings, ChatSettingsStore } from './chatSettings';
export { visibleCommands } from './menuItems';
export type { MenuCommand, MenuContext } from './menuItems';
