import type { FastifyInstance } from 'fastify';
import {
  GetRealityCheck, GetResponsibleGambling, GetSiteJurisdiction, SetJurisdictionProfile, SetPlayerGamblingState, SetSiteJurisdiction,
} from '@sideline/protocol';
import { registerCall } from '../../http/register';
import { serviceDeps } from '../../http/context';
import { registerStaffCall } from '../staff/index';
import { readResponsibleGambling, realityCheck, setJurisdictionProfile, setPlayerGamblingState, siteJurisdiction } from './service';

/**
 * Responsible gambling (issue 22 item 1): the widget's profile/state and reality-check reads,
 * and the operator's calls setting a player's state (pushed to their member group) and a site's
 * jurisdiction profile; the back office reads and sets the same profile (audited). The guard
 * other features call is `requireMayGamble` (index.ts).
 */
export async function responsibleGamblingPlugin(app: FastifyInstance): Promise<void> {
  const deps = serviceDeps(app);
  registerCall(app, GetResponsibleGambling, ({ session }) => readResponsibleGambling(deps.store, session));
  registerCall(app, GetRealityCheck, ({ requireSession, input }) => realityCheck(deps.store, requireSession(), input.SessionStart));
  registerCall(app, SetPlayerGamblingState, ({ input: { CustomerId, ...state } }) => setPlayerGamblingState(deps, CustomerId, state));
  registerCall(app, SetJurisdictionProfile, ({ input }) => setJurisdictionProfile(deps.store, input.SiteId, input.Jurisdiction, input.Edits));
  registerStaffCall(app, GetSiteJurisdiction, ({ input }) => siteJurisdiction(deps.store, input.SiteId));
  registerStaffCall(app, SetSiteJurisdiction, async ({ input, audit }) => {
    const before = await siteJurisdiction(deps.store, input.SiteId);
    const after = await setJurisdictionProfile(deps.store, input.SiteId, input.Jurisdiction, input.Edits);
    audit({ target: `site:${input.SiteId}`, before: { Jurisdiction: before.Profile }, after: { Jurisdiction: after.Profile } });
    return after;
  });
}
