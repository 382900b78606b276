import { z } from 'zod';
import { defineCall } from './define';
import { ProgramType } from '../enums';
import { Ack } from './fields';

export const CollectHeartbeatData = defineCall({
  name: 'CollectHeartbeatData',
  method: 'POST',
  path: '/CollectHeartbeatData',
  headers: { auth: 'required' },
  request: z.object({
    MatchId: z.number().int(),
    AnchorLanguage: z.string(),
    AnchorId: z.number().int(),
    /** HeartbeatCollectType flags OR-ed together (0-7). */
    CollectType: z.number().int().min(0).max(7),
    ProgramType: z.enum(ProgramType),
    StreamingSrc: z.union([z.number().int(), z.string()]).nullable(),
  }),
  result: Ack,
  feature: 'heartbeat',
  summary: 'Viewing heartbeat, every 30 s while the match is open and the user logged in (answer not shown in the spec: an Ack).',
});
