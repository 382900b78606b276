import { WidgetShell } from '../compositions/widget-shell';
import { ChatroomSection } from '../compositions/chatroom';
import { useGiftFeatures } from '../../features/gifts';
import { EntertainmentFrame } from '../compositions/entertainment';

/** /creditplugin — the credit view: the programme frame with the Credit variant's items. */
export function CreditPluginPage() {
  const gifts = useGiftFeatures();
  return (
    <WidgetShell>
      <EntertainmentFrame page="credit" renderChat={({ stage, variant, tutorial, onChatroomStatus }) => <ChatroomSection stage={stage} tutorial={tutorial} onChatroomStatus={onChatroomStatus} variant={variant} drawers={gifts.drawers} giftName={gifts.giftName} renderOverlay={gifts.renderOverlay} />} />
    </WidgetShell>
  );
}
