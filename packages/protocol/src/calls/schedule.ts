import { z } from 'zod';
import { defineCall } from './define';
import { ScheduleItem } from '../entities/schedule';
import { qBool, qInt, langField } from './fields';

/** Streamer schedule and the licensee programme list. */
const ScheduleRequest = z.object({
  UserLanguage: langField,
  ExclusiveStreamerType: qInt.nullable().optional(),
});
const ScheduleResult = z.object({ StreamerScheduleInfoDtos: z.array(ScheduleItem) });

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
