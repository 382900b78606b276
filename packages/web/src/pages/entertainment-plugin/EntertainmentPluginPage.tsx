import { WidgetShell } from '../../features/widget-shell';
import { ProgramType } from '@sideline/protocol';
import { ChatroomSection } from '../../features/chatroom';
import { EntertainmentFrame } from '../../features/entertainment';

/**
 * /entertainmentplugin — the entertainment programme page; no header on this path. The frame
 * (overlay, bars, video, lobby and overlays) hosts the chatroom beside or below the video.
 */
export function EntertainmentPluginPage() {
  return (
    <WidgetShell showHeader={false}>
      <EntertainmentFrame
        page="entertainment"
        renderChat={({ stage, variant }) => <ChatroomSection stage={stage} programType={ProgramType.Entertainment} variant={variant} />}
      />
    </WidgetShell>
  );
}
