import { useMemo } from 'react';
import { ProgramType } from '@sideline/protocol';
import { useSearchParams } from '../../shared/navigation';
import { WidgetShell } from '../compositions/widget-shell';
import { ChatroomSection } from '../compositions/chatroom';
import { useGiftFeatures } from '../../features/gifts';
import { EntertainmentFrame } from '../compositions/entertainment';
import { DataParamOverride, useDataParam } from '../../shared/data-param';
import { previewAnchor } from './previewAnchor';

/** /creditplugin — the credit view: the programme frame with the Credit variant's items; in preview the anchor comes from the query. */
export function CreditPluginPage() {
  const gifts = useGiftFeatures();
  const { data } = useDataParam();
  const [search] = useSearchParams();
  const anchor = previewAnchor(search, data);
  const patch = useMemo(() => (anchor === null ? null : { AnchorId: anchor }), [anchor]);
  return (
    <DataParamOverride patch={patch}>
      <WidgetShell>
        <EntertainmentFrame page="credit" renderChat={({ stage, variant, tutorial, onChatroomStatus }) => <ChatroomSection stage={stage} tutorial={tutorial} onChatroomStatus={onChatroomStatus} programType={ProgramType.Entertainment} variant={variant} drawers={gifts.drawers} giftName={gifts.giftName} renderOverlay={gifts.renderOverlay} />} />
      </WidgetShell>
    </DataParamOverride>
  );
}
