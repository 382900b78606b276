import { WidgetShell } from '../../features/widget-shell';
import { ChatroomSection } from '../../features/chatroom';
import { PageStreaming } from '../../features/streaming-view';

/** /licensee — the licensee chatroom page; tells the host InitFinished once ready. */
export function LicenseePage() {
  return (
    <WidgetShell hasChatroom readySignal="InitFinished">
      <ChatroomSection stage={<PageStreaming licensee />} />
    </WidgetShell>
  );
}
