import type { FastifyInstance } from 'fastify';
import { ApiError } from '../../http/errors';

/**
 * A raw-body content-type parser for one plugin scope (Fastify encapsulation: the routes of this
 * scope only; nothing global changes). The limit holds while reading: a Content-Length above it
 * is refused before a byte is read, and a body that streams past it (chunked, or a lying
 * length) is dropped the moment it does.
 */
export function acceptRawBody(scope: FastifyInstance, contentType: string, maxBytes: number, tooLarge: string): void {
  scope.addContentTypeParser(contentType, (request, payload, done) => {
    const declared = Number(request.headers['content-length']);
    if (Number.isFinite(declared) && declared > maxBytes) {
      done(new ApiError(413, 'File', tooLarge), undefined);
      return;
    }
    const chunks: Buffer[] = [];
    let size = 0;
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > maxBytes) {
        cleanup();
        done(new ApiError(413, 'File', tooLarge), undefined);
        return;
      }
      chunks.push(chunk);
    };
    const onEnd = (err?: Error) => {
      cleanup();
      if (err) done(err, undefined);
      else done(null, Buffer.concat(chunks, size));
    };
    const cleanup = () => {
      payload.removeListener('data', onData);
      payload.removeListener('end', onEnd);
      payload.removeListener('error', onEnd);
    };
    payload.on('data', onData);
    payload.on('end', onEnd);
    payload.on('error', onEnd);
  });
}
