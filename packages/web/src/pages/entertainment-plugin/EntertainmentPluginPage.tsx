import { WidgetShell } from '../../features/widget-shell';

/** /entertainmentplugin — the entertainment programme page; no header on this path. */
export function EntertainmentPluginPage() {
  return <WidgetShell showHeader={false} />;
}
