import type { FrameSink } from '../types';

/** The slice of a pino logger the hub server uses (pino's `(obj, msg)` call shape). */
export interface RealtimeLogger {
  debug(obj: object, msg?: string): void;
  info(obj: object, msg?: string): void;
  warn(obj: object, msg?: string): void;
  error(obj: object, msg?: string): void;
}

/** A logger that drops everything (tests, tools). */
export const silentLogger: RealtimeLogger = { debug() {}, info() {}, warn() {}, error() {} };

/**
 * One client connection as a hub method sees it. It is also the `FrameSink` the group
 * registry writes to, so a hub passes the connection itself when joining a group.
 */
export interface HubConnection extends FrameSink {
  /** The hub path the connection belongs to (e.g. `/chatroomhub`). */
  readonly hubPath: string;
  /** Per-connection state owned by the hub (e.g. the groups it joined). Cleared on dispose. */
  readonly items: Map<string, unknown>;
  /** Whether the connection is still usable (false once disposed). */
  readonly alive: boolean;
  /** Send one client event to this connection only. */
  sendEvent(target: string, args: readonly unknown[]): void;
}

/** What a hub method receives besides its arguments. */
export interface InvocationContext {
  connection: HubConnection;
  /** The method name as the client wrote it. */
  target: string;
}

/**
 * A hub method. `args` are the raw JSON arguments: validate them (throw `HubArgumentError`).
 * The returned value becomes the Completion `result`; a thrown error becomes its `error`
 * (see errors.ts for the texts).
 */
export type HubMethodHandler = (args: unknown[], ctx: InvocationContext) => unknown;

/** A hub: its methods (looked up case-insensitively, as ASP.NET does) and lifecycle hooks. */
export interface HubDefinition {
  methods: Record<string, HubMethodHandler>;
  /** After a successful handshake. */
  onConnected?(connection: HubConnection): void;
  /** Once, when the connection is gone for good (after the stateful-reconnect grace period). */
  onDisconnected?(connection: HubConnection): void;
}
