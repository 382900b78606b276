import { z } from 'zod';
import { DataParam, RequiredTokenDataParam } from './schema';

/** Why a `data` query parameter was refused. */
export type DataParamProblem = 'missing' | 'bad-base64' | 'bad-json' | 'wrong-shape';

/** Outcome of decoding: the validated object, or the reason it was refused. */
export type DataParamResult<T = DataParam> =
  | { ok: true; data: T; raw: string }
  | { ok: false; problem: DataParamProblem; detail?: string };

const BASE64 = /^[A-Za-z0-9+/\-_]*={0,2}$/;

/**
 * Decodes base64 (standard or URL-safe, padding optional) into UTF-8 text.
 * Returns null when the input is not base64 or not valid UTF-8.
 */
export function decodeBase64Utf8(input: string): string | null {
  // A '+' in a query string that was not percent-encoded arrives as a space.
  const cleaned = input.trim().replace(/ /g, '+');
  if (cleaned.length === 0 || !BASE64.test(cleaned)) return null;
  let b64 = cleaned.replace(/-/g, '+').replace(/_/g, '/').replace(/=+$/, '');
  if (b64.length % 4 === 1) return null;
  while (b64.length % 4 !== 0) b64 += '=';
  let binary: string;
  try {
    binary = atob(b64);
  } catch {
    return null;
  }
  const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
}

/** Encodes an object the way host pages do: JSON → UTF-8 → standard base64. */
export function encodeDataParam(value: unknown): string {
  const bytes = new TextEncoder().encode(JSON.stringify(value));
  let binary = '';
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary);
}

/**
 * Decodes and validates the `data` query parameter (base64 JSON).
 * `requireToken` is set on the routes that need a licensee token
 * (/licensee, /streamingplugin, /entertainmentplugin, /creditplugin).
 */
export function decodeDataParam(raw: string | null | undefined, options: { requireToken: true }): DataParamResult<RequiredTokenDataParam>;
export function decodeDataParam(raw: string | null | undefined, options?: { requireToken?: boolean }): DataParamResult;
export function decodeDataParam(raw: string | null | undefined, options: { requireToken?: boolean } = {}): DataParamResult {
  if (raw === null || raw === undefined || raw.trim() === '') return { ok: false, problem: 'missing' };
  const text = decodeBase64Utf8(raw);
  if (text === null) return { ok: false, problem: 'bad-base64' };
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (e) {
    return { ok: false, problem: 'bad-json', detail: (e as Error).message };
  }
  const schema = options.requireToken ? RequiredTokenDataParam : DataParam;
  const parsed = schema.safeParse(json);
  if (!parsed.success) return { ok: false, problem: 'wrong-shape', detail: z.prettifyError(parsed.error) };
  return { ok: true, data: parsed.data, raw };
}

/**
 * The host page origin the widget may talk to: the `hostOrigin` field, else the origin of
 * `SmartUrl`. Null when neither is a valid http(s) URL (the bridge then stays silent).
 */
export function hostOriginOf(data: Pick<DataParam, 'hostOrigin' | 'SmartUrl'> | null | undefined): string | null {
  for (const candidate of [data?.hostOrigin, data?.SmartUrl]) {
    if (!candidate) continue;
    try {
      const url = new URL(candidate);
      if (url.protocol === 'http:' || url.protocol === 'https:') return url.origin;
    } catch {
      // not a URL: try the next candidate
    }
  }
  return null;
}
