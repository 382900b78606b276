import { FAST_MARKET_HISTORY, FAST_MARKET_KEEPALIVE, FAST_MARKET_MANUAL_RECONNECT_DELAY_MS, FAST_MARKET_RETRY_DELAY_MS, FAST_MARKET_ARROW_MS, FastMarketConnectionStatus, FastMarketMessage, GetFastMarketStreamUrl } from '@sideline/protocol';
import type { ApiClient } from '../../../shared/api';
import type { Clock } from '../../../shared/clock';
import { connectionReducer, initialConnection } from './connectionMachine';
import type { ConnectionEvent, ConnectionState } from './connectionMachine';
import { applyMarketMessage, expireArrows, initialMarkets, modalAfter } from './marketsState';
import type { MarketsState, ModalState } from './marketsState';
import { emptyQueue, settlementReducer, toSettlement } from './settlementQueue';
import type { SettlementQueue } from './settlementQueue';
import { openEventSource } from './stream';
import type { OpenStream, StreamLike } from './stream';

export interface FastMarketScope {
  matchId: number;
  token: string;
  language: string;
  customerId: number | null;
  /** Horizontal layout: removing the displayed market does not open the modal. */
  horizontal: boolean;
}

export interface FastMarketDeps {
  api: Pick<ApiClient, 'callEnvelope'>;
  hub: { on(event: string, handler: (...args: unknown[]) => void): () => void };
  clock: Pick<Clock, 'setTimeout' | 'clearTimeout' | 'now'>;
  scope: FastMarketScope;
  openStream?: OpenStream;
  /** Prefix for the relative stream URL ('' = same origin). */
  baseUrl?: string;
  onError?: (message: string, error: unknown) => void;
}

export interface FastMarketSnapshot {
  connection: ConnectionState;
  markets: MarketsState;
  modal: ModalState;
  settlements: SettlementQueue;
  /** Hidden after a wheel stop (the stream is closed). */
  hidden: boolean;
  /** The last FAST_MARKET_HISTORY (100, schedule spec section 9) market messages, oldest first. */
  history: readonly FastMarketMessage[];
}

/**
 * The fast market of a match as a framework-free object (schedule spec section 4): fetches the
 * stream URL (GET /FastMarket/GetStreamUrl with MatchId, token and language), reads the SSE
 * `message` events (KEEPALIVE ignored; `{ add, change, remove }` applied, the list cleared
 * whenever a connection opens), retries 3 times 1 s apart and then reports `failed`;
 * `reconnect()` waits 1 s and fetches a new URL. Opens the modal by `modalAfter`. Settlements
 * (PushFastMarketSettlement for this customer and match) queue one at a time.
 */
export interface FastMarket {
  subscribe(listener: () => void): () => void;
  getSnapshot(): FastMarketSnapshot;
  start(): void;
  stop(): void;
  reconnect(): void;
  openModal(): void;
  closeModal(): void;
  hideForSession(): void;
  /** The current settlement pop-up closed: show the next. */
  settlementDone(): void;
  /** Wheel stop: hide the fast market and close its stream. */
  hide(): void;
}

export function createFastMarket(deps: FastMarketDeps): FastMarket {
  const { clock, scope } = deps;
  const open = deps.openStream ?? openEventSource;
  const log = (m: string, e: unknown) => deps.onError?.(m, e);
  let snapshot: FastMarketSnapshot = {
    connection: initialConnection, markets: initialMarkets, modal: { open: false, hiddenForSession: false }, settlements: emptyQueue, hidden: false, history: [],
  };
  const listeners = new Set<() => void>();
  let stream: StreamLike | null = null;
  let url: string | null = null;
  let timer: unknown = null;
  let arrowTimer: unknown = null;
  let attempt = 0;
  let offs: (() => void)[] = [];

  const set = (patch: Partial<FastMarketSnapshot>) => {
    snapshot = { ...snapshot, ...patch };
    for (const l of listeners) l();
  };
  const conn = (event: ConnectionEvent) => {
    const next = connectionReducer(snapshot.connection, event);
    if (next !== snapshot.connection) set({ connection: next });
  };
  const clearTimer = () => {
    if (timer !== null) clock.clearTimeout(timer);
    timer = null;
  };
  const closeStream = () => {
    attempt++;
    stream?.close();
    stream = null;
  };

  const fetchUrl = async (): Promise<string | null> => {
    try {
      const env = await deps.api.callEnvelope(GetFastMarketStreamUrl, { MatchId: scope.matchId, Token: scope.token, Language: scope.language });
      return env.Code === 200 ? (env.Result as { Url: string }).Url : null;
    } catch (error) {
      log('GetFastMarketStreamUrl failed', error);
      return null;
    }
  };

  const failed = () => {
    closeStream();
    conn({ type: 'error' });
    if (snapshot.connection.status === FastMarketConnectionStatus.Retrying) {
      clearTimer();
      timer = clock.setTimeout(() => {
        timer = null;
        conn({ type: 'retry' });
        void connect(false);
      }, FAST_MARKET_RETRY_DELAY_MS);
    }
  };

  const onMessage = (data: string) => {
    if (data.trim() === FAST_MARKET_KEEPALIVE) return;
    let raw: unknown;
    try {
      raw = JSON.parse(data);
    } catch {
      return;
    }
    const body = raw && typeof raw === 'object' && 'result' in raw ? (raw as { result: unknown }).result : raw;
    const parsed = FastMarketMessage.safeParse(body);
    if (!parsed.success) return;
    const markets = applyMarketMessage(snapshot.markets, parsed.data, clock.now());
    const modal = snapshot.hidden ? snapshot.modal : modalAfter(snapshot.modal, snapshot.markets, markets, scope.horizontal);
    set({ markets, modal, history: [...snapshot.history, parsed.data].slice(-FAST_MARKET_HISTORY) });
    if (parsed.data.change.length) {
      if (arrowTimer !== null) clock.clearTimeout(arrowTimer);
      arrowTimer = clock.setTimeout(() => {
        arrowTimer = null;
        const next = expireArrows(snapshot.markets, clock.now());
        if (next !== snapshot.markets) set({ markets: next });
      }, FAST_MARKET_ARROW_MS);
    }
  };

  async function connect(fresh: boolean): Promise<void> {
    const mine = ++attempt;
    if (fresh || !url) url = await fetchUrl();
    if (mine !== attempt) return;
    if (!url) {
      failed();
      return;
    }
    const target = /^https?:/.test(url) ? url : `${deps.baseUrl ?? ''}${url}`;
    try {
      stream = open(target, {
        onOpen: () => {
          if (mine !== attempt) return;
          // The list is cleared on (re)connect: the stream starts with every open market.
          set({ markets: initialMarkets });
          conn({ type: 'opened' });
        },
        onMessage: (data) => {
          if (mine === attempt) onMessage(data);
        },
        onError: () => {
          if (mine === attempt) failed();
        },
      });
    } catch (error) {
      log('opening the fast-market stream failed', error);
      failed();
    }
  }

  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: () => snapshot,
    start() {
      if (snapshot.connection.status !== FastMarketConnectionStatus.Idle) return;
      offs.push(deps.hub.on('PushFastMarketSettlement', (p) => {
        const o = p as { CustomerId?: unknown; MatchId?: unknown };
        if (scope.customerId === null || Number(o?.CustomerId) !== scope.customerId) return;
        if (o?.MatchId !== undefined && Number(o.MatchId) !== scope.matchId) return;
        const settlement = toSettlement(p);
        if (settlement) set({ settlements: settlementReducer(snapshot.settlements, { type: 'push', settlement }) });
      }));
      if (snapshot.hidden) return;
      conn({ type: 'start' });
      void connect(true);
    },
    stop() {
      for (const off of offs) off();
      offs = [];
      clearTimer();
      if (arrowTimer !== null) clock.clearTimeout(arrowTimer);
      arrowTimer = null;
      closeStream();
      conn({ type: 'close' });
    },
    reconnect() {
      if (snapshot.hidden) return;
      clearTimer();
      closeStream();
      conn({ type: 'manual' });
      timer = clock.setTimeout(() => {
        timer = null;
        void connect(true);
      }, FAST_MARKET_MANUAL_RECONNECT_DELAY_MS);
    },
    openModal() {
      if (!snapshot.hidden) set({ modal: { ...snapshot.modal, open: true, byItself: false } });
    },
    closeModal() {
      set({ modal: { ...snapshot.modal, open: false } });
    },
    hideForSession() {
      set({ modal: { open: false, hiddenForSession: true } });
    },
    settlementDone() {
      set({ settlements: settlementReducer(snapshot.settlements, { type: 'done' }) });
    },
    hide() {
      if (snapshot.hidden) return;
      clearTimer();
      closeStream();
      conn({ type: 'close' });
      set({ hidden: true, modal: { ...snapshot.modal, open: false } });
    },
  };
}
