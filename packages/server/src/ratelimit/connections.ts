import type { IncomingMessage } from 'node:http';
import proxyAddr from '@fastify/proxy-addr';
import type { RateLimiter, Refusal } from './limiter';

export type ConnectionKind = 'negotiate' | 'upgrade';

/**
 * Which peers may name the client address (`TRUST_PROXY`), as Fastify's `trustProxy` reads it:
 * true trusts every hop, a string is a list of addresses/CIDRs or presets such as `loopback`.
 */
function trustOf(trustProxy: boolean | string): (address: string, hop: number) => boolean {
  if (trustProxy === true) return () => true;
  if (trustProxy === false) return () => false;
  return proxyAddr.compile(trustProxy.split(',').map((part) => part.trim()).filter(Boolean));
}

/**
 * The per-address limit of hub connection attempts: every negotiate and every WebSocket upgrade
 * of a hub counts against the client address like an API call (the same `ip:` counters and
 * `RATE_LIMIT_IP`), so a client opening sockets in a loop is refused like one calling the API in
 * a loop. The address is read as Fastify reads it for the API (the hub's upgrades never pass
 * through Fastify). `onRefused` logs and counts each refusal.
 */
export function connectionAdmission(
  limiter: RateLimiter,
  trustProxy: boolean | string,
  onRefused: (kind: ConnectionKind, address: string, refusal: Refusal) => void,
): (request: IncomingMessage, kind: ConnectionKind) => Promise<Refusal | null> {
  const trust = trustOf(trustProxy);
  return async (request, kind) => {
    if (!limiter.config.enabled) return null;
    const address = proxyAddr(request, trust);
    const refusal = await limiter.checkAddress(address, kind === 'negotiate' ? 'HubNegotiate' : 'HubConnect');
    if (refusal) onRefused(kind, address, refusal);
    return refusal;
  };
}
