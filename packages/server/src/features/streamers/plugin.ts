import type { FastifyInstance } from 'fastify';
import { GetStreamerDetail, GetStreamerList, GetWebBannerUrl } from '@sideline/protocol';
import { registerCall } from '../../http/register';
import { streamerDetail, streamerList, webBanner } from './service';

/** Streamers feature: the streamer tab's list and detail, and the topic page banner. */
export async function streamersPlugin(app: FastifyInstance): Promise<void> {
  const { store } = app.sideline;
  registerCall(app, GetStreamerList, ({ input }) => streamerList(store, input.StreamerLanguage, input.Status));
  registerCall(app, GetStreamerDetail, ({ input }) => streamerDetail(store, input.Id));
  registerCall(app, GetWebBannerUrl, ({ input }) => webBanner(input.userLanguage));
}
