import { WidgetShell } from '../../features/widget-shell';
import { ChatroomSection } from '../../features/chatroom';
import { EntertainmentFrame } from '../../features/entertainment';

/** /creditplugin — the credit view: the programme frame with the Credit variant's items. */
export function CreditPluginPage() {
  return (
    <WidgetShell>
      <EntertainmentFrame page="credit" renderChat={({ stage, variant }) => <ChatroomSection stage={stage} variant={variant} />} />
    </WidgetShell>
  );
}
