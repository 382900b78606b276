import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { referenceDocument } from './document';
import { OPENAPI_PATH, REFERENCE_ASSETS, REFERENCE_CSP, REFERENCE_CSS, REFERENCE_HTML, REFERENCE_JS, REFERENCE_PAGE_PATH } from './page';

interface Asset { type: string; body: () => Buffer }

const once = (make: () => Buffer) => {
  let value: Buffer | null = null;
  return () => (value ??= make());
};

/** swagger-ui-dist's files, read from node_modules on first request (kept in memory). */
function rendererFile(name: string): () => Buffer {
  return once(() => {
    const dir = path.dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));
    return readFileSync(path.join(dir, name));
  });
}

const ASSETS: Record<string, Asset> = {
  'reference.js': { type: 'text/javascript; charset=utf-8', body: once(() => Buffer.from(REFERENCE_JS)) },
  'reference.css': { type: 'text/css; charset=utf-8', body: once(() => Buffer.from(REFERENCE_CSS)) },
  'swagger-ui-bundle.js': { type: 'text/javascript; charset=utf-8', body: rendererFile('swagger-ui-bundle.js') },
  'swagger-ui.css': { type: 'text/css; charset=utf-8', body: rendererFile('swagger-ui.css') },
};
const gzipped = new Map<string, Buffer>();

function send(request: FastifyRequest, reply: FastifyReply, key: string, type: string, body: Buffer) {
  reply.header('content-type', type).header('vary', 'Accept-Encoding');
  if (/\bgzip\b/.test(String(request.headers['accept-encoding'] ?? '')) && body.length > 1024) {
    let gz = gzipped.get(key);
    if (!gz) gzipped.set(key, (gz = gzipSync(body)));
    return reply.header('content-encoding', 'gzip').send(gz);
  }
  return reply.send(body);
}

/**
 * The integrators' reference: GET /openapi.json (the OpenAPI 3.1 document generated from the
 * contract, ETag + no-cache) and GET /reference, a page of its own with its own CSP that renders
 * it with swagger-ui-dist (lazily, from this server: no CDN, works offline).
 */
export async function referencePlugin(app: FastifyInstance): Promise<void> {
  app.get(OPENAPI_PATH, async (request, reply) => {
    const doc = referenceDocument();
    reply.header('cache-control', 'no-cache').header('etag', doc.etag).header('access-control-allow-origin', '*');
    if (request.headers['if-none-match'] === doc.etag) return reply.code(304).send();
    return send(request, reply, OPENAPI_PATH, 'application/json; charset=utf-8', Buffer.from(doc.json));
  });
  app.get(REFERENCE_PAGE_PATH, async (_request, reply) => reply
    .header('content-type', 'text/html; charset=utf-8')
    .header('cache-control', 'no-cache')
    .header('content-security-policy', REFERENCE_CSP)
    .send(REFERENCE_HTML));
  app.get<{ Params: { file: string } }>(`${REFERENCE_ASSETS}/:file`, async (request, reply) => {
    const asset = Object.hasOwn(ASSETS, request.params.file) ? ASSETS[request.params.file] : undefined;
    if (!asset) return reply.code(404).header('content-type', 'text/plain; charset=utf-8').send('Not found');
    reply.header('cache-control', 'public, max-age=3600');
    return send(request, reply, request.params.file, asset.type, asset.body());
  });
}
