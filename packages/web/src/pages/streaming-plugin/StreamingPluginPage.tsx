import { WidgetShell } from '../../features/widget-shell';

/** /streamingplugin — the streaming plugin page. */
export function StreamingPluginPage() {
  return <WidgetShell />;
}
