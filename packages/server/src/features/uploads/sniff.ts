import { fileTypeFromBuffer } from 'file-type';
import type { MediaKind } from '@sideline/protocol';
import { readSvga } from './svga';

/**
 * What a file is, read from its bytes with `file-type` (magic numbers; the name and the
 * declared Content-Type are never trusted). null: none of the kinds uploads accept.
 */
const BY_EXT: Record<string, MediaKind> = { png: 'png', jpg: 'jpeg', gif: 'gif', webp: 'webp', mp4: 'mp4' };

export async function sniffKind(bytes: Uint8Array): Promise<MediaKind | null> {
  const found = await fileTypeFromBuffer(bytes);
  if (found) return BY_EXT[found.ext] ?? null;
  // SVGA 2.x has no magic number (a zlib stream): it is one when it decodes as a playable movie (svga.ts).
  return readSvga(bytes) ? 'svga' : null;
}

/** File name extensions that agree with each kind (a name without extension agrees with any). */
const NAME_EXTS: Record<MediaKind, readonly string[]> = {
  png: ['png'], jpeg: ['jpg', 'jpeg', 'jpe', 'jfif'], gif: ['gif'], webp: ['webp'], mp4: ['mp4', 'm4v'], svga: ['svga'],
};

/** True when the uploaded file's name does not claim another kind than its bytes (a PNG named .gif does). */
export function nameAgrees(filename: string, kind: MediaKind): boolean {
  const dot = filename.lastIndexOf('.');
  if (dot <= 0 || dot === filename.length - 1) return true;
  return NAME_EXTS[kind].includes(filename.slice(dot + 1).toLowerCase());
}

/** The extension of a kind's URL. */
export const urlExt = (kind: MediaKind): string => (kind === 'jpeg' ? 'jpg' : kind);
