import type { FastifyInstance } from 'fastify';
import { ListSites, RemoveTurnoverLimit, SetSiteFlag, SetSiteLanguages, SetTurnoverLimit, turnoverHintKey } from '@sideline/protocol';
import type { BackofficeSite } from '@sideline/protocol';
import { parseJson } from '../../store/values';
import type { Executor, Store } from '../../store/types';
import { registerStaffCall, staffError } from '../staff/index';
import { DEFAULT_FEATURE_SETTINGS } from './service';
import * as q from './store';

const ALL_LANGUAGES = ['cn', 'en', 'vn', 'th', 'id', 'ph'];
const FLAG_NAMES = ['EnabledGV', 'EnabledLeaderboard', 'EnabledPromotionEntry', 'EnabledFastMarket', 'EnabledBlockAndReport', 'EnabledStreamerTab', 'EnabledWheel', 'EnabledBetCards'] as const;

/** Sites with their groups, languages, chat currencies and limits, and function flags (one read of each table). */
export async function backofficeSites(db: Executor): Promise<BackofficeSite[]> {
  const [sites, settings, configs, languages] = await Promise.all([q.allSites(db), q.allSettings(db), q.allChatConfigs(db), q.allSiteLanguages(db)]);
  return sites.map((s) => {
    const mine = new Map(settings.filter((r) => r.site_id === s.id).map((r) => [r.name, parseJson<unknown>(r.value_json, null)]));
    const flags = Object.fromEntries(FLAG_NAMES.map((n) => [n, typeof mine.get(n) === 'boolean' ? mine.get(n) as boolean : DEFAULT_FEATURE_SETTINGS[n]])) as BackofficeSite['Flags'];
    const limits = configs.filter((c) => c.site_id === s.id).map((c) => ({
      CurrencyId: c.currency_id, CurrencyName: c.currency_name ?? String(c.currency_id), TurnoverLimit: Number(c.turnover_limit_minor) / 100,
      MessageLengthLimit: c.message_length_limit, MessageFrequency: c.message_frequency,
    }));
    const langs = languages.find((l) => l.site_id === s.id);
    const gift = !!s.is_allow_send_gift;
    const hintKeys = [...new Set(limits.flatMap((l) => [true, false].map((isMatch) => turnoverHintKey({ siteId: s.id, turnoverZero: l.TurnoverLimit === 0, giftAllowed: gift, isMatch }))))];
    return {
      SiteId: s.id, Name: s.name, SiteGroup: s.group_name, Languages: langs ? parseJson<string[]>(langs.languages_json, ALL_LANGUAGES) : ALL_LANGUAGES,
      Currencies: limits.map((l) => ({ CurrencyId: l.CurrencyId, CurrencyName: l.CurrencyName })), Flags: flags, TurnoverLimits: limits, HintKeys: hintKeys,
    };
  });
}

async function site(store: Store, id: number): Promise<BackofficeSite> {
  const found = (await backofficeSites(store.db)).find((s) => s.SiteId === id);
  if (!found) throw staffError(404, 'not-found', `Site ${id} does not exist`);
  return found;
}

/**
 * Sites and groups, function flags, languages and turnover chat limits. A flag change reaches
 * widgets on their next GetFeatureSetting (next load); a chat limit on the next GetConfig and at
 * once on MessagePush (read from the table each send).
 */
export async function settingsBackofficePlugin(app: FastifyInstance): Promise<void> {
  const { store } = app.sideline;
  registerStaffCall(app, ListSites, async () => {
    const sites = await backofficeSites(store.db);
    const groups = new Map<string, number[]>();
    for (const s of sites) groups.set(s.SiteGroup, [...(groups.get(s.SiteGroup) ?? []), s.SiteId]);
    return { Sites: sites, Groups: [...groups].map(([SiteGroup, SiteIds]) => ({ SiteGroup, SiteIds })) };
  });
  registerStaffCall(app, SetSiteFlag, async ({ input, audit }) => {
    const before = await site(store, input.SiteId);
    if ((input.Name === 'FeedbackSetting') === (typeof input.Value === 'boolean')) throw staffError(409, 'conflict', `${input.Name} takes ${input.Name === 'FeedbackSetting' ? '{ Minute, Probability }' : 'true or false'}`);
    await store.transaction((trx) => q.writeSetting(trx, input.SiteId, input.Name, JSON.stringify(input.Value)));
    const after = await site(store, input.SiteId);
    audit({ target: `site:${input.SiteId}`, before: { [input.Name]: (before.Flags as Record<string, unknown>)[input.Name] ?? null }, after: { [input.Name]: input.Value } });
    return { Site: after };
  });
  registerStaffCall(app, SetSiteLanguages, async ({ input, audit }) => {
    const before = await site(store, input.SiteId);
    await q.writeSiteLanguages(store.db, input.SiteId, JSON.stringify([...new Set(input.Languages)]), Date.now());
    const after = await site(store, input.SiteId);
    audit({ target: `site:${input.SiteId}`, before: { Languages: before.Languages }, after: { Languages: after.Languages } });
    return { Site: after };
  });
  registerStaffCall(app, SetTurnoverLimit, async ({ input, audit }) => {
    const before = await site(store, input.SiteId);
    if (!await q.currencyRow(store.db, input.CurrencyId)) throw staffError(404, 'not-found', `Currency ${input.CurrencyId} does not exist`);
    await store.transaction((trx) => q.writeChatConfig(trx, {
      site_id: input.SiteId, currency_id: input.CurrencyId, message_length_limit: input.MessageLengthLimit,
      message_frequency: input.MessageFrequency, turnover_limit_minor: Math.round(input.TurnoverLimit * 100),
    }));
    const after = await site(store, input.SiteId);
    audit({ target: `site:${input.SiteId}`, before: before.TurnoverLimits.find((l) => l.CurrencyId === input.CurrencyId) ?? null, after: after.TurnoverLimits.find((l) => l.CurrencyId === input.CurrencyId) });
    return { Site: after };
  });
  registerStaffCall(app, RemoveTurnoverLimit, async ({ input, audit }) => {
    const before = await site(store, input.SiteId);
    if (!await q.deleteChatConfig(store.db, input.SiteId, input.CurrencyId)) throw staffError(404, 'not-found', `Currency ${input.CurrencyId} has no chat limits on site ${input.SiteId}`);
    audit({ target: `site:${input.SiteId}`, before: before.TurnoverLimits.find((l) => l.CurrencyId === input.CurrencyId) });
    return { Site: await site(store, input.SiteId) };
  });
}
