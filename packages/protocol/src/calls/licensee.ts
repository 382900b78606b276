import { z } from 'zod';
import { defineCall } from './define';
import { OddsType } from '../enums';

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
  headers: { auth: 'token' },
  request: z.object({}).passthrough(),
  result: z.object({ GroupName: z.string() }),
  feature: 'licensee',
  summary: 'The hub group name for the site of the token (any valid token, an anonymous visitor\'s too; none → 401).',
});

/**
 * GET /GetUserToken: the member's token for the odds site and their odds display type. The
 * spec shows only Token and OddsType; the optional rest is the member's user info from the
 * token (section 3: CurrencyId, CurrencyName; chatroom info: CustomerId, SiteId), so a host page
 * whose data parameter leaves them out still gets the quick-bet currency name and the ids.
 * Members only (an anonymous token is 401).
 */
export const GetUserToken = defineCall({
  name: 'GetUserToken',
  method: 'GET',
  path: '/GetUserToken',
  headers: { auth: 'required' },
  request: z.object({}),
  result: z.object({
    Token: z.string(),
    OddsType: z.enum(OddsType),
    CustomerId: z.number().int().optional(),
    SiteId: z.number().int().optional(),
    /** The member's site name (bets, tickets and chat send SiteName; the demo host passes none). */
    SiteName: z.string().optional(),
    CurrencyId: z.number().int().optional(),
    CurrencyName: z.string().optional(),
    /** User info (section 3): the licensee's single-wallet mode; paid calls and GetBalance send it. */
    EnableSingleWallet: z.boolean().optional(),
    /** The names of the currencies the member's wallet holds (coin and diamond on the coin site): paid calls send the paying currency's. */
    Currencies: z.array(z.object({ CurrencyId: z.number().int(), CurrencyName: z.string() })).optional(),
  }),
  feature: 'licensee',
  summary: 'Token for the odds site (quick bet, tickets), the member odds type (default DEC 3) and the member\'s CustomerId, SiteId, SiteName, CurrencyId and CurrencyName.',
});

/** GET /GetDirectToken: a short-lived bearer for the direct sports API (e.g. GetEventStreaming). */
export const GetDirectToken = defineCall({
  name: 'GetDirectToken',
  method: 'GET',
  path: '/GetDirectToken',
  headers: { auth: 'required' },
  request: z.object({}),
  result: z.object({ Token: z.string() }),
  feature: 'licensee',
  summary: 'Bearer token for the sports calls ({sports host}/sports/v4/GetEventStreaming).',
});
