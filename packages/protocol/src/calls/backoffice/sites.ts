import { z } from 'zod';
import { defineStaffCall } from './define';
import { FeatureSettingName, FeatureSettingValue } from '../settings';

/** A turnover chat limit per currency (the site's chat_configs row). Amounts in major units. */
export const TurnoverLimit = z.object({
  CurrencyId: z.number().int(),
  CurrencyName: z.string(),
  TurnoverLimit: z.number().min(0),
  MessageLengthLimit: z.number().int().min(1).max(2000),
  /** Seconds between two messages (MessageFrequency). */
  MessageFrequency: z.number().int().min(0).max(3600),
});

/** The spec's function flags (FeatureSettings) plus "Function flags exist in the admin table for site, VIP and own chat room". */
export const SiteFlags = z.object({
  EnabledGV: z.boolean(),
  EnabledLeaderboard: z.boolean(),
  EnabledPromotionEntry: z.boolean(),
  EnabledFastMarket: z.boolean(),
  EnabledBlockAndReport: z.boolean(),
  EnabledStreamerTab: z.boolean(),
  EnabledWheel: z.boolean(),
  EnabledBetCards: z.boolean(),
});

export const BackofficeSite = z.object({
  SiteId: z.number().int(),
  Name: z.string(),
  /** Site group (member group the site belongs to). */
  SiteGroup: z.string(),
  Languages: z.array(z.string()),
  Currencies: z.array(z.object({ CurrencyId: z.number().int(), CurrencyName: z.string() })),
  Flags: SiteFlags,
  TurnoverLimits: z.array(TurnoverLimit),
  /** Three-part hint keys the widget shows (stage 1/2/3 × scope × gift-or-not), for reference. */
  HintKeys: z.array(z.string()),
});
export type BackofficeSite = z.infer<typeof BackofficeSite>;

export const ListSites = defineStaffCall({
  name: 'ListSites', method: 'GET', path: '/sites', access: 'read', feature: 'settings', audited: false,
  request: z.object({}),
  result: z.object({ Sites: z.array(BackofficeSite), Groups: z.array(z.object({ SiteGroup: z.string(), SiteIds: z.array(z.number().int()) })) }),
  summary: 'Sites and site groups with languages, currencies, flags and turnover limits.',
});

/** One flag change; reaches open widgets on their next GetFeatureSetting (next load). */
export const SetSiteFlag = defineStaffCall({
  name: 'SetSiteFlag', method: 'POST', path: '/sites/flag', access: 'sites.edit', feature: 'settings', audited: true,
  request: z.object({ SiteId: z.number().int().positive(), Name: FeatureSettingName, Value: FeatureSettingValue }),
  result: z.object({ Site: BackofficeSite }),
  summary: 'Switch a function flag for a site.',
});

export const SetSiteLanguages = defineStaffCall({
  name: 'SetSiteLanguages', method: 'POST', path: '/sites/languages', access: 'sites.edit', feature: 'settings', audited: true,
  request: z.object({ SiteId: z.number().int().positive(), Languages: z.array(z.enum(['cn', 'en', 'vn', 'th', 'id', 'ph'])).min(1) }),
  result: z.object({ Site: BackofficeSite }),
  summary: 'The site\'s languages ("At least one option must be chosen").',
});

export const SetTurnoverLimit = defineStaffCall({
  name: 'SetTurnoverLimit', method: 'POST', path: '/sites/turnover-limit', access: 'sites.edit', feature: 'settings', audited: true,
  request: z.object({ SiteId: z.number().int().positive() }).extend(TurnoverLimit.omit({ CurrencyName: true }).shape),
  result: z.object({ Site: BackofficeSite }),
  summary: 'Add or change a currency\'s chat limits (turnover, length, frequency); the currency becomes enabled for chat.',
});

export const RemoveTurnoverLimit = defineStaffCall({
  name: 'RemoveTurnoverLimit', method: 'POST', path: '/sites/turnover-limit/remove', access: 'sites.edit', feature: 'settings', audited: true,
  request: z.object({ SiteId: z.number().int().positive(), CurrencyId: z.number().int() }),
  result: z.object({ Site: BackofficeSite }),
  summary: 'Disable chat for a currency on the site (viewers then see currency-not-open).',
});
