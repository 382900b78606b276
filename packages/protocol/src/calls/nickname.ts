import { z } from 'zod';
import { defineCall } from './define';
import { NICKNAME_MAX_LENGTH } from '../constants';

/** GET /Nickname → Result.Nickname (null until the member sets one). A 400 here is only logged by the client. */
export const GetNickname = defineCall({
  name: 'GetNickname',
  method: 'GET',
  path: '/Nickname',
  headers: { auth: 'required' },
  request: z.object({}),
  result: z.object({ Nickname: z.string().nullable() }),
  feature: 'nickname',
  summary: "The member's chat nickname.",
});

/**
 * POST /UpdateNickname {Nickname}: trimmed, 1-20 characters. Refused when the site does not
 * allow nickname updates (CanUpdateNickname) and on the diamond currency. The stored name is
 * HTML-escaped (< > & ") and returned as stored.
 */
export const UpdateNickname = defineCall({
  name: 'UpdateNickname',
  method: 'POST',
  path: '/UpdateNickname',
  headers: { auth: 'required' },
  request: z.object({
    Nickname: z.string().trim().min(1, 'Nickname must not be blank').max(NICKNAME_MAX_LENGTH, `Nickname must be at most ${NICKNAME_MAX_LENGTH} characters`),
  }),
  result: z.object({ Nickname: z.string() }),
  feature: 'nickname',
  summary: 'Set the chat nickname.',
});
