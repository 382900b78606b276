import type {
  HubEventArgs, HubEventName, HubEventPayload, HubMethodArgs, HubMethodName, HubMethodResult, JoinGroupResult, StreamPositionPayload,
} from '@sideline/protocol';
import { systemClock, type Clock, type TimerHandle } from '../clock';
import {
  HUB_TRANSPORTS, signalrConnectionFactory, type ConnectionFactory, type ConnectionState, type HubConnectionLike, type HubTransport,
} from './connection';
import type { HubProfile } from './profiles';
import { isEventMeta, SequenceTracker } from './sequence';

/**
 * A group the connection (re)joins on every connect and reconnect. `args` builds the join
 * method's positional arguments from the current connection keys and the last position the
 * client holds in that group (null on a first join), so the server can replay what was missed.
 */
export interface HubGroupJoin {
  /** Client-side name of this registration (one per key). */
  key: string;
  /** The hub method, e.g. AddChatRoomGroup. */
  method: string;
  args: (since: StreamPositionPayload | null) => unknown[];
  /** Called with every join result; `Recovered: false` means: reload state over HTTP. */
  onJoined?: (result: JoinGroupResult) => void;
}

/** What the UI reads (immutable; replaced on every change). */
export interface HubClientSnapshot {
  state: ConnectionState;
  connectionId: string | null;
  /** Every registered group was (re)joined since the last connect. */
  ready: boolean;
  /** The last start or join failure, cleared on a successful connect. */
  error: string | null;
  /** The transport of the live connection (null until one connected): networks that break WebSockets get a fallback. */
  transport: HubTransport | null;
  /**
   * How the last rejoin went: 'recovered' (every missed event replayed), 'reloaded' (history was
   * gone: the join's owner reloads over HTTP, e.g. the chat from GET /Message); null before any rejoin.
   */
  recovery: 'recovered' | 'reloaded' | null;
}

export interface HubClientOptions {
  url: string;
  profile: HubProfile;
  connect?: ConnectionFactory;
  clock?: Clock;
  accessTokenFactory?: () => string | Promise<string>;
  /** Raises the profile's ready event; default: a `CustomEvent` on `window` when there is one. */
  dispatchReady?: (name: string, detail: { connectionId: string | null; transport: HubTransport | null }) => void;
  /** Failures that are only logged (join errors, handler errors, stop errors). */
  onError?: (message: string, error: unknown) => void;
}

type Handler = (...args: unknown[]) => void;

/**
 * The push leg typed against the contract (protocol hubs/events.ts, hubs/methods.ts): a payload
 * changed on the server's side of the contract breaks the build here. `Payload<E>` is the first
 * argument of event E as it arrives on the wire (the zod input type); the rest of the argument
 * list (the `{ Seq, Epoch, Group }` position of sequenced events) follows it.
 */
export type Payload<E extends HubEventName> = HubEventPayload<E>;
/** Event E's argument tuple after the payload. */
export type EventRest<E extends HubEventName> = HubEventArgs<E> extends [unknown, ...infer Rest] ? Partial<Rest> : [];
/** The positional arguments of hub method M, as the client sends them. */
export type Args<M extends HubMethodName> = HubMethodArgs<M>;
/** What hub method M completes with. */
export type Result<M extends HubMethodName> = HubMethodResult<M>;
/** A handler of hub event E. */
export type EventHandler<E extends HubEventName> = (payload: Payload<E>, ...rest: EventRest<E>) => void;

const defaultDispatchReady = (name: string, detail: { connectionId: string | null; transport: HubTransport | null }): void => {
  if (typeof window !== 'undefined' && typeof window.dispatchEvent === 'function') {
    window.dispatchEvent(new CustomEvent(name, { detail }));
  }
};

const messageOf = (error: unknown): string => (error instanceof Error ? error.message : String(error));

/**
 * One live hub connection as a framework-free object (STYLE.md item 7): `subscribe` /
 * `getSnapshot` for React's useSyncExternalStore, `on` for hub events, `invoke` for methods.
 *
 * Behaviour by profile (see profiles.ts): automatic reconnect with the profile's delays; for
 * the chat profile a failed start is retried after 1 s and a watchdog restarts a Disconnected
 * connection every 5 s; after every connect and reconnect the registered groups are rejoined
 * with the last known position per group, then the ready event is raised. A start that fails
 * falls back at once to the next transport (WebSockets → Server-Sent Events → long polling);
 * when the last one fails too the retry starts again from WebSockets. Group events whose
 * last argument is `{ Seq, Epoch, Group }` are dropped when Seq is not above the last seen.
 * Handlers and groups survive `rebuild()` (a brand-new connection). Positions advance only
 * through events that have a handler (the SignalR client drops the others unseen), so a
 * feature registers a handler for every sequenced event of its groups.
 */
export class HubClient {
  private readonly connect: ConnectionFactory;
  private readonly clock: Clock;
  private readonly dispatchReady: NonNullable<HubClientOptions['dispatchReady']>;
  private readonly tracker = new SequenceTracker();
  private readonly handlers = new Map<string, Set<Handler>>();
  private readonly joins = new Map<string, { join: HubGroupJoin; serverGroup: string | null }>();
  private readonly listeners = new Set<() => void>();
  private connection: HubConnectionLike | null = null;
  private wanted = false;
  private starting: Promise<void> | null = null;
  private retryTimer: TimerHandle | null = null;
  private watchdogTimer: TimerHandle | null = null;
  private snapshot: HubClientSnapshot = { state: 'Disconnected', connectionId: null, ready: false, error: null, transport: null, recovery: null };
  /** Index in HUB_TRANSPORTS of the transport the next connection is built with. */
  private transportIndex = 0;
  private readonly transportOf = new WeakMap<HubConnectionLike, HubTransport>();

  constructor(private readonly options: HubClientOptions) {
    this.connect = options.connect ?? signalrConnectionFactory;
    this.clock = options.clock ?? systemClock;
    this.dispatchReady = options.dispatchReady ?? defaultDispatchReady;
  }

  get profile(): HubProfile {
    return this.options.profile;
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getSnapshot = (): HubClientSnapshot => this.snapshot;

  /** Starts (once) and keeps the connection up as the profile says. Never rejects. */
  start(): Promise<void> {
    this.wanted = true;
    this.startWatchdog();
    return this.tryStart();
  }

  /** Stops for good: no retry, no watchdog. */
  async stop(): Promise<void> {
    this.wanted = false;
    this.clearTimers();
    const connection = this.connection;
    if (!connection) return;
    this.update({ state: 'Disconnecting', ready: false });
    try {
      await connection.stop();
    } catch (error) {
      this.report('stop failed', error);
    }
    if (this.connection === connection) this.update({ state: 'Disconnected', connectionId: null });
  }

  /** Replaces the connection by a new one (UpdateConnectionKey), keeping handlers and groups. */
  async rebuild(): Promise<void> {
    const old = this.connection;
    this.connection = null;
    this.starting = null;
    if (old) {
      this.update({ state: 'Disconnecting', ready: false });
      try {
        await old.stop();
      } catch (error) {
        this.report('stop failed', error);
      }
    }
    this.update({ state: 'Disconnected', connectionId: null, ready: false });
    if (this.wanted) await this.tryStart();
  }

  /** Listens to a hub event; sequenced duplicates never reach `handler`. */
  on<E extends HubEventName>(event: E, typed: EventHandler<E>): () => void {
    const handler = typed as Handler;
    let set = this.handlers.get(event);
    if (!set) {
      set = new Set();
      this.handlers.set(event, set);
      if (this.connection) this.attach(this.connection, event);
    }
    set.add(handler);
    return () => {
      set.delete(handler);
    };
  }

  /** Invokes a hub method on the live connection (rejects when not Connected). */
  invoke<M extends HubMethodName>(method: M, ...args: Args<M>): Promise<Result<M>> {
    const connection = this.connection;
    if (!connection || connection.state !== 'Connected') {
      return Promise.reject(new Error(`Cannot invoke '${method}': the hub connection is not connected`));
    }
    return connection.invoke<Result<M>>(method, ...args);
  }

  /** Registers a group to (re)join on every connect; joins now when connected. */
  async join(join: HubGroupJoin): Promise<JoinGroupResult | null> {
    const entry = { join, serverGroup: this.joins.get(join.key)?.serverGroup ?? null };
    this.joins.set(join.key, entry);
    const connection = this.connection;
    if (!connection || connection.state !== 'Connected') return null;
    return this.joinOne(connection, entry);
  }

  /** Stops rejoining a group (the caller invokes the hub's leave method itself). */
  forget(key: string): void {
    const entry = this.joins.get(key);
    if (entry?.serverGroup) this.tracker.forget(entry.serverGroup);
    this.joins.delete(key);
  }

  /**
   * Makes a registered group's first join start from `position` of server group `group`
   * (where an HTTP history read stood), so the hub sends what came after it instead of
   * answering Recovered:false. Nothing changes once the group was joined.
   */
  resumeFrom(key: string, group: string, position: StreamPositionPayload): void {
    const entry = this.joins.get(key);
    if (!entry || entry.serverGroup) return;
    entry.serverGroup = group;
    this.tracker.set(group, position);
  }

  /** The last position held in a server group, as sent back on rejoin. */
  positionOf(serverGroup: string): StreamPositionPayload | null {
    return this.tracker.get(serverGroup);
  }

  // ---- internals ----

  private build(): HubConnectionLike {
    const transport = HUB_TRANSPORTS[this.transportIndex] ?? 'WebSockets';
    const connection = this.connect({
      url: this.options.url,
      profile: this.options.profile,
      transport,
      accessTokenFactory: this.options.accessTokenFactory,
    });
    this.transportOf.set(connection, transport);
    for (const event of this.handlers.keys()) this.attach(connection, event);
    connection.onreconnecting((error) => {
      if (this.connection !== connection) return;
      this.update({ state: 'Reconnecting', ready: false, error: error ? messageOf(error) : this.snapshot.error });
    });
    connection.onreconnected((connectionId) => {
      if (this.connection !== connection) return;
      this.update({ state: 'Connected', connectionId: connectionId ?? connection.connectionId, error: null });
      void this.afterConnect(connection);
    });
    connection.onclose((error) => {
      if (this.connection !== connection) return;
      this.update({ state: 'Disconnected', connectionId: null, ready: false, error: error ? messageOf(error) : this.snapshot.error, transport: null });
    });
    this.connection = connection;
    return connection;
  }

  private attach(connection: HubConnectionLike, event: string): void {
    connection.on(event, (...args: unknown[]) => {
      if (this.connection !== connection) return;
      const last = args[args.length - 1];
      if (isEventMeta(last) && !this.tracker.accept(last)) return;
      for (const handler of this.handlers.get(event) ?? []) {
        try {
          handler(...args);
        } catch (error) {
          this.report(`handler of ${event} failed`, error);
        }
      }
    });
  }

  private tryStart(): Promise<void> {
    if (this.starting) return this.starting;
    const connection = this.connection ?? this.build();
    if (connection.state !== 'Disconnected') return Promise.resolve();
    this.update({ state: 'Connecting', ready: false });
    const attempt: Promise<void> = (async () => {
      // Let `this.starting` be set first, even if start() throws synchronously.
      await Promise.resolve();
      try {
        await connection.start();
      } catch (error) {
        this.starting = null;
        if (this.connection !== connection) return;
        this.connection = null;
        if (this.transportIndex < HUB_TRANSPORTS.length - 1) {
          // The network may break this transport only (a proxy refusing upgrades): try the next one now.
          this.transportIndex++;
          this.report(`start over ${this.transportOf.get(connection) ?? 'WebSockets'} failed`, error);
          await this.tryStart();
          return;
        }
        this.transportIndex = 0;
        this.update({ state: 'Disconnected', connectionId: null, error: messageOf(error), transport: null });
        this.scheduleRetry();
        return;
      }
      this.starting = null;
      if (this.connection !== connection) return;
      this.update({ state: 'Connected', connectionId: connection.connectionId, error: null, transport: this.transportOf.get(connection) ?? null });
      await this.afterConnect(connection);
    })();
    this.starting = attempt;
    return attempt;
  }

  private async afterConnect(connection: HubConnectionLike): Promise<void> {
    for (const entry of [...this.joins.values()]) {
      if (this.connection !== connection || connection.state !== 'Connected') return;
      await this.joinOne(connection, entry);
    }
    if (this.connection !== connection || connection.state !== 'Connected') return;
    this.update({ ready: true });
    const readyEvent = this.options.profile.readyEvent;
    if (readyEvent) this.dispatchReady(readyEvent, { connectionId: connection.connectionId, transport: this.transportOf.get(connection) ?? null });
  }

  private async joinOne(connection: HubConnectionLike, entry: { join: HubGroupJoin; serverGroup: string | null }): Promise<JoinGroupResult | null> {
    const since = entry.serverGroup ? this.tracker.get(entry.serverGroup) : null;
    try {
      const result = await connection.invoke<JoinGroupResult>(entry.join.method, ...entry.join.args(since));
      if (result && typeof result.Group === 'string') {
        entry.serverGroup = result.Group;
        if (result.Position) this.tracker.set(result.Group, result.Position);
      }
      if (since && result && typeof result.Recovered === 'boolean') this.update({ recovery: result.Recovered ? 'recovered' : 'reloaded' });
      entry.join.onJoined?.(result);
      return result;
    } catch (error) {
      this.update({ error: messageOf(error) });
      this.report(`${entry.join.method} failed`, error);
      return null;
    }
  }

  private scheduleRetry(): void {
    const delay = this.options.profile.startRetryMs;
    if (delay === null || !this.wanted || this.retryTimer !== null) return;
    this.retryTimer = this.clock.setTimeout(() => {
      this.retryTimer = null;
      if (this.wanted) void this.tryStart();
    }, delay);
  }

  private startWatchdog(): void {
    const period = this.options.profile.watchdogMs;
    if (period === null || this.watchdogTimer !== null) return;
    this.watchdogTimer = this.clock.setInterval(() => {
      if (!this.wanted || this.starting || this.retryTimer !== null) return;
      const connection = this.connection;
      if (!connection || connection.state === 'Disconnected') void this.tryStart();
    }, period);
  }

  private clearTimers(): void {
    if (this.retryTimer !== null) this.clock.clearTimeout(this.retryTimer);
    if (this.watchdogTimer !== null) this.clock.clearInterval(this.watchdogTimer);
    this.retryTimer = null;
    this.watchdogTimer = null;
  }

  private update(patch: Partial<HubClientSnapshot>): void {
    const next = { ...this.snapshot, ...patch };
    if (
      next.state === this.snapshot.state &&
      next.connectionId === this.snapshot.connectionId &&
      next.ready === this.snapshot.ready &&
      next.error === this.snapshot.error &&
      next.transport === this.snapshot.transport &&
      next.recovery === this.snapshot.recovery
    ) {
      return;
    }
    this.snapshot = next;
    for (const listener of this.listeners) listener();
  }

  private report(message: string, error: unknown): void {
    this.options.onError?.(message, error);
  }
}
