import type { FastifyInstance } from 'fastify';
import {
  CancelEvent, EditEvent, EVENT_IMPORT_MAX_BYTES, EVENT_IMPORT_MESSAGES, EventImportTemplate, EventOptions, ImportEvents, ListEvents,
  PreviewEventImport, XLSX_MEDIA_TYPE,
} from '@sideline/protocol';
import { registerStaffCall } from '../staff/index';
import { livePublisher } from '../schedule/index';
import { fromHongKongTime } from '../schedule/index';
import { acceptRawBody } from './upload';
import { cancelEvent, checkFile, editEvent, eventOptions, fileError, importFile, listEvents, previewOf } from './service';
import type { EventDeps } from './service';
import { startEventScheduler } from './scheduler';
import type { EventScheduler } from './scheduler';
import { templateWorkbook } from './template';

/**
 * Back-office calls of the events and programme list, and the scheduler that generates each
 * event's broadcast programme. The two upload calls live in a scope of their own that reads an
 * .xlsx body (upload.ts); every other route of the app keeps its JSON-only parsers.
 */
export async function eventsBackofficePlugin(app: FastifyInstance): Promise<void> {
  const { store, realtime, config } = app.sideline;
  const deps: EventDeps = { store, publish: livePublisher(realtime) };
  let scheduler: EventScheduler | null = null;

  registerStaffCall(app, ListEvents, async ({ input }) => {
    const day = input.Date ? fromHongKongTime(`${input.Date}T00:00:00`) : Number.NaN;
    return listEvents(deps, {
      status: input.Status, sportType: input.SportType, range: Number.isNaN(day) ? undefined : [day, day + 86_400_000],
    }, input.Page, input.PageSize);
  });
  registerStaffCall(app, EventOptions, async () => eventOptions(store));
  registerStaffCall(app, EventImportTemplate, async () => (await templateWorkbook(Date.now())).toString('base64'));

  registerStaffCall(app, EditEvent, async ({ input, audit }) => {
    const { before, after } = await editEvent(deps, input.EventId, {
      group: input.Group, eventTime: input.EventTime, endTime: input.EndTime, language: input.Language, streamerId: input.StreamerId,
      additionType: input.AdditionType, booked: input.Booked, period: input.Period,
    });
    audit({ target: `event:${input.EventId}`, before, after });
    return { Event: after };
  });
  registerStaffCall(app, CancelEvent, async ({ input, audit }) => {
    const { before, after } = await cancelEvent(deps, input.EventId, input.Reason);
    audit({ target: `event:${input.EventId}`, before: { Status: before.Status }, after: { Status: after.Status }, reason: input.Reason });
    return { Event: after };
  });

  await app.register(async (scope) => {
    acceptRawBody(scope, XLSX_MEDIA_TYPE, EVENT_IMPORT_MAX_BYTES, EVENT_IMPORT_MESSAGES.tooLarge);
    registerStaffCall(scope, PreviewEventImport, async ({ file, audit }) => {
      if (!file) throw fileError('missing');
      const preview = previewOf(await checkFile(deps, file));
      audit({ target: 'events:import', after: { Bytes: file.length, Valid: preview.Valid, Duplicates: preview.Duplicates, Invalid: preview.Invalid } });
      return preview;
    });
    registerStaffCall(scope, ImportEvents, async ({ file, me, audit }) => {
      if (!file) throw fileError('missing');
      const result = await importFile(deps, file, me().email);
      audit({ target: 'events:import', after: { Bytes: file.length, Imported: result.Imported, Duplicates: result.Duplicates } });
      // A programme already due (an event within two hours) appears without waiting for the next step.
      await scheduler?.tick().catch((err: unknown) => app.log.error({ err }, 'events scheduler step failed'));
      return result;
    });
  });

  // The leader-elected scheduler. The app's elector (sim/leader.ts) is started by app.ts only
  // under the sim; with the sim off it is the sole lease of this node, started here (idempotent).
  app.addHook('onReady', async () => {
    if (!config.sim) app.simLeader.start();
    scheduler = startEventScheduler({ store, isLeader: () => app.simLeader.isLeader, log: app.log });
  });
  app.addHook('preClose', async () => scheduler?.stop());
}
