import { lazyPanel } from '../../../shared/ui/lazyPanel';

/**
 * The betting panels a viewer opens on demand, each its own chunk (issue 20): the quick-bet
 * keypad, the wheel, the share-ticket list and the fast-market modal. useBettingFeatures
 * fetches them when the page is idle after start. The fast-market modal is mounted while closed,
 * so it shows nothing while it loads.
 */
export const QuickBetPanel = lazyPanel(() => import('./QuickBetPanel').then((m) => m.QuickBetPanel));
/** The quick-bet drawer: the bet slip, or the keypad panel of the selection picked from it. */
export const BetSlipDrawer = lazyPanel(() => import('./BetSlipDrawer').then((m) => m.BetSlipDrawer));
export const WheelPanel = lazyPanel(() => import('../wheel/WheelPanel').then((m) => m.WheelPanel), { blockSize: 300 }); // wheel.css: 300 px
export const ShareTicketList = lazyPanel(() => import('../tickets/ShareTicketList').then((m) => m.ShareTicketList));
export const FastMarketModal = lazyPanel(() => import('../fast-market/FastMarketModal').then((m) => m.FastMarketModal), { fallback: null });

export const BETTING_PANELS = [QuickBetPanel, BetSlipDrawer, WheelPanel, ShareTicketList, FastMarketModal];
