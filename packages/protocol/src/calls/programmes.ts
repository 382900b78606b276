import { z } from 'zod';
import { defineCall } from './define';
import { EntertainmentProgramme } from '../entities/schedule';
import { StreamingSetting } from '../entities/streaming';
import { Ack, IsOpenResult, qInt } from './fields';

/** Entertainment programme calls (every path under /Entertainment: body Code 422 = token expired). */
export const GetEntertainmentPrograms = defineCall({
  name: 'GetEntertainmentPrograms',
  method: 'POST',
  path: '/Entertainment/Streamer/GetEntertainmentPrograms',
  headers: { auth: 'optional', extraHeaders: ['Widget', 'ProgramType'] },
  request: z.object({ ExclusiveStreamerType: z.number().int().nullable().optional() }),
  result: z.object({ StreamerProgramSchedule: z.array(EntertainmentProgramme) }),
  feature: 'programmes',
  entertainment: true,
  summary: 'Entertainment programme schedule (lobby and schedule tab).',
});

export const CheckProgramStatus = defineCall({
  name: 'CheckProgramStatus',
  method: 'GET',
  path: '/Entertainment/Program/CheckProgramStatus',
  headers: { auth: 'optional' },
  request: z.object({ EventId: qInt }),
  result: IsOpenResult,
  feature: 'programmes',
  entertainment: true,
  summary: 'Whether the programme chatroom is open.',
});

export const GetStreamingSetting = defineCall({
  name: 'GetStreamingSetting',
  method: 'GET',
  path: '/Entertainment/Streamer/GetStreamingSetting',
  headers: { auth: 'optional' },
  request: z.object({ EventId: qInt }),
  result: StreamingSetting,
  feature: 'programmes',
  entertainment: true,
  summary: 'Streamer name and stream settings (Url, ClientId, StreamingId) of a programme.',
});

const ProgramPresence = z.object({ EventId: z.number().int(), Token: z.string() });

export const EnterProgram = defineCall({
  name: 'EnterProgram',
  method: 'POST',
  path: '/Entertainment/Customer/EnterProgram',
  headers: { auth: 'optional' },
  request: ProgramPresence,
  result: Ack,
  feature: 'programmes',
  entertainment: true,
  summary: 'The viewer enters a programme (answer not shown in the spec: an Ack).',
});

export const LeaveProgram = defineCall({
  name: 'LeaveProgram',
  method: 'POST',
  path: '/Entertainment/Customer/LeaveProgram',
  headers: { auth: 'optional' },
  request: ProgramPresence,
  result: Ack,
  feature: 'programmes',
  entertainment: true,
  summary: 'The viewer leaves a programme (answer not shown in the spec: an Ack).',
});
