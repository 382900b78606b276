import type { FastifyInstance } from 'fastify';
import { GetBatchFeatureSetting, GetFeatureSetting } from '@sideline/protocol';
import { registerCall } from '../../http/register';
import { getSettings, siteOf } from './service';

/** Feature flags per site: GetFeatureSetting and GetBatchFeatureSetting. */
export async function settingsPlugin(app: FastifyInstance): Promise<void> {
  const { store } = app.sideline;
  registerCall(app, GetFeatureSetting, async ({ input, session }) => {
    const settings = await getSettings(store, siteOf(session), [input.Name]);
    return { Data: settings[input.Name] as boolean };
  });
  registerCall(app, GetBatchFeatureSetting, async ({ input, session }) => ({
    Data: await getSettings(store, siteOf(session), input.Names),
  }));
}
