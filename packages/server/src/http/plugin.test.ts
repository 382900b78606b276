import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { declarePlugin } from './plugin';

describe('declarePlugin', () => {
  const noop = async () => {};

  it('refuses to boot when a declared dependency is not registered first', async () => {
    const app = Fastify();
    await expect(app.register(declarePlugin('tickets', noop, ['betting']))).rejects.toThrow(/betting/);
    await app.close();
  });

  it('boots when the dependency came first, and keeps the plugin encapsulated', async () => {
    const app = Fastify();
    await app.register(declarePlugin('betting', async (instance) => { instance.decorate('inside', 1); }));
    await app.register(declarePlugin('tickets', noop, ['betting']));
    await app.ready();
    expect(app.hasDecorator('inside')).toBe(false);
    await app.close();
  });
});
