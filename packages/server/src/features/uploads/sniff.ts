import { fileTypeFromBuffer } from 'file-type';
import type { MediaKind } from '@sideline/protocol';
import { readSvga } from './svga';

/**
 * What a file is, read from its bytes with `file-type` (magic numbers; the name and the
 * declared Content-Type are never trusted). null: none of the kinds uploads accept.
 */
const BY_EXT: Record<string, MediaKind> = { png: 'png', jpg: 'jpeg', gif: 'gif', webp: 'webp', mp4: 'mp4' };

/** An HLS playlist: text whose first line is '#EXTM3U' (after an optional UTF-8 byte-order mark). */
export function isM3u8(bytes: Uint8Array): boolean {
  const start = bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf ? 3 : 0;
  const head = Buffer.from(bytes.subarray(start, start + 8)).toString('latin1');
  return head.startsWith('#EXTM3U') && (head.length === 7 || head[7] === '\n' || head[7] === '\r');
}

export async function sniffKind(bytes: Uint8Array): Promise<MediaKind | null> {
  // mp4 is file-type's verdict from the ISO-BMFF 'ftyp' box (QuickTime, 3GP and audio brands are other types).
  if (isM3u8(bytes)) return 'm3u8';
  const found = await fileTypeFromBuffer(bytes);
  if (found) return BY_EXT[found.ext] ?? null;
  // SVGA 2.x has no magic number (a zlib stream): it is one when it decodes as a playable movie (svga.ts).
  return readSvga(bytes) ? 'svga' : null;
}

/** File name extensions that agree with each kind (a name without extension agrees with any). */
const NAME_EXTS: Record<MediaKind, readonly string[]> = {
  png: ['png'], jpeg: ['jpg', 'jpeg', 'jpe', 'jfif'], gif: ['gif'], webp: ['webp'], mp4: ['mp4', 'm4v'],
  m3u8: ['m3u8', 'm3u'], svga: ['svga'],
};

/** True when the uploaded file's name does not claim another kind than its bytes (a PNG named .gif does). */
export function nameAgrees(filename: string, kind: MediaKind): boolean {
  const dot = filename.lastIndexOf('.');
  if (dot <= 0 || dot === filename.length - 1) return true;
  return NAME_EXTS[kind].includes(filename.slice(dot + 1).toLowerCase());
}

/** The extension of a kind's URL. */
export const urlExt = (kind: MediaKind): string => (kind === 'jpeg' ? 'jpg' : kind);
