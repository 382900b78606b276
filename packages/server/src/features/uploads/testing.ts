import { deflateSync } from 'node:zlib';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { StaffCallDef } from '@sideline/protocol';
import type { StaffAgent } from '../staff/index';
import { SVGA_VERSION, encodeSvga } from '../../media/svga/index';

/** Test helpers: real image bytes and a multipart upload as a signed-in staff member. */

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(buf: Buffer): number {
  let c = 0xffffffff;
  for (const b of buf) c = CRC_TABLE[(c ^ b) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
function chunk(type: string, data: Buffer): Buffer {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([len, body, crc]);
}

/**
 * A valid RGB PNG of `width`×`height` in one colour. `padTo` appends an ancillary text chunk so the
 * file reaches that many bytes (still a valid PNG), for the size-limit cases.
 */
export function pngBytes(width = 8, height = 8, rgb: [number, number, number] = [32, 128, 224], padTo = 0): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8; ihdr[9] = 2; ihdr[10] = 0; ihdr[11] = 0; ihdr[12] = 0;
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: width }, () => rgb).flat())]);
  const raw = Buffer.concat(Array.from({ length: height }, () => row));
  const parts = [Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', ihdr), chunk('IDAT', deflateSync(raw))];
  const base = parts.reduce((n, p) => n + p.length, 0) + 12;
  if (padTo > base + 12) parts.push(chunk('tEXt', Buffer.concat([Buffer.from('Comment\0'), Buffer.alloc(padTo - base - 12 - 8, 0x61)])));
  parts.push(chunk('IEND', Buffer.alloc(0)));
  return Buffer.concat(parts);
}

/** A 1×1 GIF89a. */
export function gifBytes(): Buffer {
  return Buffer.from('R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw==', 'base64');
}

/** A multipart/form-data body with one file part (default part name `File`). */
export function multipart(file: { name: string; type: string; bytes: Buffer; field?: string }, fields: Record<string, string> = {}) {
  const boundary = `----sideline${Math.random().toString(16).slice(2)}`;
  const pieces: Buffer[] = [];
  for (const [k, v] of Object.entries(fields)) pieces.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`));
  pieces.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${file.field ?? 'File'}"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`));
  pieces.push(file.bytes, Buffer.from(`\r\n--${boundary}--\r\n`));
  return { payload: Buffer.concat(pieces), contentType: `multipart/form-data; boundary=${boundary}` };
}

/** Uploads `file` through `call` as `agent` (session cookie + CSRF). */
export function uploadAs(app: FastifyInstance, agent: StaffAgent, call: StaffCallDef, file: { name: string; type: string; bytes: Buffer }): Promise<LightMyRequestResponse> {
  const body = multipart(file);
  return app.inject({
    method: 'POST', url: call.path, payload: body.payload,
    headers: { 'content-type': body.contentType, cookie: `sideline_staff=${agent.cookie}`, 'x-csrf-token': agent.csrf },
  });
}

/**
 * A real SVGA 2.x animation (zlib-deflated MovieEntity, as players read it): one sprite moving
 * over 12 frames. `padTo` adds an incompressible picture so the file reaches about that many
 * bytes, for the size-limit cases; `version` makes a file that is not 2.x.
 */
export function svgaBytes(options: { padTo?: number; version?: string; seed?: number } = {}): Buffer {
  const frames = Array.from({ length: 12 }, (_, i) => ({
    alpha: 1, layout: { x: 0, y: 0, width: 8, height: 8 }, transform: { a: 1, b: 0, c: 0, d: 1, tx: i * 4, ty: i * 2 },
  }));
  const images: Record<string, Buffer> = { dot: pngBytes(8, 8, [255, (options.seed ?? 90) % 256, 40]) };
  if (options.padTo) {
    // Pseudo-random (xorshift) bytes behind a PNG signature: deflate cannot shrink them.
    let x = (options.seed ?? 1) * 2654435761 >>> 0 || 1;
    const noise = Buffer.alloc(options.padTo);
    for (let i = 0; i < noise.length; i++) {
      x ^= x << 13; x >>>= 0; x ^= x >>> 17; x ^= x << 5; x >>>= 0;
      noise[i] = x & 0xff;
    }
    images.noise = Buffer.concat([pngBytes(1, 1).subarray(0, 8), noise]);
  }
  return encodeSvga({ version: options.version ?? SVGA_VERSION, viewBoxWidth: 64, viewBoxHeight: 32, fps: 20, frames: 12, images, sprites: [{ imageKey: 'dot', frames }] });
}
