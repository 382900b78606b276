import { WidgetShell } from '../compositions/widget-shell';
import { useGiftFeatures } from '../../features/gifts';
import { StreamingChatroom } from '../compositions/startup';
import { useBettingFeatures, withBetting } from '../../features/betting';

/** /streamingplugin — the streaming plugin page: the Plugin row of the platform-variant table (toolbar and menus). */
export function StreamingPluginPage() {
  const gifts = useGiftFeatures();
  const betting = useBettingFeatures({ balances: gifts.parts.balances, settlementRenderers: gifts.settlementRenderers });
  return (
    <WidgetShell hasChatroom>
      <StreamingChatroom page="plugin" fastMarket={betting.holder} chat={withBetting({ drawers: gifts.drawers, giftName: gifts.giftName, renderOverlay: gifts.renderOverlay }, betting)} />
    </WidgetShell>
  );
}
