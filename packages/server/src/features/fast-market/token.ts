import { createHmac, timingSafeEqual } from 'node:crypto';

/** Life of a stream URL's token: connect within it (an open stream is not cut when it passes). */
export const STREAM_TOKEN_TTL_MS = 5 * 60_000;

export interface StreamClaims {
  customerId: number;
  siteId: number;
  matchId: number;
  expiresAt: number;
}

const mac = (secret: string, body: string) => createHmac('sha256', secret).update(`fast-market:${body}`).digest('base64url');

/** `fm.<customerId>.<siteId>.<matchId>.<expiresAt>.<hmac>` — EventSource cannot send headers, so it rides in the query. */
export function signStreamToken(secret: string, c: StreamClaims): string {
  const body = `fm.${c.customerId}.${c.siteId}.${c.matchId}.${c.expiresAt}`;
  return `${body}.${mac(secret, body)}`;
}

/** The claims of a token we signed that has not expired, else null. */
export function verifyStreamToken(secret: string, token: string, now = Date.now()): StreamClaims | null {
  const parts = token.split('.');
  if (parts.length !== 6 || parts[0] !== 'fm') return null;
  const body = parts.slice(0, 5).join('.');
  const expected = Buffer.from(mac(secret, body));
  const given = Buffer.from(parts[5]!);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  const [customerId, siteId, matchId, expiresAt] = parts.slice(1, 5).map(Number) as [number, number, number, number];
  if (![customerId, siteId, matchId, expiresAt].every(Number.isSafeInteger) || expiresAt <= now) return null;
  return { customerId, siteId, matchId, expiresAt };
}
