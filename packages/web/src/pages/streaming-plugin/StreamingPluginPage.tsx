import { WidgetShell } from '../../features/widget-shell';
import { ChatroomSection } from '../../features/chatroom';
import { PageStreaming } from '../../features/streaming-view';

/** /streamingplugin — the streaming plugin page. */
export function StreamingPluginPage() {
  return (
    <WidgetShell hasChatroom>
      <ChatroomSection stage={<PageStreaming />} />
    </WidgetShell>
  );
}
