import type { FastifyInstance } from 'fastify';
import { GetProgramList, GetStreamerScheduleInfo, GetStreamerScheduleInfoQuery } from '@sideline/protocol';
import { registerCall } from '../../http/register';
import { badRequest } from '../../http/errors';
import { STREAMER_SCHEDULE_GROUP } from './groups';
import { findSite } from '../licensee/store';
import { programList, streamerSchedule } from './service';
import type { LivePublisher } from './live';
import { registerSetLiveStatus } from './operator';

/** 'true'/'1' (any case) → true; anything else (absent included) → false. */
function headerFlag(value: string | undefined): boolean {
  return value !== undefined && ['true', '1'].includes(value.trim().toLowerCase());
}

/**
 * Schedule feature: the topic page schedule (POST and GET /Streamer/GetStreamerScheduleInfo),
 * the licensee programme list (lobby) and the operator status call (the demo's schedule driver
 * is sim's). Every live-set change is pushed as PushLivePrograms on /streamerschedulehub.
 */
export async function schedulePlugin(app: FastifyInstance): Promise<void> {
  const { store } = app.sideline;
  const publish = livePublisher(app);

  for (const call of [GetStreamerScheduleInfo, GetStreamerScheduleInfoQuery] as const) {
    registerCall(app, call, ({ input, header }) => streamerSchedule(store, {
      includeEnded: headerFlag(header('IsSchedule')),
      anchorLanguage: input.AnchorLanguage,
      tagId: input.TagId,
      page: input.Page,
      pageSize: input.PageSize,
    }));
  }

  registerCall(app, GetProgramList, async ({ input, session }) => {
    if (session && input.SiteId !== session.siteId) throw badRequest('SiteId', 'SiteId is not the site of the token');
    if (!await findSite(store.db, input.SiteId)) throw badRequest('SiteId', `No site ${input.SiteId}`);
    return { Programs: await programList(store, input.IsShowMore, Date.now()) };
  });

  registerSetLiveStatus(app, publish);
}

/** PushLivePrograms to /streamerschedulehub: how every live-set change is told. */
export function livePublisher(app: FastifyInstance): LivePublisher {
  return (live) => app.sideline.realtime.publish(STREAMER_SCHEDULE_GROUP, 'PushLivePrograms', live);
}
