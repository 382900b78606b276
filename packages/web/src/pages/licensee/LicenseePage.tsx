import { WidgetShell } from '../../features/widget-shell';

/** /licensee — the licensee chatroom page; tells the host InitFinished once ready. */
export function LicenseePage() {
  return <WidgetShell readySignal="InitFinished" />;
}
