import { describe, expect, it } from 'vitest';
import { PlatformVariant } from '@sideline/protocol';
import type { CommandContext } from '../../../features/shell';
import { pageToolbarItems } from './toolbarItems';

const ctx = (over: Partial<CommandContext> = {}): CommandContext => ({
  variant: PlatformVariant.Widget, isPreview: false, isUserLogin: true, canUpdateNickname: true,
  flags: { leaderboard: true, promotion: true, gv: false }, ...over,
});

describe('pageToolbarItems (issue 16 items 1, 11, 12)', () => {
  it('the licensee page (Widget) shows leaderboard, live streaming and events', () => {
    expect(pageToolbarItems(ctx())).toEqual(['Leaderboard', 'Streamer', 'Promotion']);
  });
  it('the streaming plugin (Plugin) follows its variant row: no lobby, no events', () => {
    expect(pageToolbarItems(ctx({ variant: PlatformVariant.Plugin }))).toEqual(['Leaderboard']);
  });
  it('the leaderboard follows its visibility and events follow EnabledPromotionEntry', () => {
    expect(pageToolbarItems(ctx({ flags: { leaderboard: false, promotion: false, gv: false } }))).toEqual(['Streamer']);
  });
});
