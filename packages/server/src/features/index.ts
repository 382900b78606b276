import type { FastifyInstance } from 'fastify';

/**
 * The feature plugins beyond the foundation (licensee, nickname, settings), in registration
 * order. Each feature lives in `features/<feature>/` with `plugin.ts` (routes from the
 * contract), `service.ts` (rules) and `store.ts` (queries); add one line here per feature.
 */
export type FeaturePlugin = (app: FastifyInstance) => Promise<void>;

export const featurePlugins: readonly FeaturePlugin[] = [];
