import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { fail } from '@sideline/protocol';
import { ApiError, badRequest } from './errors';
import { installSecurityHeaders } from './headers';
import { installRateLimits } from './limits';

/**
 * Answers an unknown path with a page instead of the JSON envelope (a browser asking for
 * HTML gets the widget's not-found page); returns false to leave it to the envelope.
 */
export type NotFoundPage = (request: FastifyRequest, reply: FastifyReply) => boolean;

/** Largest accepted request body (JSON calls are small; gifts, chat lines, bets). */
export const BODY_LIMIT_BYTES = 64 * 1024;

/**
 * The transport rules shared by every route, installed on the root instance before any
 * feature plugin: JSON parsing (empty body → {}, malformed → 400 naming `body`), the error
 * envelope for every failure, 404 for unknown routes, 503 on API calls in maintenance mode.
 * An unexpected error becomes a logged 500 envelope; the process keeps serving. Also the
 * security headers of every answer (headers.ts) and the rate limits (limits.ts: per address
 * here, per member in `registerCall`'s front).
 */
export function installTransport(app: FastifyInstance, options: { maintenance: () => boolean; notFoundPage?: NotFoundPage }): void {
  installSecurityHeaders(app);
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit: BODY_LIMIT_BYTES }, (_req, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') return done(null, {});
    try {
      done(null, JSON.parse(text));
    } catch (err) {
      done(badRequest('body', `Malformed JSON body: ${(err as Error).message}`), undefined);
    }
  });

  app.addHook('onRequest', async (request) => {
    if (options.maintenance() && request.routeOptions.config?.api) {
      throw new ApiError(503, null, 'The service is under maintenance');
    }
  });
  installRateLimits(app);

  app.addHook('onSend', async (request, reply, payload) => {
    if (request.routeOptions.config?.api) reply.header('cache-control', 'no-store');
    return payload;
  });

  app.setErrorHandler((error: FastifyError | ApiError, request, reply) => {
    if (error instanceof ApiError) {
      if (error.code >= 500) request.log.warn({ err: error }, 'api error');
      for (const [name, value] of Object.entries(error.headers)) reply.header(name, value);
      return reply.code(error.httpStatus).send(fail(error.code, error.items, error.result));
    }
    const status = (error as FastifyError).statusCode;
    if (status && status >= 400 && status < 500) {
      return reply.code(status).send(fail(status, [{ Field: status === 413 ? 'body' : null, Message: error.message }]));
    }
    request.log.error({ err: error }, 'unexpected error');
    return reply.code(500).send(fail(500, [{ Field: null, Message: 'Internal server error' }]));
  });

  app.setNotFoundHandler((request, reply) => {
    if (options.notFoundPage?.(request, reply)) return reply;
    return reply.code(404).send(fail(404, [{ Field: null, Message: `Route ${request.method} ${request.url.split('?')[0]} not found` }]));
  });
}
