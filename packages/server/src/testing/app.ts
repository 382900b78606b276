import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import type { BuildAppOptions } from '../app';
import { testConfig } from '../config';
import type { ServerConfig } from '../config';

/** A seeded in-memory app for tests, plus helpers to log demo users in. */
export interface TestApp {
  app: FastifyInstance;
  /** A fresh token of a demo user ('member', 'vip5', 'coin-member', 'muted', 'newbie'). */
  login(userKey: string, language?: string): Promise<string>;
  anonymous(siteId?: number): Promise<string>;
  close(): Promise<void>;
}

export async function makeTestApp(options: Omit<BuildAppOptions, 'config'> & { config?: Partial<ServerConfig> } = {}): Promise<TestApp> {
  const app = await buildApp({ ...options, config: testConfig({ seed: true, ...options.config }) });
  await app.ready();
  return {
    app,
    async login(userKey, language = 'en') {
      const res = await app.inject({ method: 'POST', url: '/Demo/Login', payload: { UserKey: userKey, UserLanguage: language } });
      if (res.statusCode !== 200) throw new Error(`login ${userKey} failed: ${res.body}`);
      return res.json().Result.Token as string;
    },
    async anonymous(siteId = 4283400) {
      const res = await app.inject({ method: 'POST', url: '/Demo/AnonymousToken', payload: { SiteId: siteId } });
      if (res.statusCode !== 200) throw new Error(`anonymous token failed: ${res.body}`);
      return res.json().Result.Token as string;
    },
    close: () => app.close(),
  };
}
