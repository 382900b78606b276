/**
 * The narrow view of one hub connection that group fan-out needs. The SignalR transport
 * (`signalr/`) implements it; the group registry (`groups/`) only writes pre-serialised
 * frames and closes connections that fall behind.
 */
export interface FrameSink {
  /** Unique per node. */
  readonly id: string;
  /**
   * Queue one complete hub-protocol frame (record separator included) for this connection.
   * The same string instance may be passed to thousands of connections: it must not be
   * mutated or re-encoded per connection beyond what the transport needs.
   */
  sendFrame(frame: string): void;
  /** Bytes queued and not yet flushed to the socket. */
  readonly bufferedAmount: number;
  /** Close with a SignalR Close message carrying `error`; `allowReconnect` per the protocol. */
  close(error?: string, allowReconnect?: boolean): void;
}

/** Who is on the other end of a connection, as the token says (see features/licensee). */
export interface HubSession {
  customerId: number | null;
  siteId: number;
  /** The site's hub group prefix (CheckSiteGroup's GroupName). */
  siteGroup: string;
  isUserLogin: boolean;
  nickname: string | null;
  vip: number;
  tokenExpired: boolean;
}

/** Resolves a token to its session; null when forged, unknown or revoked. */
export type HubAuthenticator = (token: string) => Promise<HubSession | null>;
