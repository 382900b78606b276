import { BET_FAIL_RESET_MS, BetFrom, DomainErrorCode, GetSingleTicket, MOBILE_BREAKPOINT_PX, PlaceBet, PlaceBetStatus } from '@sideline/protocol';
import type { DesktopCode } from '@sideline/protocol';
import type { ApiClient, PaidAction } from '../../../shared/api';
import type { Clock } from '../../../shared/clock';
import { betReducer, initialBetState } from './betMachine';
import type { BetEvent, BetState, QuickBetTicket } from './betMachine';
import type { KeypadKey } from './keypad';

/** The member's funds as the panel uses them (the wallet feature's balance store fits). */
export interface QuickBetFunds {
  /** Available funds in the bet currency, null while unknown. */
  available(): number | null;
  /** A bet of `stake` succeeded: reduce the balance locally (or adopt the server's new balance). */
  spent(stake: number, newBalance: number | null): void;
}

/** Where the bets go: the match, the anchor and the site of the page. */
export interface QuickBetContext {
  matchId: number;
  anchorId: number;
  anchorLanguage: string;
  siteName: string;
}

export interface QuickBetDeps {
  api: Pick<ApiClient, 'callEnvelope'>;
  clock: Pick<Clock, 'setTimeout' | 'clearTimeout'>;
  context: () => QuickBetContext;
  funds: QuickBetFunds;
  newAction: () => PaidAction;
  /** BetFrom of GetSingleTicket (x or t on desktop, m on a phone); default: `betFromFor(window.innerWidth)`. */
  betFrom?: () => BetFrom | DesktopCode;
  /** Called after a successful bet (e.g. to refresh the share list). */
  onPlaced?: (ticket: QuickBetTicket, stake: number) => void;
  onError?: (message: string, error: unknown) => void;
}

/**
 * The quick-bet panel as a framework-free object (STYLE.md 7/8): `open(ticket)` quotes the
 * selection (POST /GetSingleTicket → price, MinBet, MaxBet), `press` edits the stake with the
 * keypad rules, `place` sends POST /PlaceBet once per press with its own Idempotency-Key and
 * applies the answer through `betReducer`. Success reduces the funds locally; Success and Fail
 * return to Init after 3 s (BET_FAIL_RESET_MS). React reads it with useSyncExternalStore.
 */
export interface QuickBet {
  subscribe(listener: () => void): () => void;
  getSnapshot(): BetState;
  open(ticket: QuickBetTicket): Promise<void>;
  press(key: KeypadKey): void;
  place(): Promise<void>;
  /** A card follow's moved price: bet at the new price (the member confirmed) or stay at it without betting. */
  confirmPrice(): Promise<void>;
  declinePrice(): void;
  close(): void;
  dispose(): void;
}

/**
 * BetFrom of GetSingleTicket: m below 768 px; on a desktop screen the desktop code x (Asia), or
 * t (Deeplink) when the host opened the widget through a deep link (data parameter
 * ChatroomReferer 'deeplink', any case).
 */
export function betFromFor(width: number, chatroomReferer?: string | null): BetFrom | DesktopCode {
  if (width < MOBILE_BREAKPOINT_PX) return BetFrom.Mobile;
  return chatroomReferer?.toLowerCase() === 'deeplink' ? 't' : BetFrom.Desktop;
}
const defaultBetFrom = () => betFromFor(typeof window === 'undefined' ? MOBILE_BREAKPOINT_PX : window.innerWidth);

export function createQuickBet(deps: QuickBetDeps): QuickBet {
  let state: BetState = initialBetState;
  let resetTimer: unknown = null;
  /** Bumped on every open/close so a late answer for an older ticket is dropped. */
  let generation = 0;
  const listeners = new Set<() => void>();
  const log = (m: string, e: unknown) => deps.onError?.(m, e);

  const dispatch = (event: BetEvent) => {
    const next = betReducer(state, event);
    if (next === state) return;
    const wasInit = state.status === PlaceBetStatus.Init;
    state = next;
    if (wasInit && state.status !== PlaceBetStatus.Init) scheduleReset();
    for (const l of listeners) l();
  };
  const clearReset = () => {
    if (resetTimer !== null) deps.clock.clearTimeout(resetTimer);
    resetTimer = null;
  };
  const scheduleReset = () => {
    clearReset();
    resetTimer = deps.clock.setTimeout(() => {
      resetTimer = null;
      dispatch({ type: 'reset' });
    }, BET_FAIL_RESET_MS);
  };

  /**
   * Sends the bet the state holds (phase placing): POST /PlaceBet, or POST /BetCards/Follow for
   * a live card (only the card, the price shown and the stake) — each with its own
   * Idempotency-Key — and applies the answer. A card refused for a moved price asks first.
   */
  const send = async () => {
    if (state.phase !== 'placing' || !state.ticket || state.price === null) return;
    const gen = generation;
    const { ticket, price } = state;
    const stake = Number(state.stake);
    const ctx = deps.context();
    try {
      const env = ticket.CardId !== undefined
        // The card follow's call loads with the first follow (most rooms have no cards).
        ? await (await import('../bet-cards/follow')).followBetCard(deps.api, { CardId: ticket.CardId, Price: price, Stake: stake }, { action: deps.newAction() })
        : await deps.api.callEnvelope(PlaceBet, {
          PromotedOddsId: ticket.PromotedOddsId, SportType: ticket.SportType, MarketId: ticket.MarketId, OddsPrice: price,
          Point: ticket.Point, MarketKey: ticket.MarketKey, Stake: stake, AnchorId: ctx.anchorId, AnchorLanguage: ctx.anchorLanguage,
          SiteName: ctx.siteName, MatchId: ctx.matchId, BetType: ticket.BetType, Recommend: ticket.Recommend,
          FollowNickname: ticket.FollowNickname,
        }, { action: deps.newAction() });
      if (gen !== generation) return;
      const result = env.Code === 200 ? (env.Result as { IsPlaceBetSuccess: boolean; Balance?: number | null; ErrorResult: { ErrorCode: string; Details: { NewOffer: { Price: number } | null } | null } | null }) : null;
      const newOffer = result?.ErrorResult?.Details?.NewOffer?.Price ?? null;
      if (result?.ErrorResult?.ErrorCode === DomainErrorCode.BetCardPriceChanged && newOffer !== null) {
        dispatch({ type: 'reprice', price: newOffer });
      } else if (result?.IsPlaceBetSuccess) {
        deps.funds.spent(stake, result.Balance ?? null);
        dispatch({ type: 'placed' });
        deps.onPlaced?.(ticket, stake);
      } else if (result?.ErrorResult) {
        dispatch({ type: 'rejected', code: result.ErrorResult.ErrorCode, newPrice: result.ErrorResult.Details?.NewOffer?.Price ?? null });
      } else {
        dispatch({ type: 'rejected', code: env.Error?.[0]?.Field ?? String(env.Code), newPrice: null });
      }
    } catch (error) {
      if (gen !== generation) return;
      log('PlaceBet failed', error);
      dispatch({ type: 'transport-failed' });
    }
  };

  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: () => state,
    async open(ticket) {
      clearReset();
      const gen = ++generation;
      dispatch({ type: 'open', ticket });
      try {
        const ctx = deps.context();
        const env = await deps.api.callEnvelope(GetSingleTicket, {
          SportType: ticket.SportType, MarketId: ticket.MarketId, Key: ticket.MarketKey, SiteName: ctx.siteName,
          BetFrom: (deps.betFrom ?? defaultBetFrom)(),
        });
        if (gen !== generation) return;
        const result = env.Code === 200 ? (env.Result as { IsGetSingleTicketSuccess: boolean; SuccessResult: { Price: number; MinBet: number; MaxBet: number } | null; ErrorResult: { ErrorCode: string } | null }) : null;
        if (result?.IsGetSingleTicketSuccess && result.SuccessResult) {
          const q = result.SuccessResult;
          dispatch({ type: 'quoted', quote: { price: q.Price, minBet: q.MinBet, maxBet: q.MaxBet } });
        } else {
          dispatch({ type: 'quote-failed', code: result?.ErrorResult?.ErrorCode ?? env.Error?.[0]?.Field ?? String(env.Code) });
        }
      } catch (error) {
        if (gen !== generation) return;
        log('GetSingleTicket failed', error);
        dispatch({ type: 'quote-failed', code: 'network' });
      }
    },
    press(key) {
      dispatch({ type: 'key', key, balance: deps.funds.available() });
    },
    async place() {
      const before = state;
      dispatch({ type: 'place', balance: deps.funds.available() });
      if (state === before) return;
      await send();
    },
    async confirmPrice() {
      dispatch({ type: 'confirm-price' });
      await send();
    },
    declinePrice() {
      dispatch({ type: 'decline-price' });
    },
    close() {
      generation++;
      clearReset();
      dispatch({ type: 'close' });
    },
    dispose() {
      generation++;
      clearReset();
      listeners.clear();
    },
  };
}
