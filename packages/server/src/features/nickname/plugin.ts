import type { FastifyInstance } from 'fastify';
import { GetNickname, UpdateNickname } from '@sideline/protocol';
import { registerCall } from '../../http/register';
import { changeNickname, readNickname } from './service';

/** GET /Nickname and POST /UpdateNickname. */
export async function nicknamePlugin(app: FastifyInstance): Promise<void> {
  const { store } = app.sideline;
  registerCall(app, GetNickname, ({ requireSession }) => readNickname(store, requireSession()));
  registerCall(app, UpdateNickname, ({ requireSession, input }) => changeNickname(store, requireSession(), input.Nickname));
}
