import { WidgetShell } from '../../features/widget-shell';
import { useGiftFeatures } from '../../features/gifts';
import { StreamingChatroom } from '../../features/startup';
import { useBettingFeatures, withBetting } from '../../features/quick-bet';

/** /streamingplugin — the streaming plugin page. */
export function StreamingPluginPage() {
  const gifts = useGiftFeatures();
  const betting = useBettingFeatures({ balances: gifts.parts.balances, settlementRenderers: gifts.settlementRenderers });
  return (
    <WidgetShell hasChatroom>
      <StreamingChatroom chat={withBetting({ drawers: gifts.drawers, giftName: gifts.giftName, renderOverlay: gifts.renderOverlay }, betting)} />
    </WidgetShell>
  );
}
