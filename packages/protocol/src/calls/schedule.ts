import { z } from 'zod';
import { defineCall } from './define';
import { ScheduleItem } from '../entities/schedule';
import { qBool, qInt, langField } from './fields';

/**
 * Streamer schedule and the licensee programme list.
 *
 * `UserLanguage` and `ExclusiveStreamerType` are the spec's caller-given body. The other fields
 * are optional server-side filters for the topic page (not in the spec; omit them to get the
 * whole schedule and filter on the client): `AnchorLanguage` ('all', 'vn', 'th', 'cn', 'id',
 * 'ph'; any case) keeps the cards of streamers of that language, `TagId` the cards carrying
 * that tag, and `Page` (1-based) with `PageSize` (default TOPIC_PAGE_CARDS_PER_PAGE = 16)
 * returns one page of the filtered, ordered list.
 */
const ScheduleRequest = z.object({
  UserLanguage: langField,
  ExclusiveStreamerType: qInt.nullable().optional(),
  AnchorLanguage: z.string().trim().max(10).optional(),
  TagId: qInt.nullable().optional(),
  Page: qInt.pipe(z.number().int().min(1).max(10_000)).optional(),
  PageSize: qInt.pipe(z.number().int().min(1).max(100)).optional(),
});
/** `Total`: how many cards match the filters (all pages), so infinite scroll knows when to stop. */
const ScheduleResult = z.object({ StreamerScheduleInfoDtos: z.array(ScheduleItem), Total: z.number().int().optional() });

export const GetStreamerScheduleInfo = defineCall({
  name: 'GetStreamerScheduleInfo',
  method: 'POST',
  path: '/Streamer/GetStreamerScheduleInfo',
  headers: { auth: 'optional', extraHeaders: ['IsSchedule'] },
  request: ScheduleRequest,
  result: ScheduleResult,
  feature: 'schedule',
  summary: 'Schedule of matches and programmes with streamers (caller-given body).',
});

export const GetStreamerScheduleInfoQuery = defineCall({
  name: 'GetStreamerScheduleInfoQuery',
  method: 'GET',
  path: '/Streamer/GetStreamerScheduleInfo',
  headers: { auth: 'optional', extraHeaders: ['IsSchedule'] },
  request: ScheduleRequest,
  result: ScheduleResult,
  feature: 'schedule',
  summary: 'The GET form of GetStreamerScheduleInfo (same query fields).',
});

export const GetProgramList = defineCall({
  name: 'GetProgramList',
  method: 'GET',
  path: '/Licensee/GetProgramList',
  headers: { auth: 'optional' },
  request: z.object({ SiteId: qInt, UserLanguage: langField, IsShowMore: qBool.default(false) }),
  result: z.object({ Programs: z.array(ScheduleItem) }),
  feature: 'schedule',
  summary: 'Licensee programme list (path not shown in the spec; chosen GET /Licensee/GetProgramList).',
});
