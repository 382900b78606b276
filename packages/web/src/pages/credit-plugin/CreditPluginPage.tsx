import { WidgetShell } from '../../features/widget-shell';

/** /creditplugin — the credit view. */
export function CreditPluginPage() {
  return <WidgetShell />;
}
