import { WidgetShell } from '../compositions/widget-shell';
import { useGiftFeatures } from '../../features/gifts';
import { StreamingChatroom } from '../compositions/startup';
import { useBettingFeatures, withBetting } from '../../features/betting';

/**
 * /licensee — the licensee chatroom page: the start-up sequence, then streaming and chat; tells
 * the host InitFinished once the sequence finished and the page shows.
 */
export function LicenseePage() {
  const gifts = useGiftFeatures();
  const betting = useBettingFeatures({ balances: gifts.parts.balances, settlementRenderers: gifts.settlementRenderers });
  return (
    <WidgetShell hasChatroom>
      <StreamingChatroom licensee page="widget" fastMarket={betting.holder} chat={withBetting({ drawers: gifts.drawers, giftName: gifts.giftName, renderOverlay: gifts.renderOverlay }, betting)} />
    </WidgetShell>
  );
}
