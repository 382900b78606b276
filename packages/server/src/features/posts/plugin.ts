import type { FastifyInstance } from 'fastify';
import { GetPostWall } from '@sideline/protocol';
import { registerCall } from '../../http/register';
import { postWall } from './service';

/** The viewer's post wall on the streamer page. */
export async function postsPlugin(app: FastifyInstance): Promise<void> {
  const { store } = app.sideline;
  registerCall(app, GetPostWall, ({ input, session }) => 
    postWall(store, input.Id, input.UserLanguage ?? session?.language ?? 'en', session?.isUserLogin ? session.vip : null));
}
