import {
  CHAT_HISTORY_MAX, CheckMatchStatus, CheckProgramStatus, GetBlock, GetConfig, GetEntertainmentConfig, GetIndecent, GetMessage,
  GetNickname, SaveChatroomEntry,
} from '@sideline/protocol';
import type { ChatRoom, ChatRoomDeps, ChatRoomSnapshot, FrameScheduler } from './chatRoomTypes';
import { createHeartbeat } from './heartbeat';
import { appendBounded, keepMessage } from './history';
import { historyRequest } from './historyRequest';
import { buildIndecentPattern } from './indecent';
import { blockCustomer, saveNickname, sendMessage } from './messaging';
import { callOrNull, isEntertainmentInfo, okResult } from './roomContext';
import { createReconnectNotice } from './reconnectNotice';
import type { RoomContext } from './roomContext';
import { lineKey } from './lineKey';
import { nextRowId, sameLineKey, toChatRow } from './row';
import { slowModeAfter, slowModeOfRows } from './matchEvent';
import { loadsBlockList, roomConfigRequest } from './roomStart';
import type { SlowMode } from './matchEvent';
import type { ChatRow, WireChatMessage } from './row';

export type {
  ChatHub, ChatRoom, ChatRoomDeps, ChatRoomInfo, ChatRoomSnapshot, FrameScheduler, NicknameOutcome, SendOutcome,
} from './chatRoomTypes';

/**
 * While the room is closed the connection is stopped (spec section 4), so no push can tell of a
 * reopening: the status call is repeated at this pace until it answers open (issue 16 item 35;
 * our reading of "a status push or status check sets IsMatchOpen").
 */
export const CLOSED_ROOM_RECHECK_MS = 15_000;

const defaultFrame: FrameScheduler = (callback) => {
  if (typeof requestAnimationFrame === 'function') {
    const id = requestAnimationFrame(callback);
    return () => cancelAnimationFrame(id);
  }
  const id = setTimeout(callback, 16);
  return () => clearTimeout(id);
};

/**
 * The room's wiring: the snapshot store, live rows batched per animation frame, the history
 * reload (and its push), the open/closed state, and the start/stop sequence. The other jobs live
 * beside it: heartbeat.ts (the 30 s heartbeat), messaging.ts (send, nickname, block),
 * chatRoomTypes.ts (what the room is), roomContext.ts (what the jobs share).
 */
export function createChatRoom(deps: ChatRoomDeps): ChatRoom {
  const { info, api, hub, clock, alerts } = deps;
  const frame = deps.frame ?? defaultFrame;
  const maxRows = deps.maxRows ?? CHAT_HISTORY_MAX;
  const isEntertainment = isEntertainmentInfo(deps);
  const log = (message: string, error: unknown) => deps.onError?.(message, error);
  const call = callOrNull(log);
  /** The indecent-word list, from the page's copy when it keeps one (deps.indecentWords); null when it failed. */
  const indecentWords = async (options?: { fresh?: boolean }) => {
    if (!deps.indecentWords) return okResult(await call(() => api.callEnvelope(GetIndecent, {}), 'GetIndecent'));
    return call(() => deps.indecentWords!(options), 'GetIndecent');
  };

  let snapshot: ChatRoomSnapshot = {
    status: 'idle', rows: [], isMatchOpen: true, nickname: null, config: null, cooldownUntil: 0, sending: false, blockedIds: new Set(),
    slowMode: null,
  };
  let slowTimer: unknown = null;
  let indecent: RegExp | null = null;
  let pending: ChatRow[] = [];
  let cancelFrame: (() => void) | null = null;
  /** The keys of the last history's lines, until a live copy of one arrives (see `receive`). */
  let historyKeys = new Set<string>();
  let reloadTimer: unknown = null;
  let recheckTimer: unknown = null;
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
  const ctx: RoomContext = {
    info, api, clock, alerts, isTokenExpired: deps.isTokenExpired, heartbeat: deps.heartbeat, isEntertainment,
    snapshot: () => snapshot, set, indecent: () => indecent, log, call,
  };
  const heartbeat = createHeartbeat(ctx, () => running);
  const keepCtx = () => ({
    ownCustomerId: info.customerId, ownNickname: snapshot.nickname, siteId: info.siteId, isJioo: info.isJioo, blockedIds: snapshot.blockedIds,
  });

  /**
   * A match event's slow mode (issue 22 item 3): on until the server's end line, or at the
   * latest its duration after it began (a line missed while away cannot keep it on).
   */
  const applySlowMode = (slowMode: SlowMode | null) => {
    if (slowTimer !== null) clock.clearTimeout(slowTimer);
    slowTimer = null;
    if (slowMode) {
      slowTimer = clock.setTimeout(() => {
        slowTimer = null;
        set({ slowMode: null, cooldownUntil: ownCooldownUntil() });
      }, Math.max(0, slowMode.until - clock.now()));
    }
    return slowMode;
  };
  /** The cool-down of the room's own MessageFrequency from the last send (a slow mode ended). */
  const ownCooldownUntil = () => (snapshot.lastSentAt === undefined ? snapshot.cooldownUntil
    : Math.min(snapshot.cooldownUntil, snapshot.lastSentAt + (snapshot.config?.MessageFrequency ?? 0) * 1000));

  const flush = () => {
    cancelFrame = null;
    if (!pending.length) return;
    const incoming = pending;
    pending = [];
    let slowMode = snapshot.slowMode;
    for (const row of incoming) {
      const next = slowModeAfter(row, clock.now(), clock.now());
      if (next !== undefined) slowMode = applySlowMode(next);
    }
    const cooldownUntil = snapshot.slowMode && !slowMode ? ownCooldownUntil() : snapshot.cooldownUntil;
    snapshot = { ...snapshot, rows: appendBounded(snapshot.rows, incoming, maxRows), slowMode, cooldownUntil };
    emit();
    for (const l of rowListeners) l(incoming);
  };

  const receive = (message: unknown) => {
    const row = toChatRow(message as WireChatMessage);
    if (!row || !keepMessage(row, keepCtx())) return;
    // A join from the history's position may still send a line the history holds (published
    // between the position's read and the rows' read): shown once.
    if (historyKeys.delete(sameLineKey(row))) return;
    const payload = message as { MatchId?: number };
    if (typeof payload.MatchId === 'number' && payload.MatchId !== info.matchId) return;
    pending.push(row);
    // A burst larger than the list only needs its newest rows.
    if (pending.length > maxRows) pending = pending.slice(-maxRows);
    if (!cancelFrame) cancelFrame = frame(flush);
  };

  /** GET /Message, with the first row id made after it left (`since`): what arrives live from then on is newer than its answer can know. */
  const fetchHistory = async () => {
    const since = nextRowId();
    const env = await call(
      () => api.callEnvelope(GetMessage, historyRequest(info)),
      'GetMessage',
    );
    return { env, since };
  };
  const reloadHistory = async () => applyHistory(await fetchHistory());
  /**
   * Keeps the history's lines by the keep rules (own nickname, blocked ids as known now), then
   * the live lines that arrived while it was asked for and that it does not hold: a reload
   * (the first join's Recovered:false, PushGetMessageEvent) answering after a live line must
   * not wipe it.
   */
  const applyHistory = ({ env, since }: Awaited<ReturnType<typeof fetchHistory>>) => {
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
    const held = new Set(rows.map(sameLineKey));
    historyKeys = held;
    if (result.Group && result.Position) deps.onHistoryPosition?.(result.Group, result.Position);
    const arrived = [...snapshot.rows, ...pending].filter((r) => r.id >= since && !held.has(sameLineKey(r)));
    pending = [];
    const all = [...rows, ...arrived];
    set({ rows: all.slice(-maxRows), slowMode: applySlowMode(slowModeOfRows(all, clock.now())) });
    if (welcomes.length) for (const l of rowListeners) l(welcomes);
  };

  const stopRecheck = () => {
    if (recheckTimer !== null) clock.clearTimeout(recheckTimer);
    recheckTimer = null;
  };
  /** Closed: ask the status call again later; open (and the connection back) once it says so. */
  const scheduleRecheck = () => {
    stopRecheck();
    recheckTimer = clock.setTimeout(() => {
      recheckTimer = null;
      void (async () => {
        if (!running || snapshot.isMatchOpen) return;
        const open = deps.isTokenExpired() ? null : await fetchOpen();
        if (!running || snapshot.isMatchOpen) return;
        if (open === true) await applyOpen(true);
        else scheduleRecheck();
      })();
    }, CLOSED_ROOM_RECHECK_MS);
  };

  const applyOpen = async (open: boolean) => {
    if (open === snapshot.isMatchOpen) return;
    set({ isMatchOpen: open });
    if (open) {
      stopRecheck();
      await hub.start();
      heartbeat.start();
    } else {
      heartbeat.stop();
      await call(() => hub.stop(), 'hub stop');
      if (running) scheduleRecheck();
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

  /** DeleteMessages (a moderator deleted lines or cleared the room): drop them, queued ones too. */
  const onDeleted = (payload: unknown) => {
    const p = payload as { MatchId?: number; Messages?: { CustomerId?: number | null; Timestamp?: number }[]; All?: boolean };
    if (typeof p?.MatchId === 'number' && p.MatchId !== info.matchId) return;
    if (p?.All === true) {
      pending = [];
      set({ rows: [] });
      return;
    }
    const gone = new Set((Array.isArray(p?.Messages) ? p.Messages : []).map((m) => lineKey(m?.CustomerId ?? null, Number(m?.Timestamp))));
    if (!gone.size) return;
    const kept = (r: ChatRow) => !gone.has(lineKey(r.CustomerId, r.Timestamp));
    pending = pending.filter(kept);
    const rows = snapshot.rows.filter(kept);
    if (rows.length !== snapshot.rows.length) set({ rows });
  };

  /** IndecentChanged (the back office changed the mask words): load the list again for the client-side check. */
  const onIndecentChanged = async () => {
    const words = await indecentWords({ fresh: true });
    if (running && words) indecent = buildIndecentPattern(words.IndecentDto);
  };

  const room: ChatRoom = {
    reconnect: hub.subscribe && hub.getSnapshot ? createReconnectNotice({ subscribe: hub.subscribe.bind(hub), getSnapshot: hub.getSnapshot.bind(hub) }, clock) : null,
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
        hub.on('DeleteMessages', (p) => onDeleted(p)),
        hub.on('IndecentChanged', () => onIndecentChanged()),
      ];
      // GET /Message goes out with the room's other start calls (issue 20: the first chat line
      // waits for one round trip, not two); its lines are kept by the rules once those answered.
      const history = fetchHistory();
      const [nick, config, words, open, blocked] = await Promise.all([
        info.isLoggedIn ? call(() => api.callEnvelope(GetNickname, {}), 'GetNickname') : null,
        // The requests as the start-up sends them early (roomStart.ts): these calls take its answers.
        call(() => api.callEnvelope(isEntertainment ? GetEntertainmentConfig : GetConfig, roomConfigRequest(info)), 'GetConfig'),
        indecentWords(),
        fetchOpen(),
        loadsBlockList(info) ? call(() => api.callEnvelope(GetBlock, { CustomerId: info.customerId }), 'GetBlock') : null,
      ]);
      if (!running) return;
      if (words) indecent = buildIndecentPattern(words.IndecentDto);
      const blockedResult = okResult(blocked);
      set({
        nickname: okResult(nick)?.Nickname ?? null,
        config: okResult(config)?.Config ?? null,
        isMatchOpen: open ?? true,
        blockedIds: blockedResult ? new Set(blockedResult.BlockIds) : snapshot.blockedIds,
      });
      const lines = await history;
      if (!running) return;
      applyHistory(lines);
      set({ status: 'ready' });
      // The entry record and the hub's connection (its chunk, negotiate) wait until the lines
      // have painted: started in this task, they ran before the render that draws them (issue 20).
      if (deps.afterPaint) await deps.afterPaint();
      if (!running) return;
      if (info.isLoggedIn) {
        void call(() => api.callEnvelope(SaveChatroomEntry, {
          MatchId: info.matchId, AnchorId: info.anchorId, AnchorLanguage: info.anchorLanguage,
          StreamingSrc: deps.heartbeat?.()?.streamingSrc ?? null, ProgramType: info.programType,
        }), 'SaveChatroomEntry');
      }
      if (snapshot.isMatchOpen) {
        await hub.start();
        heartbeat.start();
      } else {
        scheduleRecheck();
      }
    },
    async stop() {
      running = false;
      for (const off of hubOff) off();
      hubOff = [];
      cancelFrame?.();
      cancelFrame = null;
      heartbeat.stop();
      if (reloadTimer !== null) clock.clearTimeout(reloadTimer);
      reloadTimer = null;
      stopRecheck();
      applySlowMode(null);
      await call(() => hub.stop(), 'hub stop');
    },
    send: (text) => sendMessage(ctx, text),
    setNickname: (name) => saveNickname(ctx, name),
    block: (customerId, nickname) => blockCustomer(ctx, customerId, nickname),
    resumeHeartbeat: () => {
      if (running && snapshot.status === 'ready') heartbeat.start();
    },
  };
  return room;
}
