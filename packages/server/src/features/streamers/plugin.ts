import type { FastifyInstance } from 'fastify';
import { GetStreamerDetail, GetStreamerList } from '@sideline/protocol';
import { registerCall } from '../../http/register';
import { streamerDetail, streamerList } from './service';

/** Streamers feature: the streamer tab's list and detail (the topic page banner is the banners feature's). */
export async function streamersPlugin(app: FastifyInstance): Promise<void> {
  const { store } = app.sideline;
  registerCall(app, GetStreamerList, ({ input }) => streamerList(store, input.StreamerLanguage, input.Status));
  registerCall(app, GetStreamerDetail, ({ input }) => streamerDetail(store, input.Id));
}
