import {
  CHAT_HISTORY_MAX, CheckMatchStatus, CheckProgramStatus, CollectHeartbeatData, EntertainmentMessagePush, GetBlock,
  GetConfig, GetEntertainmentConfig, GetIndecent, GetMessage, GetNickname, HEARTBEAT_INTERVAL_MS, MessagePushCall,
  ProgramType, SaveChatroomEntry, BlockCustomer, SENSITIVE_WORD_NOTICE_MS, UpdateNickname,
} from '@sideline/protocol';
import type { ChatConfig, HubEventName, MessagePushRequest, MessagePushResult } from '@sideline/protocol';
import type { ApiClient } from '../../../shared/api';
import type { Clock, EventHandler } from '../../../shared/realtime';
import type { AlertInput } from '../alerts/alerts';
import { verdictForPushAnswer } from './alertsForAnswer';
import { appendBounded, isOwn, keepMessage } from './history';
import { buildIndecentPattern } from './indecent';
import { validateNickname } from '../nickname/validateNickname';
import { toChatRow } from './row';
import type { ChatRow, WireChatMessage } from './row';
import { decideSend } from './send';
import type { SendDecision } from './send';

/** Who and where: everything the room needs to know before it starts. */
export interface ChatRoomInfo {
  matchId: number;
  anchorId: number;
  anchorLanguage: string;
  programType: ProgramType;
  /** Site group prefix (POST /CheckSiteGroup). */
  groupName: string;
  siteId: number;
  siteName: string;
  currencyId: number;
  customerId: number | null;
  isLoggedIn: boolean;
  streamerName: string | null;
  isJioo: boolean;
  giftAllowed: boolean;
  /** The nickname colour class 1-10 sent with every message. */
  color: number;
  /** Feature flag EnabledBlockAndReport (the block list is loaded only then). */
  blockEnabled: boolean;
}

/** The live connection as the room uses it (a HubClient fits). */
export interface ChatHub {
  /** A hub event, typed by the contract (the HubClient's own `on`). */
  on<E extends HubEventName>(event: E, handler: EventHandler<E>): () => void;
  start(): Promise<void>;
  stop(): Promise<void>;
}

/** Schedules `callback` before the next paint; returns a cancel function. */
export type FrameScheduler = (callback: () => void) => () => void;

export type ChatClock = Pick<Clock, 'setTimeout' | 'clearTimeout'> & { now(): number };

export interface ChatRoomDeps {
  info: ChatRoomInfo;
  api: Pick<ApiClient, 'callEnvelope'>;
  hub: ChatHub;
  clock: ChatClock;
  alerts: { show(input: AlertInput): void };
  /** The session's token-expired flag (HTTP 422). */
  isTokenExpired: () => boolean;
  /** Heartbeat body parts that depend on the page (collect flags, playing source). */
  heartbeat?: () => { collectType: number; streamingSrc: number | string | null };
  frame?: FrameScheduler;
  /** Maximum rows kept (default CHAT_HISTORY_MAX = 150). */
  maxRows?: number;
  onError?: (message: string, error: unknown) => void;
}

export interface ChatRoomSnapshot {
  status: 'idle' | 'loading' | 'ready' | 'error';
  /** Oldest first, at most `maxRows`. */
  rows: readonly ChatRow[];
  isMatchOpen: boolean;
  nickname: string | null;
  config: ChatConfig | null;
  /** Epoch ms until which sends are ignored. */
  cooldownUntil: number;
  sending: boolean;
  blockedIds: ReadonlySet<number>;
}

/** The outcome of a send attempt, for the input (clear it or not, open the nickname dialog…). */
export type SendOutcome = SendDecision['kind'] | 'sent' | 'refused' | 'failed';

export type NicknameOutcome = 'saved' | 'blank' | 'too-long' | 'indecent' | 'failed';

/**
 * The chat room of one match or programme as a framework-free object (STYLE.md item 7):
 * history (GET /Message, keep rules), live MessagePush events (the HubClient already dropped
 * sequenced duplicates), at most `maxRows` rows, and changes flushed to subscribers at most
 * once per animation frame however busy the room is. It owns the send flow, the nickname,
 * the open/closed state (CheckChatroomStatus + status call), the history reload push, the
 * 30 s heartbeat and SaveChatroomEntry. React reads it with useSyncExternalStore.
 */
export interface ChatRoom {
  subscribe(listener: () => void): () => void;
  getSnapshot(): ChatRoomSnapshot;
  /** Rows as they arrive (after keep rules), once per flush: bullet chat, welcome banner. */
  onRows(listener: (rows: readonly ChatRow[]) => void): () => void;
  start(): Promise<void>;
  stop(): Promise<void>;
  send(text: string): Promise<SendOutcome>;
  setNickname(name: string): Promise<NicknameOutcome>;
  reloadHistory(): Promise<void>;
  /** A live message (the MessagePush / GetNBALottery handler). */
  receive(message: unknown): void;
  block(customerId: number, nickname: string): Promise<boolean>;
  readonly info: ChatRoomInfo;
}

/** The Result of a successful envelope, else null (a refused or failed call). */
function okResult<E extends { Code: number; Result: unknown }>(env: E | null): Extract<E, { Code: 200 }>['Result'] | null {
  return env && env.Code === 200 && env.Result ? (env.Result as Extract<E, { Code: 200 }>['Result']) : null;
}

const defaultFrame: FrameScheduler = (callback) => {
  if (typeof requestAnimationFrame === 'function') {
    const id = requestAnimationFrame(callback);
    return () => cancelAnimationFrame(id);
  }
  const id = setTimeout(callback, 16);
  return () => clearTimeout(id);
};

export function createChatRoom(deps: ChatRoomDeps): ChatRoom {
  const { info, api, hub, clock, alerts } = deps;
  const frame = deps.frame ?? defaultFrame;
  const maxRows = deps.maxRows ?? CHAT_HISTORY_MAX;
  const isEntertainment = info.programType === ProgramType.Entertainment;
  const log = (message: string, error: unknown) => deps.onError?.(message, error);

  let snapshot: ChatRoomSnapshot = {
    status: 'idle', rows: [], isMatchOpen: true, nickname: null, config: null, cooldownUntil: 0, sending: false, blockedIds: new Set(),
  };
  let indecent: RegExp | null = null;
  let pending: ChatRow[] = [];
  let cancelFrame: (() => void) | null = null;
  let heartbeatTimer: unknown = null;
  let reloadTimer: unknown = null;
  let hubOff: (() => void)[] = [];
  let running = false;
  const listeners = new Set<() => void>();
  const rowListeners = new Set<(rows: readonly ChatRow[]) => void>();

  const emit = () => {
    for (const l of listeners) l();
  };
  const set = (patch: Partial<ChatRoomSnapshot>) => {
    snapshot = { ...snapshot, ...patch };
    emit();
  };
  const keepCtx = () => ({
    ownCustomerId: info.customerId, ownNickname: snapshot.nickname, siteId: info.siteId, isJioo: info.isJioo, blockedIds: snapshot.blockedIds,
  });

  const flush = () => {
    cancelFrame = null;
    if (!pending.length) return;
    const incoming = pending;
    pending = [];
    snapshot = { ...snapshot, rows: appendBounded(snapshot.rows, incoming, maxRows) };
    emit();
    for (const l of rowListeners) l(incoming);
  };

  const receive = (message: unknown) => {
    const row = toChatRow(message as WireChatMessage);
    if (!row || !keepMessage(row, keepCtx())) return;
    const payload = message as { MatchId?: number };
    if (typeof payload.MatchId === 'number' && payload.MatchId !== info.matchId) return;
    pending.push(row);
    // A burst larger than the list only needs its newest rows.
    if (pending.length > maxRows) pending = pending.slice(-maxRows);
    if (!cancelFrame) cancelFrame = frame(flush);
  };

  async function call<T>(fn: () => Promise<T>, what: string): Promise<T | null> {
    try {
      return await fn();
    } catch (error) {
      log(`${what} failed`, error);
      return null;
    }
  }

  const reloadHistory = async () => {
    const env = await call(
      () => api.callEnvelope(GetMessage, { MatchId: info.matchId, AnchorLanguage: info.anchorLanguage, AnchorId: info.anchorId, GroupName: info.groupName }),
      'GetMessage',
    );
    const result = okResult(env);
    if (!result) return;
    const ctx = keepCtx();
    const rows: ChatRow[] = [];
    for (const m of result.Messages) {
      const row = toChatRow(m);
      if (row && keepMessage(row, ctx)) rows.push(row);
    }
    const welcomes: ChatRow[] = [];
    for (const m of result.WelcomeMessages) {
      const row = toChatRow(m);
      if (row) welcomes.push(row);
    }
    pending = [];
    set({ rows: rows.slice(-maxRows) });
    if (welcomes.length) for (const l of rowListeners) l(welcomes);
  };

  const stopHeartbeat = () => {
    if (heartbeatTimer !== null) clock.clearTimeout(heartbeatTimer);
    heartbeatTimer = null;
  };
  const beat = async () => {
    heartbeatTimer = null;
    if (!running || !snapshot.isMatchOpen || !info.isLoggedIn) return;
    const parts = deps.heartbeat?.() ?? { collectType: 0, streamingSrc: null };
    await call(
      () => api.callEnvelope(CollectHeartbeatData, {
        MatchId: info.matchId, AnchorLanguage: info.anchorLanguage, AnchorId: info.anchorId, CollectType: parts.collectType,
        ProgramType: info.programType, StreamingSrc: parts.streamingSrc,
      }),
      'CollectHeartbeatData',
    );
    // Repeats 30 s after each call.
    if (running && snapshot.isMatchOpen && heartbeatTimer === null) heartbeatTimer = clock.setTimeout(() => void beat(), HEARTBEAT_INTERVAL_MS);
  };
  const startHeartbeat = () => {
    if (!info.isLoggedIn || !snapshot.isMatchOpen || heartbeatTimer !== null) return;
    void beat();
  };

  const applyOpen = async (open: boolean) => {
    if (open === snapshot.isMatchOpen) return;
    set({ isMatchOpen: open });
    if (open) {
      await hub.start();
      startHeartbeat();
    } else {
      stopHeartbeat();
      await call(() => hub.stop(), 'hub stop');
    }
  };

  const fetchOpen = async (): Promise<boolean | null> => {
    const result = isEntertainment
      ? okResult(await call(() => api.callEnvelope(CheckProgramStatus, { EventId: info.matchId }), 'CheckProgramStatus'))
      : okResult(await call(() => api.callEnvelope(CheckMatchStatus, { MatchId: info.matchId }), 'CheckMatchStatus'));
    return result ? result.IsOpen : null;
  };

  /** CheckChatroomStatus: ignored for another match, while the token is expired, or when unchanged. */
  const onStatus = async (payload: unknown) => {
    const p = payload as { MatchId?: number; IsMatchOpen?: boolean };
    if (typeof p?.MatchId === 'number' && p.MatchId !== info.matchId) return;
    if (deps.isTokenExpired()) return;
    if (p?.IsMatchOpen === true) {
      await applyOpen(true);
      return;
    }
    if (!snapshot.isMatchOpen) return;
    // Not open: confirm with the status call (schedule document section 4).
    const open = await fetchOpen();
    await applyOpen(open ?? false);
  };

  const onReloadPush = (payload: unknown) => {
    const p = payload as { MatchId?: number | null; Delay?: number };
    if (typeof p?.MatchId === 'number' && p.MatchId !== info.matchId) return;
    const delay = Math.max(0, Number(p?.Delay) || 0) * 1000;
    if (reloadTimer !== null) clock.clearTimeout(reloadTimer);
    reloadTimer = clock.setTimeout(() => {
      reloadTimer = null;
      void reloadHistory();
    }, delay);
  };

  const room: ChatRoom = {
    info,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: () => snapshot,
    onRows(listener) {
      rowListeners.add(listener);
      return () => rowListeners.delete(listener);
    },
    receive,
    reloadHistory,
    async start() {
      if (running) return;
      running = true;
      set({ status: 'loading' });
      hubOff = [
        hub.on('MessagePush', (m) => receive(m)),
        hub.on('GetNBALottery', (m) => receive(m)),
        hub.on('CheckChatroomStatus', (p) => void onStatus(p)),
        hub.on('PushGetMessageEvent', (p) => onReloadPush(p)),
      ];
      const [nick, config, words, open, blocked] = await Promise.all([
        info.isLoggedIn ? call(() => api.callEnvelope(GetNickname, {}), 'GetNickname') : null,
        call(() => api.callEnvelope(isEntertainment ? GetEntertainmentConfig : GetConfig, {
          ParentId: info.matchId, CurrencyId: info.currencyId, AnchorLanguage: info.anchorLanguage, AnchorId: info.anchorId,
        }), 'GetConfig'),
        call(() => api.callEnvelope(GetIndecent, {}), 'GetIndecent'),
        fetchOpen(),
        info.isLoggedIn && info.blockEnabled && info.customerId !== null
          ? call(() => api.callEnvelope(GetBlock, { CustomerId: info.customerId ?? 0 }), 'GetBlock')
          : null,
      ]);
      if (!running) return;
      const wordsResult = okResult(words);
      if (wordsResult) indecent = buildIndecentPattern(wordsResult.IndecentDto);
      const blockedResult = okResult(blocked);
      set({
        nickname: okResult(nick)?.Nickname ?? null,
        config: okResult(config)?.Config ?? null,
        isMatchOpen: open ?? true,
        blockedIds: blockedResult ? new Set(blockedResult.BlockIds) : snapshot.blockedIds,
      });
      await reloadHistory();
      if (!running) return;
      set({ status: 'ready' });
      if (info.isLoggedIn) {
        void call(() => api.callEnvelope(SaveChatroomEntry, {
          MatchId: info.matchId, AnchorId: info.anchorId, AnchorLanguage: info.anchorLanguage,
          StreamingSrc: deps.heartbeat?.().streamingSrc ?? null, ProgramType: info.programType,
        }), 'SaveChatroomEntry');
      }
      if (snapshot.isMatchOpen) {
        await hub.start();
        startHeartbeat();
      }
    },
    async stop() {
      running = false;
      for (const off of hubOff) off();
      hubOff = [];
      cancelFrame?.();
      cancelFrame = null;
      stopHeartbeat();
      if (reloadTimer !== null) clock.clearTimeout(reloadTimer);
      reloadTimer = null;
      await call(() => hub.stop(), 'hub stop');
    },
    async send(text) {
      const decision = decideSend(text, {
        isLoggedIn: info.isLoggedIn,
        isMatchOpen: snapshot.isMatchOpen,
        tokenExpired: deps.isTokenExpired(),
        nickname: snapshot.nickname,
        lengthLimit: snapshot.config?.MessageLengthLimit ?? null,
        indecent,
        cooldownUntil: snapshot.cooldownUntil,
        now: clock.now(),
        streamerName: info.streamerName,
      });
      if (decision.kind === 'indecent') {
        alerts.show({ key: 'sensitive-words-prohibited', durationMs: SENSITIVE_WORD_NOTICE_MS });
        return 'indecent';
      }
      if (decision.kind !== 'send') return decision.kind;
      if (snapshot.sending) return 'cooldown';
      const body: MessagePushRequest = {
        Nickname: snapshot.nickname ?? '', FollowNickname: null, Message: decision.text, Type: decision.type, Color: info.color,
        MatchId: info.matchId, AnchorLanguage: info.anchorLanguage, SiteName: info.siteName,
        IsAllowSendMessage: snapshot.config?.IsAllowSendMessage ?? true, CurrencyId: info.currencyId, GroupName: info.groupName, AnchorId: info.anchorId,
      };
      const frequencyMs = (snapshot.config?.MessageFrequency ?? 0) * 1000;
      set({ sending: true, cooldownUntil: clock.now() + frequencyMs });
      try {
        const env = await api.callEnvelope(isEntertainment ? EntertainmentMessagePush : MessagePushCall, body);
        const verdict = verdictForPushAnswer({ Error: env.Error, Result: env.Code === 200 ? (env.Result as MessagePushResult) : null }, {
          siteId: info.siteId, currencyId: info.currencyId, turnoverLimits: snapshot.config?.TurnoverLimit ?? [],
          giftAllowed: info.giftAllowed && (snapshot.config?.IsSendGift ?? true), isMatch: !isEntertainment,
        });
        if (verdict.alert) alerts.show(verdict.alert);
        if (verdict.outcome === 'nickname') set({ nickname: null });
        return verdict.outcome;
      } catch (error) {
        log('MessagePush failed', error);
        return 'failed';
      } finally {
        set({ sending: false });
      }
    },
    async setNickname(name) {
      const verdict = validateNickname(name, indecent);
      if (verdict.kind === 'indecent') {
        alerts.show({ key: 'sensitive-words-prohibited', durationMs: SENSITIVE_WORD_NOTICE_MS });
        return 'indecent';
      }
      if (verdict.kind !== 'ok') return verdict.kind;
      try {
        const env = await api.callEnvelope(UpdateNickname, { Nickname: verdict.nickname });
        const saved = okResult(env);
        if (!saved) {
          alerts.show({ key: 'nickname-save-failed', detail: env.Error?.[0]?.Message ? `(${env.Error[0].Message})` : null });
          return 'failed';
        }
        set({ nickname: saved.Nickname });
        return 'saved';
      } catch (error) {
        log('UpdateNickname failed', error);
        alerts.show({ key: 'nickname-save-failed' });
        return 'failed';
      }
    },
    async block(customerId, nickname) {
      if (!info.isLoggedIn || customerId <= 0) return false;
      const env = await call(() => api.callEnvelope(BlockCustomer, { MatchId: info.matchId, BlockCustomerId: customerId, BlockNickname: nickname }), 'BlockCustomer');
      const result = okResult(env);
      if (!result) return false;
      const blockedIds = new Set(result.BlockIds);
      set({ blockedIds, rows: snapshot.rows.filter((r) => r.CustomerId === null || !blockedIds.has(r.CustomerId) || isOwn(r, keepCtx())) });
      return true;
    },
  };
  return room;
}
