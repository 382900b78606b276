import { ADMIN_MESSAGES, MEDIA_KINDS } from '@sideline/protocol';
import type { MediaKind, StaffUploadSpec } from '@sideline/protocol';

/** What the form can tell before sending (the server decides again from the bytes). */
const SIGNATURES: Record<MediaKind, (b: Uint8Array) => boolean> = {
  png: (b) => b[0] === 0x89 && b[1] === 0x50 && b[2] === 0x4e && b[3] === 0x47,
  jpeg: (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff,
  gif: (b) => b[0] === 0x47 && b[1] === 0x49 && b[2] === 0x46 && b[3] === 0x38,
  webp: (b) => b[0] === 0x52 && b[1] === 0x49 && b[2] === 0x46 && b[3] === 0x46 && b[8] === 0x57 && b[9] === 0x45 && b[10] === 0x42 && b[11] === 0x50,
  mp4: (b) => b[4] === 0x66 && b[5] === 0x74 && b[6] === 0x79 && b[7] === 0x70,
  m3u8: (b) => {
    const s = b[0] === 0xef && b[1] === 0xbb && b[2] === 0xbf ? 3 : 0;
    return String.fromCharCode(...b.subarray(s, s + 7)) === '#EXTM3U' && (b.length <= s + 7 || b[s + 7] === 0x0a || b[s + 7] === 0x0d);
  },
  // SVGA 2.x is a zlib stream (deflate, header check); the server decodes the movie itself.
  svga: (b) => b.length >= 2 && (b[0]! & 0x0f) === 8 && ((b[0]! << 8) | b[1]!) % 31 === 0,
};
const EXTS: Record<MediaKind, readonly string[]> = { png: ['png'], jpeg: ['jpg', 'jpeg', 'jpe', 'jfif'], gif: ['gif'], webp: ['webp'], mp4: ['mp4', 'm4v'], m3u8: ['m3u8', 'm3u'], svga: ['svga'] };

/** The `accept` attribute of a file input for these kinds. */
export const acceptOf = (spec: StaffUploadSpec): string => spec.kinds.flatMap((k) => [MEDIA_KINDS[k], ...EXTS[k].map((e) => `.${e}`)]).join(',');

/**
 * The spec's admin message for a file the server would refuse ('File exceeds the size limit',
 * 'File format error'), or null. Reads the first bytes like the server does, so a PNG named
 * .gif is caught here already; the server's answer is the last word either way.
 */
export async function fileProblem(file: Blob & { name: string }, spec: StaffUploadSpec): Promise<string | null> {
  if (file.size === 0) return ADMIN_MESSAGES.fileRequired;
  if (file.size > spec.maxBytes) return ADMIN_MESSAGES.fileTooLarge;
  const head = new Uint8Array(await file.slice(0, 16).arrayBuffer());
  const kind = spec.kinds.find((k) => SIGNATURES[k](head));
  if (!kind) return ADMIN_MESSAGES.fileFormat;
  const dot = file.name.lastIndexOf('.');
  if (dot > 0 && !EXTS[kind].includes(file.name.slice(dot + 1).toLowerCase())) return ADMIN_MESSAGES.fileFormat;
  return null;
}
