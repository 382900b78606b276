import { useCallback, useMemo, useState, useSyncExternalStore } from 'react';
import type { ComponentType, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { TicketInfo } from '@sideline/protocol';
import { useDataParam } from '../../../shared/data-param';
import type { SettlementRenderer } from '../fast-market/SettlementPopups';
import type { SettlementPopup } from '../fast-market/settlementQueue';
import type { BalanceStore } from '../../shell';
import type { BettingHub } from './BettingHost';
import { createBettingHolder } from './bettingParts';
import type { BettingHolder, BettingLive } from './bettingParts';
import { promotedEntries, shownTickets } from './slip';
import { useChatSnapshot } from '../../chat';
import type { TicketCardSlotProps } from '../../chat';
import { BetCardSlot } from '../bet-cards/BetCardSlot';
import { BETTING_PANELS, BetSlipDrawer, ShareTicketList, WheelPanel } from './panels';
import { lazyPanel, useFirstContentShown, usePreloadWhenIdle } from '../../../shared/ui/lazyPanel';
import { useResponsibleGambling } from '../responsible-gambling';
import './betting.css';

/**
 * The room-side betting (banner, quick-bet sheet, fast market, wheel, settlements) loads beside
 * the start-up (fetched when the page mounts), not on the first chat line's path (issue 20): the
 * chat list shows without it, and until it is there nothing of it shows (fallback null).
 */
const LazyBettingHost = lazyPanel(() => import('./BettingHost').then((m) => m.BettingHost), { fallback: null });

/** The room-side betting mounts (fetches its chunks, asks its calls) once the first chat lines show (issue 20). */
function AfterFirstLines(props: { children: ReactNode }) {
  return useFirstContentShown() ? props.children : null;
}

/** What a page hands to its chatroom for the betting companion. */
export interface BettingFeatures {
  holder: BettingHolder;
  /** Chat-bar drawers: the wheel, the share-ticket list and the quick-bet panel. */
  drawers: { wheel?: () => ReactNode; ticket?: () => ReactNode; 'quick-bet'?: () => ReactNode };
  /** Mounted inside the chat room with its hub: banner, quick-bet sheet, fast market, settlements. */
  renderOverlay: (session: { hub: BettingHub }) => ReactNode;
  /** A shared ticket's Follow in the chat → the quick-bet sheet (ChatroomSection's onFollowTicket). */
  onFollowTicket: (ticket: TicketInfo) => void;
  /** A shared-ticket line as a live bet card where the site has EnabledBetCards (ChatroomSection's ticketCard). */
  ticketCard: ComponentType<TicketCardSlotProps>;
}

function WheelDrawer(props: { holder: BettingHolder }) {
  const { t } = useTranslation();
  const live = useSyncExternalStore(props.holder.subscribe, props.holder.getSnapshot, props.holder.getSnapshot);
  if (!live?.wheel) return <p className="betting-empty">{t('spin-wheel-stop')}</p>;
  return <WheelPanel wheel={live.wheel} available={live.available} currencyName={live.currencyName} />;
}

function QuickBetDrawer(props: { holder: BettingHolder; language: string }) {
  const live = useSyncExternalStore(props.holder.subscribe, props.holder.getSnapshot, props.holder.getSnapshot);
  if (!live) return null;
  return <QuickBetSlip live={live} language={props.language} />;
}

/** The bet slip's selections are worked out here, beside the chat and the promoted prices the page already holds. */
function QuickBetSlip(props: { live: BettingLive; language: string }) {
  const { live } = props;
  const promoted = useSyncExternalStore(live.promoted.subscribe, live.promoted.getSnapshot, live.promoted.getSnapshot);
  const chat = useChatSnapshot();
  return <BetSlipDrawer live={live} oddsType={live.oddsType} promoted={promotedEntries(promoted)} shown={shownTickets(chat.rows, props.language)} />;
}

/**
 * The betting companion of one page, composed for `ChatroomSection` next to the gift features:
 *
 * ```tsx
 * const betting = useBettingFeatures({ balances: gifts.parts.balances, settlementRenderers: gifts.settlementRenderers });
 * <ChatroomSection drawers={{ ...gifts.drawers, ...betting.drawers }}
 *   renderOverlay={(s) => <>{gifts.renderOverlay(s)}{betting.renderOverlay(s)}</>} />
 * ```
 */
export function useBettingFeatures(args: {
  balances: BalanceStore;
  onNeedNickname?: () => void;
  /** The settlement pop-ups (gifts.settlementRenderers: profit share, wish coin); absent kinds get the plain result dialog. */
  settlementRenderers?: Partial<Record<SettlementPopup, SettlementRenderer>>;
}): BettingFeatures {
  const [holder] = useState(createBettingHolder);
  usePreloadWhenIdle(BETTING_PANELS, { afterFirstContent: true }); // not before the first chat lines (issue 20)
  const { data } = useDataParam();
  const userLanguage = (data.UserLanguage ?? 'en').toLowerCase();
  const { balances, onNeedNickname, settlementRenderers } = args;
  const live = useSyncExternalStore(holder.subscribe, holder.getSnapshot, holder.getSnapshot);
  const wheelVisible = live?.wheelVisible ?? false;
  const ticketVisible = live?.ticketVisible ?? false;
  const { betsOn, prizesOn } = useResponsibleGambling(); // issue 22: no betting or prize drawer while excluded
  const drawers = useMemo(() => {
    if (!betsOn) return {};
    const out: BettingFeatures['drawers'] = { 'quick-bet': () => <QuickBetDrawer holder={holder} language={userLanguage} /> };
    if (wheelVisible && prizesOn) out.wheel = () => <WheelDrawer holder={holder} />;
    if (ticketVisible) out.ticket = () => <ShareTicketList userLanguage={userLanguage} onNeedNickname={onNeedNickname} />;
    return out;
  }, [holder, userLanguage, onNeedNickname, wheelVisible, ticketVisible, betsOn, prizesOn]);
  const renderOverlay = useCallback(
    (session: { hub: BettingHub }) => <AfterFirstLines><LazyBettingHost holder={holder} balances={balances} hub={session.hub} settlementRenderers={settlementRenderers} /></AfterFirstLines>,
    [holder, balances, settlementRenderers],
  );
  const onFollowTicket = useCallback((ticket: TicketInfo) => holder.getSnapshot()?.follow(ticket), [holder]);
  const ticketCard = useMemo(() => function TicketCard(p: TicketCardSlotProps) {
    return <BetCardSlot {...p} holder={holder} language={userLanguage} />;
  }, [holder, userLanguage]);
  return { holder, drawers, renderOverlay, onFollowTicket, ticketCard };
}

/**
 * The chat props of a page with gifts and betting: both sets of drawers, one overlay after the
 * other, and shared-ticket Follow into the quick-bet sheet.
 */
export function withBetting<G extends { drawers?: object; renderOverlay?: (s: { hub: BettingHub }) => ReactNode }>(
  chat: G, betting: BettingFeatures,
): G & { onFollowTicket: (ticket: TicketInfo) => void; ticketCard: ComponentType<TicketCardSlotProps> } {
  return {
    ...chat,
    onFollowTicket: betting.onFollowTicket,
    ticketCard: betting.ticketCard,
    drawers: { ...chat.drawers, ...betting.drawers },
    renderOverlay: (s: { hub: BettingHub }) => (
      <>
        {chat.renderOverlay?.(s)}
        {betting.renderOverlay(s)}
      </>
    ),
  };
}
