export { WidgetShell } from './WidgetShell';
export { WidgetFrame } from './WidgetFrame';
export { useVerifyToken } from './useVerifyToken';
