import { z } from 'zod';
import { defineCall } from './define';
import { JurisdictionProfile, Jurisdiction, PlayerGamblingState } from '../responsible-gambling/profiles';

/**
 * Responsible gambling (issue 22 item 1). The widget reads its site's profile and its own
 * player state; the operator's back end sets a player's state and a site's profile
 * (`auth: 'operator'`, like calls/operator.ts).
 */

const Id = z.number().int().positive();

export const GetResponsibleGambling = defineCall({
  name: 'GetResponsibleGambling',
  method: 'GET',
  path: '/ResponsibleGambling',
  headers: { auth: 'token' },
  request: z.object({}),
  result: z.object({
    Profile: JurisdictionProfile,
    /** The caller's own state; null for an anonymous viewer. */
    State: PlayerGamblingState.nullable(),
    /** Server time (epoch ms), so the widget judges TimedOutUntil against the server's clock. */
    Now: z.number().int(),
  }),
  feature: 'responsible-gambling',
  summary: "The site's jurisdiction profile and the caller's own player state (self-excluded, timed out, limit, age).",
});

export const GetRealityCheck = defineCall({
  name: 'GetRealityCheck',
  method: 'GET',
  path: '/ResponsibleGambling/RealityCheck',
  headers: { auth: 'required' },
  request: z.object({ SessionStart: z.coerce.number().int().min(0) }),
  result: z.object({
    /** Stakes of the member's bets placed since `SessionStart` (currency units). */
    Staked: z.number(),
    /** Returns of those bets settled so far. */
    Returned: z.number(),
    /** Returned − Staked. */
    Net: z.number(),
    Bets: z.number().int().min(0),
    CurrencyId: z.number().int(),
  }),
  feature: 'responsible-gambling',
  summary: 'Net result of the member’s bets placed since the session began, from the ledger (reality check).',
});

export const SetPlayerGamblingState = defineCall({
  name: 'SetPlayerGamblingState',
  method: 'POST',
  path: '/Operator/SetPlayerGamblingState',
  headers: { auth: 'operator' },
  request: PlayerGamblingState.extend({ CustomerId: Id }).strict(),
  result: PlayerGamblingState.extend({ CustomerId: Id, Pushed: z.boolean() }),
  feature: 'responsible-gambling',
  summary: "Set a player's self-exclusion, time-out, limit and age flags; pushes PushPlayerGamblingState to the player's member group.",
});

export const SetJurisdictionProfile = defineCall({
  name: 'SetJurisdictionProfile',
  method: 'POST',
  path: '/Operator/SetJurisdictionProfile',
  headers: { auth: 'operator' },
  request: z.object({
    SiteId: Id,
    Jurisdiction,
    /** Edits on top of the preset (each setting editable). */
    Edits: JurisdictionProfile.omit({ Jurisdiction: true }).partial().strict().optional(),
  }).strict(),
  result: z.object({ SiteId: Id, Profile: JurisdictionProfile }),
  feature: 'responsible-gambling',
  summary: "Set a site's jurisdiction profile from a preset (none, UKGC, MGA, AGCO) with edits.",
});
