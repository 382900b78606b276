/**
 * The `data` query value the widget pages read: base64 of the UTF-8 bytes of a JSON object.
 * `btoa` alone throws on characters above U+00FF (Chinese, Thai, Vietnamese nicknames and
 * titles), so the JSON is encoded to UTF-8 bytes first and decoded the same way back.
 */
import type { WidgetData } from './types';

/** Base64 of the UTF-8 bytes of `text`. */
export function utf8ToBase64(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let binary = '';
  // Chunked so a long value never exceeds the argument limit of String.fromCharCode.
  for (let i = 0; i < bytes.length; i += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  }
  return btoa(binary);
}

/** Inverse of {@link utf8ToBase64}; throws a clear error on text that is not base64 of UTF-8. */
export function base64ToUtf8(encoded: string): string {
  let binary: string;
  try {
    binary = atob(encoded);
  } catch {
    throw new Error('Widget data is not valid base64');
  }
  const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
  return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
}

/** Encodes widget start-up data as the widget pages expect it (before URL escaping). */
export function encodeWidgetData(data: WidgetData): string {
  return utf8ToBase64(JSON.stringify(data));
}

/** Decodes a `data` value back to an object; throws when it is not base64 JSON of an object. */
export function decodeWidgetData(encoded: string): WidgetData {
  const parsed: unknown = JSON.parse(base64ToUtf8(encoded));
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw new Error('Widget data must be a JSON object');
  }
  return parsed as WidgetData;
}
