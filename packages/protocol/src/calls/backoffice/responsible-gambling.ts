import { z } from 'zod';
import { defineStaffCall } from './define';
import { qInt } from '../fields';
import { Jurisdiction, JurisdictionProfile } from '../../responsible-gambling/profiles';

/**
 * A site's jurisdiction profile in the back office (issue 22 item 1): the same profile the
 * operator's POST /Operator/SetJurisdictionProfile sets — a preset (none, UKGC, MGA, AGCO) with
 * each setting editable. Widgets read it on their next GetResponsibleGambling.
 */
const SiteProfile = z.object({ SiteId: z.number().int(), Profile: JurisdictionProfile });

export const GetSiteJurisdiction = defineStaffCall({
  name: 'GetSiteJurisdiction', method: 'GET', path: '/sites/jurisdiction', access: 'read', feature: 'responsible-gambling', audited: false,
  request: z.object({ SiteId: qInt.pipe(z.number().int().positive()) }),
  result: SiteProfile,
  summary: 'A site\'s jurisdiction profile: who sees promoted odds, age check for prizes, reality checks, help link and text, gift money value.',
});

export const SetSiteJurisdiction = defineStaffCall({
  name: 'SetSiteJurisdiction', method: 'POST', path: '/sites/jurisdiction', access: 'sites.edit', feature: 'responsible-gambling', audited: true,
  request: z.object({
    SiteId: z.number().int().positive(),
    Jurisdiction,
    /** Edits on top of the preset. */
    Edits: JurisdictionProfile.omit({ Jurisdiction: true }).partial().strict().optional(),
  }).strict(),
  result: SiteProfile,
  summary: 'Set a site\'s jurisdiction profile from a preset with edits.',
});
