import type { FastifyInstance } from 'fastify';
import { CreateBroadcaster, EditBroadcaster, ListBroadcasters, SetBroadcasterOn } from '@sideline/protocol';
import { registerStaffCall } from '../staff/index';
import { createBroadcaster, editBroadcaster, listBroadcasters, setBroadcasterOn } from './broadcasters';

/** Back-office calls of streaming: broadcaster management. */
export async function streamingBackofficePlugin(app: FastifyInstance): Promise<void> {
  const { store } = app.sideline;
  registerStaffCall(app, ListBroadcasters, async ({ input }) => listBroadcasters(store, input.Search, input.Page, input.PageSize));
  registerStaffCall(app, CreateBroadcaster, async ({ input, audit }) => {
    const b = await createBroadcaster(store, input);
    audit({ target: `broadcaster:${b.BroadcasterId}`, after: b });
    return { Broadcaster: b };
  });
  registerStaffCall(app, EditBroadcaster, async ({ input, audit }) => {
    const { before, after } = await editBroadcaster(store, input.BroadcasterId, input);
    audit({ target: `broadcaster:${after.BroadcasterId}`, before, after });
    return { Broadcaster: after };
  });
  registerStaffCall(app, SetBroadcasterOn, async ({ input, audit }) => {
    const { before, after } = await setBroadcasterOn(store, input.BroadcasterId, input.On);
    audit({ target: `broadcaster:${after.BroadcasterId}`, before: { On: before.On }, after: { On: after.On } });
    return { Broadcaster: after };
  });
}
