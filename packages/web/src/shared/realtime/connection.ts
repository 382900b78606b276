import { HttpTransportType, HubConnectionBuilder } from '@microsoft/signalr';
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

export interface ConnectionRequest {
  url: string;
  profile: HubProfile;
  accessTokenFactory?: () => string | Promise<string>;
}

/** Builds a new, not yet started connection (called again on every rebuild). */
export type ConnectionFactory = (request: ConnectionRequest) => HubConnectionLike;

/** The real factory: `HubConnectionBuilder` configured from the profile. */
export const signalrConnectionFactory: ConnectionFactory = ({ url, profile, accessTokenFactory }) => {
  let builder = new HubConnectionBuilder()
    .withUrl(
      url,
      profile.skipNegotiation
        ? { skipNegotiation: true, transport: HttpTransportType.WebSockets, accessTokenFactory }
        : { accessTokenFactory },
    )
    .withAutomaticReconnect([...profile.reconnectDelaysMs]);
  if (profile.serverTimeoutMs !== null) builder = builder.withServerTimeout(profile.serverTimeoutMs);
  if (profile.keepAliveMs !== null) builder = builder.withKeepAliveInterval(profile.keepAliveMs);
  return builder.build() as unknown as HubConnectionLike;
};
