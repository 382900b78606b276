import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { ok, OPERATOR_KEY_HEADER } from '@sideline/protocol';
import { ApiError } from '../../http/errors';
import { issuesToItems } from '../../http/validate';
import { requireOperator } from '../operator/index';

/**
 * Registers an operator tool route of the betting companion (not a widget call, so not in the
 * contract, like /Operator/SetLiveStatus): `Operator-Key` header or 401; the JSON body (POST)
 * or query (GET) validated by `schema` → 400 naming the field; the answer in the envelope.
 */
export function operatorRoute<S extends z.ZodType>(
  app: FastifyInstance, method: 'GET' | 'POST', path: string, schema: S, handler: (input: z.output<S>) => Promise<unknown>,
): void {
  const { config } = app.sideline;
  app.route({
    method, url: path, config: { api: true, callName: path.slice(1).replace(/\//g, '.') },
    handler: async (request, reply) => {
      const key = request.headers[OPERATOR_KEY_HEADER.toLowerCase()];
      requireOperator(Array.isArray(key) ? key[0] : key, config.operatorKey);
      const parsed = schema.safeParse(method === 'GET' ? request.query ?? {} : request.body ?? {});
      if (!parsed.success) throw ApiError.validation(issuesToItems(parsed.error));
      return reply.code(200).send(ok(await handler(parsed.data)));
    },
  });
}
