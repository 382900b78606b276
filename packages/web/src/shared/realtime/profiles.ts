import {
  ALT_HUB_RECONNECT_DELAYS_MS,
  CHAT_HUB_RECONNECT_DELAYS_MS,
  HUB_CONNECTION_CHECK_MS,
  HUB_KEEP_ALIVE_MS,
  HUB_SERVER_TIMEOUT_MS,
  HUB_START_RETRY_MS,
} from '@sideline/protocol';

/**
 * How a hub connection behaves (chatroom-and-streaming.md section 4, "Live connection").
 * Two profiles exist; a connection is built from exactly one of them.
 */
export interface HubProfile {
  name: 'chat' | 'other';
  /** `withAutomaticReconnect` delays; after the last one the client gives up (Disconnected). */
  reconnectDelaysMs: readonly number[];
  /** WebSockets without a negotiate request first (Server-Sent Events and long polling, the fallbacks, always negotiate). */
  skipNegotiation: boolean;
  /** Period of the check that restarts a Disconnected connection; null: no check. */
  watchdogMs: number | null;
  /** Delay before a failed `start` is tried again; null: a failed start stays failed. */
  startRetryMs: number | null;
  /** Null keeps the client library's default. */
  serverTimeoutMs: number | null;
  keepAliveMs: number | null;
  /** Window event raised after every (re)connect once the groups are joined. */
  readyEvent: string | null;
}

/** The chat hubs: WebSocket first without negotiate, 0/0/10 s, 5 s watchdog, 1 s start retry, chatroomConnectionReady. */
export const CHAT_PROFILE: HubProfile = {
  name: 'chat',
  reconnectDelaysMs: CHAT_HUB_RECONNECT_DELAYS_MS,
  skipNegotiation: true,
  watchdogMs: HUB_CONNECTION_CHECK_MS,
  startRetryMs: HUB_START_RETRY_MS,
  serverTimeoutMs: null,
  keepAliveMs: null,
  readyEvent: 'chatroomConnectionReady',
};

/** The other hubs: 0, 2 s, 10 s, 30 s then stop; server timeout 30 s; keep-alive 15 s. */
export const OTHER_PROFILE: HubProfile = {
  name: 'other',
  reconnectDelaysMs: ALT_HUB_RECONNECT_DELAYS_MS,
  skipNegotiation: false,
  watchdogMs: null,
  startRetryMs: null,
  serverTimeoutMs: HUB_SERVER_TIMEOUT_MS,
  keepAliveMs: HUB_KEEP_ALIVE_MS,
  readyEvent: null,
};
