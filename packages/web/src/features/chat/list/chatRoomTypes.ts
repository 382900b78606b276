import type { ChatConfig, GetIndecent, HubEventName, ProgramType, ResultOf, StreamPositionPayload } from '@sideline/protocol';
import type { ApiClient } from '../../../shared/api';
import type { Clock } from '../../../shared/clock';
import type { EventHandler } from '../../../shared/realtime';
import type { AlertInput } from '../alerts/alerts';
import type { ConnectionStatusSource, ReconnectNotice } from './reconnectNotice';
import type { ChatRow } from './row';
import type { SlowMode } from './matchEvent';
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
  /** The connection state (the HubClient has it): the "reconnecting…" bar reads it. */
  subscribe?: ConnectionStatusSource['subscribe'];
  getSnapshot?: ConnectionStatusSource['getSnapshot'];
}

/** Schedules `callback` before the next paint; returns a cancel function. */
export type FrameScheduler = (callback: () => void) => () => void;


export interface ChatRoomDeps {
  info: ChatRoomInfo;
  api: Pick<ApiClient, 'callEnvelope'>;
  hub: ChatHub;
  clock: Pick<Clock, 'setTimeout' | 'clearTimeout' | 'now'>;
  alerts: { show(input: AlertInput): void };
  /** The session's token-expired flag (HTTP 422). */
  isTokenExpired: () => boolean;
  /**
   * Heartbeat body parts that depend on the page (collect flags, playing source); null while the
   * page wants no heartbeat (a chat-only page whose chatroom is collapsed).
   */
  heartbeat?: () => { collectType: number; streamingSrc: number | string | null } | null;
  frame?: FrameScheduler;
  /**
   * The indecent-word list (GetIndecent's result) where the page keeps it: the start-up loads it
   * early (its 'indecent-words' step), so the room reads that answer instead of asking again.
   * `fresh` asks the server (IndecentChanged). None: the room asks the server itself.
   */
  indecentWords?: (options?: { fresh?: boolean }) => Promise<ResultOf<typeof GetIndecent>>;
  /**
   * Resolves once the browser has painted what the room's last change drew: the room's start
   * waits for it after its first lines, before SaveChatroomEntry and the hub. None: no wait.
   */
  afterPaint?: () => Promise<void>;
  /** Maximum rows kept (default CHAT_HISTORY_MAX = 150). */
  maxRows?: number;
  /** A history answer's hub group and the position it was read at: the room's first join starts there. */
  onHistoryPosition?: (group: string, position: StreamPositionPayload) => void;
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
  /** Epoch ms of the last send (a slow mode's end puts the cool-down back to the room's own from it). */
  lastSentAt?: number;
  sending: boolean;
  blockedIds: ReadonlySet<number>;
  /** A temporary slow mode after a match event (issue 22 item 3); null when none. */
  slowMode: SlowMode | null;
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
  /** Starts the heartbeat again if it may beat now (a chat-only page's chatroom was expanded). */
  resumeHeartbeat(): void;
  readonly info: ChatRoomInfo;
  /** The "reconnecting…" bar's state; null when the hub does not report its connection. */
  readonly reconnect: ReconnectNotice | null;
}
