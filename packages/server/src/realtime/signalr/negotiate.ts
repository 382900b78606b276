import { randomBytes } from 'node:crypto';
import type { TransportName } from './socket';

const TRANSPORTS: NegotiateResponse['availableTransports'] = [
  { transport: 'WebSockets', transferFormats: ['Text'] },
  { transport: 'ServerSentEvents', transferFormats: ['Text'] },
  { transport: 'LongPolling', transferFormats: ['Text'] },
];

/**
 * `POST /<hub>/negotiate?negotiateVersion=1[&useStatefulReconnect=true]` (TransportProtocols.md).
 * WebSockets, Server-Sent Events and long polling are offered, each with the Text format (the
 * JSON hub protocol); the official client tries them in that order. The widget first skips
 * negotiation (WebSockets straight away) and negotiates only when the upgrade fails.
 */
export interface NegotiateResponse {
  negotiateVersion?: number;
  connectionId: string;
  connectionToken?: string;
  availableTransports: { transport: TransportName; transferFormats: ['Text'] }[];
  /** Present only when the client asked: the official client aborts on an unasked `true`. */
  useStatefulReconnect?: true;
}

/** A negotiated connection not yet opened (or the identity of an opened one). */
export interface Negotiation {
  hubPath: string;
  connectionId: string;
  /** What the WebSocket request carries as `id=`. Secret: connectionId may be shared, this not. */
  connectionToken: string;
  stateful: boolean;
  createdAt: number;
}

/** A random id of `bytes` random bytes, URL-safe. */
export function randomId(bytes = 16): string {
  return randomBytes(bytes).toString('base64url');
}

/** Builds the negotiation for a hub from the query string. */
export function negotiate(hubPath: string, query: URLSearchParams, now = Date.now()): { negotiation: Negotiation; body: NegotiateResponse } {
  const version = Number(query.get('negotiateVersion') ?? '0');
  const stateful = query.get('useStatefulReconnect') === 'true';
  const connectionId = randomId(16);
  const versioned = Number.isFinite(version) && version >= 1;
  const connectionToken = versioned ? randomId(24) : connectionId;
  const body: NegotiateResponse = {
    connectionId,
    availableTransports: TRANSPORTS.map((entry) => ({ ...entry, transferFormats: ['Text'] })),
  };
  if (versioned) {
    body.negotiateVersion = 1;
    body.connectionToken = connectionToken;
  }
  if (stateful) body.useStatefulReconnect = true;
  return { negotiation: { hubPath, connectionId, connectionToken, stateful, createdAt: now }, body };
}
