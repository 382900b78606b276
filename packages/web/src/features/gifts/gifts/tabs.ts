import { GiftCategory, GiftTab } from '@sideline/protocol';
import type { Gift } from '@sideline/protocol';

/** The panel's tabs in order: events, featured, vip, lucky-box. */
export const GIFT_TABS: readonly GiftTab[] = [GiftTab.Events, GiftTab.Featured, GiftTab.Vip, GiftTab.LuckyBox];

/** Categories the panel sends (the rest have their own flows: lucky box, wheel, wish coin, profit share). */
const TAB_CATEGORIES: Record<Exclude<GiftTab, 'lucky-box'>, readonly number[]> = {
  events: [GiftCategory.Activity],
  featured: [GiftCategory.Normal, GiftCategory.NewUser],
  vip: [GiftCategory.Vip],
};

/** Active gifts of a tab, by Sort then Id. The lucky-box tab lists boxes, not gifts. */
export function giftsOfTab(gifts: readonly Gift[], tab: GiftTab): Gift[] {
  if (tab === GiftTab.LuckyBox) return [];
  const categories = TAB_CATEGORIES[tab];
  return gifts.filter((g) => g.Status && categories.includes(g.Category)).sort((a, b) => a.Sort - b.Sort || a.Id - b.Id);
}

/** The tab actually shown: the events (activity) tab falls back to featured when it has no gift. */
export function effectiveTab(gifts: readonly Gift[], tab: GiftTab): GiftTab {
  if (tab === GiftTab.Events && giftsOfTab(gifts, GiftTab.Events).length === 0) return GiftTab.Featured;
  return tab;
}

/** Tabs offered: events only when it has gifts. */
export function visibleTabs(gifts: readonly Gift[]): GiftTab[] {
  return GIFT_TABS.filter((t) => t !== GiftTab.Events || giftsOfTab(gifts, t).length > 0);
}
