export { AppShell, visibleItems } from './AppShell';
export type { NavItem } from './AppShell';
export { LanguagePicker } from './LanguagePicker';
