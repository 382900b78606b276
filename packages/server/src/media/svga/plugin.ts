import type { FastifyInstance } from 'fastify';
import { fail } from '@sideline/protocol';
import { svgaFile } from './catalogue';

/** GET /media/svga/:file — the generated SVGA 2.x animations (gifts, lucky box, VIP welcome). */
export async function svgaPlugin(app: FastifyInstance): Promise<void> {
  app.get<{ Params: { file: string } }>('/media/svga/:file', async (request, reply) => {
    const match = /^([a-z0-9][a-z0-9-]{0,80})\.svga$/.exec(request.params.file);
    const body = match ? svgaFile(match[1]!) : null;
    if (!body) return reply.code(404).send(fail(404, [{ Field: null, Message: `No animation ${request.params.file}` }]));
    return reply
      .header('content-type', 'application/octet-stream')
      .header('cache-control', 'public, max-age=86400')
      .header('x-content-type-options', 'nosniff')
      .send(body);
  });
}
