import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** Opaque licensee tokens: 32 random bytes, base64url (43 characters). */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** A token shaped like one we issue (or like a host site's opaque token): base64url/hex, 16-128 chars. */
export function isWellFormedToken(token: string): boolean {
  return /^[A-Za-z0-9_-]{16,128}$/.test(token);
}

/**
 * Stateless signed bearers for the sports side (GetUserToken / GetDirectToken):
 * `<kind>.<customerId>.<siteId>.<expiresAtMs>.<hmac>`, HMAC-SHA256 with the operator key.
 */
export interface SignedClaims {
  kind: 'user' | 'direct';
  customerId: number;
  siteId: number;
  expiresAt: number;
}

function mac(secret: string, body: string): string {
  return createHmac('sha256', secret).update(body).digest('base64url');
}

export function signBearer(secret: string, claims: SignedClaims): string {
  const body = `${claims.kind}.${claims.customerId}.${claims.siteId}.${claims.expiresAt}`;
  return `${body}.${mac(secret, body)}`;
}

/** The claims of a bearer we signed and that has not expired; null otherwise. */
export function verifyBearer(secret: string, bearer: string, now = Date.now()): SignedClaims | null {
  const parts = bearer.split('.');
  if (parts.length !== 5) return null;
  const [kind, customerId, siteId, expiresAt, sig] = parts;
  if (kind !== 'user' && kind !== 'direct') return null;
  const body = `${kind}.${customerId}.${siteId}.${expiresAt}`;
  const expected = Buffer.from(mac(secret, body));
  const given = Buffer.from(sig);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  const claims = { kind, customerId: Number(customerId), siteId: Number(siteId), expiresAt: Number(expiresAt) } as SignedClaims;
  if (!Number.isFinite(claims.expiresAt) || claims.expiresAt <= now) return null;
  return claims;
}
