import type { HubProfile } from './profiles';

/** The state names of `@microsoft/signalr` (and of the spec). */
export type ConnectionState = 'Disconnected' | 'Connecting' | 'Connected' | 'Disconnecting' | 'Reconnecting';

/**
 * The part of `@microsoft/signalr`'s HubConnection the client uses. The real one satisfies it;
 * tests pass a fake (STYLE.md item 9: the socket has one owner and can be swapped).
 */
export interface HubConnectionLike {
  readonly state: string;
  readonly connectionId: string | null;
  start(): Promise<void>;
  stop(): Promise<void>;
  invoke<T = unknown>(method: string, ...args: unknown[]): Promise<T>;
  on(event: string, handler: (...args: unknown[]) => void): void;
  off(event: string, handler: (...args: unknown[]) => void): void;
  onclose(callback: (error?: Error) => void): void;
  onreconnecting(callback: (error?: Error) => void): void;
  onreconnected(callback: (connectionId?: string) => void): void;
}

/** The transports of the hub server, in the order the client falls back through them. */
export type HubTransport = 'WebSockets' | 'ServerSentEvents' | 'LongPolling';
export const HUB_TRANSPORTS: readonly HubTransport[] = ['WebSockets', 'ServerSentEvents', 'LongPolling'];

export interface ConnectionRequest {
  url: string;
  profile: HubProfile;
  /** The one transport this connection uses (WebSockets skips negotiation when the profile says so). */
  transport: HubTransport;
  accessTokenFactory?: () => string | Promise<string>;
}

/** Builds a new, not yet started connection (called again on every rebuild). */
export type ConnectionFactory = (request: ConnectionRequest) => HubConnectionLike;

/**
 * `@microsoft/signalr` is its own chunk (issue 20: 14 KB gzip that every chat route loaded
 * before anything showed): the first chat lines come over HTTP, the hub only carries what
 * follows. A connection loads it when it is made, and starts once it is there.
 */
export const loadSignalr = () => import('@microsoft/signalr');

/**
 * A real connection (loads the library): `HubConnectionBuilder` configured from the profile, on the
 * requested transport only (the HubClient falls back from one to the next, so it knows which one is in use).
 */
export async function createSignalrConnection({ url, profile, transport, accessTokenFactory }: ConnectionRequest): Promise<HubConnectionLike> {
  const { HttpTransportType, HubConnectionBuilder } = await loadSignalr();
  const skip = profile.skipNegotiation && transport === 'WebSockets';
  let builder = new HubConnectionBuilder()
    .withUrl(url, { skipNegotiation: skip, transport: HttpTransportType[transport], accessTokenFactory })
    .withAutomaticReconnect([...profile.reconnectDelaysMs]);
  if (profile.serverTimeoutMs !== null) builder = builder.withServerTimeout(profile.serverTimeoutMs);
  if (profile.keepAliveMs !== null) builder = builder.withKeepAliveInterval(profile.keepAliveMs);
  return builder.build() as unknown as HubConnectionLike;
}

/**
 * A connection whose library is still loading: Disconnected until then; handlers registered
 * meanwhile are handed to the real connection when it is built, `start` waits for it, and
 * `invoke` rejects as signalr's own does when not connected.
 */
class DeferredConnection implements HubConnectionLike {
  private real: HubConnectionLike | null = null;
  private readonly pending: Array<(connection: HubConnectionLike) => void> = [];
  private readonly loading: Promise<HubConnectionLike>;

  constructor(request: ConnectionRequest) {
    this.loading = createSignalrConnection(request).then((real) => {
      this.real = real;
      for (const apply of this.pending.splice(0)) apply(real);
      return real;
    });
    this.loading.catch(() => undefined); // reported by start()
  }

  get state(): string {
    return this.real?.state ?? 'Disconnected';
  }
  get connectionId(): string | null {
    return this.real?.connectionId ?? null;
  }
  async start(): Promise<void> {
    return (await this.loading).start();
  }
  async stop(): Promise<void> {
    const real = this.real ?? (await this.loading.catch(() => null));
    if (real) await real.stop();
  }
  invoke<T = unknown>(method: string, ...args: unknown[]): Promise<T> {
    if (!this.real) return Promise.reject(new Error("Cannot send data if the connection is not in the 'Connected' State."));
    return this.real.invoke<T>(method, ...args);
  }
  private later(apply: (connection: HubConnectionLike) => void): void {
    if (this.real) apply(this.real);
    else this.pending.push(apply);
  }
  on(event: string, handler: (...args: unknown[]) => void): void { this.later((c) => c.on(event, handler)); }
  off(event: string, handler: (...args: unknown[]) => void): void { this.later((c) => c.off(event, handler)); }
  onclose(callback: (error?: Error) => void): void { this.later((c) => c.onclose(callback)); }
  onreconnecting(callback: (error?: Error) => void): void { this.later((c) => c.onreconnecting(callback)); }
  onreconnected(callback: (connectionId?: string) => void): void { this.later((c) => c.onreconnected(callback)); }
}

/** The real factory: a connection that loads signalr and is built from the profile. */
export const signalrConnectionFactory: ConnectionFactory = (request) => new DeferredConnection(request);
