import type { FastifyInstance } from 'fastify';
import multipart from '@fastify/multipart';
import { fail } from '@sideline/protocol';
import type { StaffCallDef, UploadedMedia } from '@sideline/protocol';
import { registerStaffCall } from '../staff/index';
import type { StaffCallHandler } from '../staff/index';
import { acceptUpload } from './accept';
import { loadMedia } from './storage';
import type { MediaStorage } from './storage';
import { urlExt } from './sniff';

export const mediaStorage = (app: FastifyInstance): MediaStorage => ({ db: app.sideline.store.db, dir: app.sideline.config.uploadsDir });

/**
 * Registers a back-office upload call (a contract call with `upload`): the staff guards of
 * `registerStaffCall` first (session, CSRF, permission — nothing is read before), then
 * `acceptUpload` under the call's limits; the audit row names the stored media. Installs the
 * multipart parser in the calling plugin's context (once).
 */
export async function registerUploadCall<C extends StaffCallDef>(app: FastifyInstance, call: C): Promise<void> {
  const spec = call.upload;
  if (!spec) throw new Error(`${call.name} declares no upload`);
  if (!app.hasContentTypeParser('multipart/form-data')) {
    // Limits again per file in acceptUpload; these cap what any multipart request may carry.
    await app.register(multipart, { limits: { files: 1, parts: 8, fields: 6, fieldSize: 1024, headerPairs: 50 } });
  }
  const handler = (async ({ request, me, audit }) => {
    const media: UploadedMedia = await acceptUpload(request, spec, mediaStorage(app), me().email);
    audit({ target: `media:${media.MediaId}`, after: media });
    return { Media: media };
  }) as StaffCallHandler<C>;
  registerStaffCall(app, call, handler);
}

const FILE = /^([0-9a-f]{64})\.([a-z0-9]{2,5})$/;

/**
 * GET /media/uploads/<sha256>.<ext>: an accepted upload with its detected Content-Type, a strong
 * ETag (the content hash), 304 on If-None-Match, and a year of immutable caching (the URL is the
 * content's hash, so it can never show other bytes).
 */
export async function uploadsPlugin(app: FastifyInstance): Promise<void> {
  app.get<{ Params: { file: string } }>('/media/uploads/:file', async (request, reply) => {
    const match = FILE.exec(request.params.file);
    const media = match ? await loadMedia(mediaStorage(app), match[1]!) : null;
    if (!match || !media || urlExt(media.kind) !== match[2]) {
      return reply.code(404).send(fail(404, [{ Field: null, Message: 'No such upload' }]));
    }
    const etag = `"${match[1]}"`;
    reply
      .header('etag', etag)
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('content-security-policy', "default-src 'none'; frame-ancestors 'none'")
      .header('x-content-type-options', 'nosniff');
    const inm = request.headers['if-none-match'];
    if (inm && inm.split(',').some((t) => t.trim() === etag || t.trim() === `W/${etag}` || t.trim() === '*')) return reply.code(304).send();
    return reply.header('content-type', media.mime).send(media.data);
  });
}
