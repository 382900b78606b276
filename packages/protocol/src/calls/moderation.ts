import { z } from 'zod';
import { defineCall } from './define';
import { BlockRequest, IndecentWord } from '../entities/chat';
import { ProgramType } from '../enums';
import { qInt } from './fields';

/** Indecent words, block and report, and the operator console calls. */
export const GetIndecent = defineCall({
  name: 'GetIndecent',
  method: 'POST',
  path: '/GetIndecent',
  headers: { auth: 'optional' },
  request: z.object({}),
  result: z.object({ IndecentDto: z.array(IndecentWord) }),
  feature: 'moderation',
  summary: 'Indecent words: Type 1 matched anywhere, Type 2 as whole words.',
});

export const GetBlock = defineCall({
  name: 'GetBlock',
  method: 'GET',
  path: '/GetBlock',
  headers: { auth: 'required' },
  request: z.object({ CustomerId: qInt }),
  result: z.object({ BlockIds: z.array(z.number().int()) }),
  feature: 'moderation',
  summary: 'Customer ids the user has blocked (their messages are hidden).',
});

export const BlockCustomer = defineCall({
  name: 'BlockCustomer',
  method: 'POST',
  path: '/BlockCustomer',
  headers: { auth: 'required' },
  request: BlockRequest.extend({ BlockCustomerId: z.number().int().positive() }),
  result: z.object({ BlockIds: z.array(z.number().int()) }),
  feature: 'moderation',
  summary: 'Block and report a customer; answers the updated block list.',
});

/** Header carrying the operator console key. */
export const OPERATOR_KEY_HEADER = 'Operator-Key';

export const SetChatroomStatus = defineCall({
  name: 'SetChatroomStatus',
  method: 'POST',
  path: '/Operator/SetChatroomStatus',
  headers: { auth: 'none', extraHeaders: [OPERATOR_KEY_HEADER] },
  request: z.object({ MatchId: z.number().int(), ProgramType: z.enum(ProgramType), IsOpen: z.boolean() }),
  result: z.object({ MatchId: z.number().int(), IsOpen: z.boolean() }),
  feature: 'moderation',
  summary: 'Operator console: open or close a chatroom (pushes CheckChatroomStatus). Not in the spec; for the operator console.',
});

export const MuteCustomer = defineCall({
  name: 'MuteCustomer',
  method: 'POST',
  path: '/Operator/MuteCustomer',
  headers: { auth: 'none', extraHeaders: [OPERATOR_KEY_HEADER] },
  request: z.object({ CustomerId: z.number().int().positive(), IsMuted: z.boolean() }),
  result: z.object({ CustomerId: z.number().int(), IsMuted: z.boolean() }),
  feature: 'moderation',
  summary: 'Operator console: mute or unmute a customer (muted pushes answer IsMuted). Not in the spec.',
});
