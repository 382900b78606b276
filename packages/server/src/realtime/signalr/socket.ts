import type { RawData } from 'ws';

/** The transports this server offers, named as negotiate names them (TransportProtocols.md). */
export type TransportName = 'WebSockets' | 'ServerSentEvents' | 'LongPolling';

/**
 * What a hub connection needs from its transport: the slice of `ws`'s WebSocket it uses. A ws
 * WebSocket satisfies it as is; the HTTP transports (http-transports.ts) implement it over
 * requests, so one connection class serves all three.
 */
export interface TransportSocket {
  readonly OPEN: 1;
  readonly readyState: number;
  /** Bytes accepted by `send` and not yet handed to the network (the slow-consumer measure). */
  readonly bufferedAmount: number;
  /**
   * The transport proves the client alive by itself (long polling: the polls), so the client
   * sends no keep-alive Pings and the client timeout does not apply (the transport has its own).
   */
  readonly inherentKeepAlive?: boolean;
  send(data: Buffer, options: { binary: false }): void;
  close(code?: number): void;
  terminate(): void;
  on(event: 'message', listener: (data: RawData, isBinary: boolean) => void): this;
  on(event: 'close', listener: () => void): this;
  on(event: 'error', listener: (error: Error & { code?: string }) => void): this;
  off(event: 'message', listener: (data: RawData, isBinary: boolean) => void): this;
  off(event: 'close', listener: () => void): this;
  off(event: 'error', listener: (error: Error & { code?: string }) => void): this;
}
