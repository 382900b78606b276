import { WidgetShell } from '../compositions/widget-shell';
import { ProgramType } from '@sideline/protocol';
import { ChatroomSection } from '../compositions/chatroom';
import { useGiftFeatures } from '../../features/gifts';
import { EntertainmentFrame } from '../compositions/entertainment';

/**
 * /entertainmentplugin — the entertainment programme page; no header on this path. The frame
 * (overlay, bars, video, lobby and overlays) hosts the chatroom beside or below the video.
 */
export function EntertainmentPluginPage() {
  const gifts = useGiftFeatures();
  return (
    <WidgetShell showHeader={false}>
      <EntertainmentFrame
        page="entertainment"
        renderChat={({ stage, variant, tutorial, onChatroomStatus }) => <ChatroomSection stage={stage} tutorial={tutorial} onChatroomStatus={onChatroomStatus} programType={ProgramType.Entertainment} variant={variant} drawers={gifts.drawers} giftName={gifts.giftName} renderOverlay={gifts.renderOverlay} />}
      />
    </WidgetShell>
  );
}
