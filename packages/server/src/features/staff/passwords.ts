import { randomBytes } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';

/**
 * argon2id (the binding's default algorithm and OWASP parameters: 19 MiB, 2 passes). A hash of
 * a random password is verified against when the email is unknown, so an unknown email costs
 * the same time as a wrong password (no account enumeration by timing).
 */
export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

let dummy: Promise<string> | null = null;

export async function verifyPassword(phc: string | null, password: string): Promise<boolean> {
  if (phc === null) {
    dummy ??= hash(randomBytes(16).toString('hex'));
    await verify(await dummy, password).catch(() => false);
    return false;
  }
  try {
    return await verify(phc, password);
  } catch {
    return false;
  }
}

/** A one-time password for the first owner: 20 characters of base64url (120 bits). */
export function generatePassword(): string {
  return randomBytes(15).toString('base64url');
}
