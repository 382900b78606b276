import type { FastifyInstance } from 'fastify';
import { CreateStreamer, EditStreamer, GetBackofficeStreamer, ListStreamers, SetStreamerOn, UploadStreamerPhoto } from '@sideline/protocol';
import { registerStaffCall } from '../staff/index';
import { registerUploadCall } from '../uploads/index';
import { createStreamer, editStreamer, getStreamer, listStreamers, setStreamerOn } from './admin';

/** Back-office calls of streamers: list, one, add, edit, on/off and the photo upload. */
export async function streamersBackofficePlugin(app: FastifyInstance): Promise<void> {
  const { store } = app.sideline;
  registerStaffCall(app, ListStreamers, async ({ input }) =>
    listStreamers(store, { search: input.Search, language: input.Language, on: input.On }, input.Page, input.PageSize));
  registerStaffCall(app, GetBackofficeStreamer, async ({ input }) => ({ Streamer: await getStreamer(store, input.StreamerId) }));
  registerStaffCall(app, CreateStreamer, async ({ input, audit }) => {
    const streamer = await createStreamer(store, input);
    audit({ target: `streamer:${streamer.StreamerId}`, after: streamer });
    return { Streamer: streamer };
  });
  registerStaffCall(app, EditStreamer, async ({ input, audit }) => {
    const { before, after } = await editStreamer(store, input.StreamerId, input);
    audit({ target: `streamer:${after.StreamerId}`, before, after });
    return { Streamer: after };
  });
  registerStaffCall(app, SetStreamerOn, async ({ input, audit }) => {
    const { before, after } = await setStreamerOn(store, input.StreamerId, input.On);
    audit({ target: `streamer:${after.StreamerId}`, before: { On: before.On }, after: { On: after.On } });
    return { Streamer: after };
  });
  await registerUploadCall(app, UploadStreamerPhoto);
}
