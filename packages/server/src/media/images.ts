import type { FastifyInstance } from 'fastify';
import { fail } from '@sideline/protocol';
import { renderImage } from './svg';

/** GET /media/images/:kind/:file.svg — the generated artwork the seeded world points at. */
export async function imagesPlugin(app: FastifyInstance): Promise<void> {
  const cache = new Map<string, string>();
  app.get<{ Params: { kind: string; file: string } }>('/media/images/:kind/:file', async (request, reply) => {
    const { kind, file } = request.params;
    const match = /^([a-z0-9][a-z0-9-]{0,80})\.svg$/.exec(file);
    const key = `${kind}/${file}`;
    let body = cache.get(key);
    if (body === undefined && match) {
      body = renderImage(kind, match[1]) ?? undefined;
      if (body !== undefined && cache.size < 5000) cache.set(key, body);
    }
    if (body === undefined) return reply.code(404).send(fail(404, [{ Field: null, Message: `No image ${kind}/${file}` }]));
    return reply
      .header('content-type', 'image/svg+xml; charset=utf-8')
      .header('cache-control', 'public, max-age=86400')
      .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'")
      .header('x-content-type-options', 'nosniff')
      .send(body);
  });
}
