export { WidgetShell } from './WidgetShell';
export { WidgetFrame } from './WidgetFrame';
