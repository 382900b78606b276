import { z } from 'zod';
import { defineCall } from './define';

/** Licensee, token and site calls (chatroom-and-streaming.md section 7). */
export const VerifyLicenseeToken = defineCall({
  name: 'VerifyLicenseeToken',
  method: 'POST',
  path: '/VerifyLicenseeToken',
  headers: { auth: 'optional' },
  request: z.object({ Token: z.string() }),
  result: z.object({ IsUserLogin: z.boolean() }),
  feature: 'licensee',
  summary: 'Verify the licensee token from the data parameter; BadRequest sends the page to /NotFoundPage.',
});

export const CheckSiteGroup = defineCall({
  name: 'CheckSiteGroup',
  method: 'POST',
  path: '/CheckSiteGroup',
  headers: { auth: 'optional' },
  request: z.object({}).passthrough(),
  result: z.object({ GroupName: z.string() }),
  feature: 'licensee',
  summary: 'The hub group name for the site of the token.',
});
