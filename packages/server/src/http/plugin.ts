import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** A plugin as app.ts registers it: routes and hooks on the app, state through `app.sideline`. */
export type AppPlugin = (app: FastifyInstance) => Promise<void>;

/**
 * Declares a plugin's name and the plugins it needs registered first (fastify-plugin):
 * fastify refuses to boot when one is missing or comes later, instead of a list order that
 * silently matters. The plugin stays encapsulated (its hooks and decorators stay its own).
 */
export function declarePlugin(name: string, plugin: AppPlugin, dependencies: readonly string[] = []): AppPlugin {
  return fp(plugin, { name, dependencies: [...dependencies], encapsulate: true, fastify: '5.x' });
}
