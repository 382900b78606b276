import { FeatureSettings, SITE_ID_LICENSEE } from '@sideline/protocol';
import type { FeatureSettingName, FeatureSettingValue } from '@sideline/protocol';
import type { Session } from '../../http/session';
import type { Store } from '../../store/types';
import { readSettings } from './store';

/** What a site that configured nothing gets: every feature off, feedback never prompted. */
export const DEFAULT_FEATURE_SETTINGS: FeatureSettings = {
  EnabledPromotionEntry: false,
  EnabledGV: false,
  EnabledFastMarket: false,
  EnabledLeaderboard: false,
  EnabledBlockAndReport: false,
  EnabledWheel: false,
  EnabledStreamerTab: false,
  FeedbackSetting: { Minute: 0, Probability: 0 },
  EnabledBetCards: false,
};

/** The site whose settings apply: the caller's, or the default licensee site for a call without token. */
export function siteOf(session: Session | null): number {
  return session?.siteId ?? SITE_ID_LICENSEE;
}

/** Settings by name, stored value when valid for its name, else the default. */
export async function getSettings(store: Store, siteId: number, names: readonly FeatureSettingName[]): Promise<Partial<FeatureSettings>> {
  const stored = await readSettings(store.db, siteId, names);
  const out: Record<string, FeatureSettingValue> = {};
  for (const name of names) {
    const schema = FeatureSettings.shape[name];
    const parsed = schema.safeParse(stored.get(name));
    out[name] = parsed.success ? parsed.data : DEFAULT_FEATURE_SETTINGS[name];
  }
  return out as Partial<FeatureSettings>;
}

/** Is one boolean feature on for a site? (other features gate on this, e.g. block-and-report) */
export async function isFeatureEnabled(store: Store, siteId: number, name: Exclude<FeatureSettingName, 'FeedbackSetting'>): Promise<boolean> {
  const settings = await getSettings(store, siteId, [name]);
  return settings[name] === true;
}
