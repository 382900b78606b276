import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { createPortal } from 'react-dom';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { FastMarketConnectionStatus, GetBatchFeatureSetting, LayoutType, SITE_ID_COIN } from '@sideline/protocol';
import { apiClient, callApi, newPaidAction } from '../../../shared/api';
import { useFocusTrap } from '../../../shared/a11y';
import { useDataParam } from '../../../shared/data-param';
import { useHostBridge } from '../../../shared/host';
import { joinMemberGroup } from '../../../shared/realtime';
import type { HubClient } from '../../../shared/realtime';
import { useAlerts } from '../../chat';
import { useChatRoom, useChatSnapshot } from '../../chat';
import type { ChatHub } from '../../chat';
import { useNicknameEditorOpen } from '../../chat';
import { createFastMarket } from '../fast-market/fastMarket';
import { SettlementPopups } from '../fast-market/SettlementPopups';
import type { SettlementRenderer } from '../fast-market/SettlementPopups';
import type { SettlementPopup } from '../fast-market/settlementQueue';
import { useOddsType, useUserToken } from '../odds';
import { createPromotedOdds } from '../promoted-odds/promotedOdds';
import { PromotedOddsBanner } from '../promoted-odds/PromotedOddsBanner';
import { createJackpot, JackpotBadge } from '../jackpot';
import type { JackpotStore } from '../jackpot';
import { promotedToTicket } from '../promoted-odds/toTicket';
import { canShareTickets, fastMarketTicket } from '../tickets/tickets';
import { balanceOf } from '../../shell';
import { enableSingleWalletOf, memberCurrencyName } from '../../shell';
import type { BalanceStore } from '../../shell';
import { createWheel } from '../wheel/wheel';
import { WheelAnnouncement } from '../wheel/WheelAnnouncement';
import type { BettingHolder } from './bettingParts';
import { FastMarketModal, QuickBetPanel } from './panels';
import { betFromFor, createQuickBet } from './quickBet';
import { systemClock } from '../../../shared/clock';
import { ResponsibleGamblingHost, useResponsibleGambling } from '../responsible-gambling';
import type { QuickBetTicket } from './betMachine';
import type { BetCards } from '../bet-cards/betCards';
import { IconButton } from '../../../shared/ui/IconButton';

const log = (message: string, error: unknown) => console.warn(`[betting] ${message}`, error);

/** The chat session's hub as betting uses it: events, and the member group's join. */
export type BettingHub = Pick<ChatHub, 'on'> & Pick<HubClient, 'join' | 'forget'>;

export interface BettingHostProps {
  holder: BettingHolder;
  balances: BalanceStore;
  hub: BettingHub;
  settlementRenderers?: Partial<Record<SettlementPopup, SettlementRenderer>>;
}

/**
 * Mounted inside the chat room (ChatroomSection's overlay slot): builds the page's betting
 * objects over the room and its hub connection — quick bet, promoted odds, the wheel (when
 * EnabledWheel) and the fast market (when EnabledFastMarket, never on site 99) — starts them,
 * and shows the promoted-odds banner, the quick-bet sheet a follow opens, the fast-market modal
 * and the settlement pop-ups. A wheel stop hides the fast market. A logged-in member joins their
 * own member group on the hub (AddMemberGroup), where their settlements arrive.
 */
export function BettingHost(props: BettingHostProps) {
  const { t } = useTranslation();
  const room = useChatRoom();
  const snap = useChatSnapshot();
  const alerts = useAlerts();
  const bridge = useHostBridge();
  const { data } = useDataParam();
  const { holder, balances, hub } = props;
  const rg = useResponsibleGambling(); // issue 22: betting and prize surfaces off while excluded
  const info = room.info;
  const oddsType = useOddsType(info.isLoggedIn);
  // The member's ids and currency as the server knows them (GET /GetUserToken).
  const member = useUserToken(info.isLoggedIn);
  const wallet = useSyncExternalStore(balances.subscribe, balances.getSnapshot, balances.getSnapshot);
  const available = balanceOf(wallet, info.currencyId);
  // The data parameter's CurrencyName, else the server's name of the member's currency.
  const currencyName = memberCurrencyName({ dataName: data.CurrencyName, server: member.data, currencyId: info.currencyId });
  const customerId = info.customerId ?? member.data?.CustomerId ?? null;
  const userLanguage = (data.UserLanguage ?? 'en').toLowerCase();
  const flags = useQuery({
    queryKey: ['GetBatchFeatureSetting', 'EnabledWheel,EnabledFastMarket,EnabledBetCards', data.Token ?? null],
    queryFn: () => callApi(GetBatchFeatureSetting, { Names: 'EnabledWheel,EnabledFastMarket,EnabledBetCards' }),
    staleTime: 60_000,
    retry: false,
  });
  const live = useSyncExternalStore(holder.subscribe, holder.getSnapshot, holder.getSnapshot);
  const sheetRef = useRef<HTMLDivElement>(null);
  const nickname = snap.nickname;
  const [ctxRef] = useState(() => ({ nickname: null as string | null, currencyName: '', enableSingleWallet: false }));
  ctxRef.nickname = nickname;
  // User info's wallet fields (section 3), read at each spin.
  ctxRef.currencyName = currencyName;
  ctxRef.enableSingleWallet = enableSingleWalletOf({ dataValue: data.EnableSingleWallet, server: member.data });

  const nicknameEditorOpen = useNicknameEditorOpen();
  const wheelOn = flags.data?.Data.EnabledWheel === true;
  const ticketVisible = canShareTickets({
    matchId: info.matchId, loggedIn: info.isLoggedIn, allowedByUser: data.IsAllowShowingTicket ?? true,
    allowedByConfig: snap.config?.IsAllowShowingTicket ?? true, nicknameEditorOpen,
  });
  const fastOn = flags.data?.Data.EnabledFastMarket === true && info.siteId !== SITE_ID_COIN && info.isLoggedIn && Boolean(data.Token);
  const cardsOn = flags.data?.Data.EnabledBetCards === true;
  const ready = !flags.isPending && !member.isPending;
  const follow = (ticket: QuickBetTicket) => {
    const current = holder.getSnapshot();
    if (!rg.betsOn) return;
    if (!info.isLoggedIn) {
      alerts.show({ key: 'login-to-chat' });
      bridge.send('WantToLogin', {});
      return;
    }
    if (!current) return;
    holder.patch({ sheetOpen: true });
    void current.quickBet.open(ticket);
  };
  // The holder's follow (chat Follow buttons) always runs the latest closure.
  const followRef = useRef(follow);
  followRef.current = follow;

  useEffect(() => {
    if (!ready) return;
    const funds = {
      available: () => balanceOf(balances.getSnapshot(), info.currencyId),
      spent: (stake: number) => balances.deduct(info.currencyId, stake),
      set: (balance: number) => balances.set(info.currencyId, balance),
    };
    const quickBet = createQuickBet({
      api: apiClient, clock: systemClock, funds, newAction: newPaidAction, onError: log,
      betFrom: () => betFromFor(window.innerWidth, data.ChatroomReferer),
      context: () => ({ matchId: info.matchId, anchorId: info.anchorId, anchorLanguage: info.anchorLanguage, siteName: info.siteName }),
    });
    const promoted = createPromotedOdds({ api: apiClient, hub, clock: systemClock, scope: { matchId: info.matchId, language: info.anchorLanguage, anchorId: info.anchorId }, onError: log });
    const wheel = wheelOn ? createWheel({
      api: apiClient, hub, clock: systemClock, funds, alerts, newAction: newPaidAction, onError: log,
      wantLogin: () => bridge.send('WantToLogin', {}),
      context: () => ({
        loggedIn: info.isLoggedIn, anchorId: info.anchorId, userLanguage, color: info.color,
        chatRoom: { MatchId: info.matchId, AnchorLanguage: info.anchorLanguage, AnchorId: info.anchorId, GroupName: info.groupName, ProgramType: info.programType },
        user: { SiteName: info.siteName, CurrencyId: info.currencyId, CurrencyName: ctxRef.currencyName, EnableSingleWallet: ctxRef.enableSingleWallet, UserLanguage: userLanguage, NickName: ctxRef.nickname ?? '' },
      }),
    }) : null;
    const fastMarket = fastOn ? createFastMarket({
      api: apiClient, hub, clock: systemClock, onError: log,
      scope: { matchId: info.matchId, token: data.Token ?? '', language: userLanguage, customerId, horizontal: data.LayoutType === LayoutType.Horizontal },
    }) : null;
    const offs: (() => void)[] = [];
    // Every sequenced group event needs a handler so the hub's positions advance (hubClient.ts).
    // Live bet cards (issue 22): their code loads only where the site has them; a push that
    // arrives meanwhile is kept for the store (its GET /BetCards may have left before the card).
    let cards: BetCards | null = null;
    let disposed = false;
    const early: Parameters<BetCards['apply']>[0][] = [];
    offs.push(hub.on('PushBetCard', (card) => {
      if (cards) cards.apply(card);
      else if (cardsOn) early.push(card);
    }));
    if (cardsOn) {
      void import('../bet-cards/load').then(({ startBetCards }) => {
        if (disposed) return;
        cards = startBetCards({
          api: apiClient, hub, onError: log,
          scope: { matchId: info.matchId, anchorLanguage: info.anchorLanguage, anchorId: info.anchorId, groupName: info.groupName },
        });
        for (const card of early) cards.apply(card);
        holder.patch({ cards });
      }, (error: unknown) => log('loading bet cards failed', error));
    }
    if (!wheel) offs.push(hub.on('ChangeWheelOpen', () => undefined));
    if (!fastMarket) offs.push(hub.on('PushFastMarketSettlement', () => undefined));
    if (wheel) {
      offs.push(wheel.subscribe(() => {
        const w = wheel.getSnapshot();
        if (w.stopped) fastMarket?.hide();
        holder.patch({ wheelVisible: info.isLoggedIn && (w.isOn || w.phase === 'spinning') });
      }));
    }
    void promoted.start();
    void wheel?.start();
    fastMarket?.start();
    holder.set({ quickBet, promoted, wheel, fastMarket, follow: (ticket) => followRef.current(ticket), cards: null, sheetOpen: false, wheelVisible: false, ticketVisible, available: null, currencyName, oddsType });
    return () => {
      for (const off of offs) off();
      quickBet.dispose();
      promoted.stop();
      wheel?.stop();
      fastMarket?.stop();
      disposed = true;
      cards?.stop();
      holder.set(null);
    };
    // Rebuilt only when the room or the flags change.
  }, [ready, wheelOn, fastOn, cardsOn, info.matchId, info.anchorId, info.anchorLanguage, hub]); // eslint-disable-line react-hooks/exhaustive-deps

  // Jackpots (GET /GetJackpot + GetJackpots), except where the spec drops them: the coin site and IsJioo sites.
  const [jackpot, setJackpot] = useState<JackpotStore | null>(null);
  const jackpotShown = info.siteId !== SITE_ID_COIN && !info.isJioo;
  useEffect(() => {
    if (!jackpotShown) return undefined;
    const j = createJackpot({ api: apiClient, hub, matchId: info.matchId, onError: log });
    setJackpot(j);
    void j.start();
    return () => {
      j.stop();
      setJackpot(null);
    };
  }, [jackpotShown, info.matchId, hub]);

  // Settlements go to the member's own group only (the server derives it from the token).
  useEffect(() => {
    if (!info.isLoggedIn || !data.Token) return undefined;
    return joinMemberGroup(hub, data.Token, log);
  }, [hub, info.isLoggedIn, data.Token]);

  useEffect(() => {
    holder.patch({ available, currencyName, ticketVisible, oddsType });
  }, [holder, available, currencyName, ticketVisible, oddsType]);

  // The sheet is not modal: focus goes to the panel (digits type the stake), Escape closes it.
  useFocusTrap(sheetRef, {
    active: live?.sheetOpen === true,
    trap: false,
    initialFocus: (sheet) => sheet.querySelector<HTMLElement>('[data-testid="quick-bet"]'),
    onEscape: () => {
      live?.quickBet.close();
      holder.patch({ sheetOpen: false });
    },
  });
  const rgHost = <ResponsibleGamblingHost hub={hub} userLanguage={userLanguage} />;
  if (!live || rg.excluded) return rgHost;
  const closeSheet = () => {
    live.quickBet.close();
    holder.patch({ sheetOpen: false });
  };
  return (
    <div className="betting-host">
      {jackpot && <JackpotBadge jackpot={jackpot} stageSelector={STAGE_BOX} />}
      {rgHost}
      {rg.promotedOn && <PromotedOddsBanner promoted={live.promoted} oddsType={oddsType} onFollow={(item) => follow(promotedToTicket(item))} />}
      {live.wheel && info.isLoggedIn && rg.prizesOn && <WheelAnnouncement wheel={live.wheel} />}
      {live.fastMarket && rg.betsOn && (
        <>
          <FastMarketEntry fastMarket={live.fastMarket} />
          <FastMarketModal fastMarket={live.fastMarket} oddsType={oddsType} onPick={(m, o) => {
            live.fastMarket?.closeModal();
            follow(fastMarketTicket(m, o, userLanguage));
          }} />
          <SettlementPopups fastMarket={live.fastMarket} renderers={props.settlementRenderers} />
        </>
      )}
      {live.sheetOpen && rg.betsOn && (
        <div ref={sheetRef} className="quick-bet-sheet" role="dialog" aria-label={t('quick-bet')} data-testid="quick-bet-sheet">
          <IconButton icon="close" className="quick-bet-sheet__close" label={t('close')} data-testid="quick-bet-sheet-close" onClick={closeSheet} />
          <QuickBetPanel quickBet={live.quickBet} oddsType={oddsType} currencyName={currencyName} available={available} />
        </div>
      )}
    </div>
  );
}

/** The streaming view's video box (the streaming screen holds the fast market), or null on a chat-only page. */
const STAGE_BOX = '.streaming-view .player-box';

/**
 * Reopens the fast-market modal while it has a market or a failing stream (never after a wheel
 * stop). The fast market belongs to the streaming screen (schedule spec section 2, "Streaming
 * screen"), so its button sits in the top corner of the video box, over the bullet chat;
 * without a video (chat-only pages) it stays in the betting column.
 */
function FastMarketEntry(props: { fastMarket: NonNullable<ReturnType<typeof createFastMarket>> }) {
  const { t } = useTranslation();
  const fm = props.fastMarket;
  const s = useSyncExternalStore(fm.subscribe, fm.getSnapshot, fm.getSnapshot);
  const [stage, setStage] = useState<HTMLElement | null>(null);
  // Only with something to open: a market, or a stream that needs the Reconnect button.
  const failing = s.connection.status === FastMarketConnectionStatus.Failed || s.connection.status === FastMarketConnectionStatus.Retrying;
  const shown = !s.hidden && !s.modal.open && (s.markets.markets.length > 0 || failing);
  useEffect(() => {
    if (!shown) return;
    if (stage?.isConnected) return;
    setStage(document.querySelector<HTMLElement>(STAGE_BOX));
  }, [shown, stage, s]);
  if (!shown) return null;
  const button = (
    <button type="button" className={`btn fast-market-entry${stage ? ' fast-market-entry--stage' : ''}`} data-testid="fast-market-entry" data-focus-key="fast-market-entry" onClick={() => fm.openModal()}>
      {t('fast-market')}{s.markets.markets.length ? ` (${s.markets.markets.length})` : ''}
    </button>
  );
  return stage?.isConnected ? createPortal(button, stage) : button;
}
