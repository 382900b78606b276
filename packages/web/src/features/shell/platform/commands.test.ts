import { describe, expect, it, vi } from 'vitest';
import { enumValues, PlatformVariant } from '@sideline/protocol';
import type { PlatformVariant as Variant } from '@sideline/protocol';
import { MENU_COMMANDS, TOOLBAR_COMMANDS, visibleMenu, visibleToolbar } from './commands';
import type { CommandContext } from './commands';
import { platformVariant } from './variants';

const ctx = (variant: Variant, over: Partial<CommandContext> = {}): CommandContext => ({
  variant,
  isPreview: false,
  isUserLogin: true,
  canUpdateNickname: true,
  flags: { leaderboard: true, promotion: true, gv: true },
  ...over,
});

describe('toolbar items per platform variant (all flags on, logged in)', () => {
  it.each([
    ['Widget', 'Source GV Refresh Voice Menu Leaderboard Streamer Promotion'],
    ['WidgetMobileENTVertical', 'StreamerName Refresh Voice Menu Streamer Promotion'],
    ['WidgetMobileENTHorizontal', 'StreamerName Refresh Voice Chatroom Menu Streamer Promotion'],
    ['WidgetDesktopENTVertical', 'StreamerName Refresh Voice Menu Streamer Promotion'],
    ['WidgetDesktopENTHorizontal', 'StreamerName Refresh Voice Chatroom Menu Streamer Promotion'],
    ['Plugin', 'Source GV Refresh Voice Chatroom Menu Leaderboard'],
    ['Credit', 'StreamerName Refresh Voice Menu'],
    ['MobileENTVertical', 'StreamerName Refresh Voice Menu Leaderboard Streamer Promotion'],
    ['MobileENTHorizontal', 'StreamerName Refresh Voice Chatroom Menu Leaderboard Streamer Promotion'],
    ['DesktopENTVertical', 'StreamerName Refresh Voice Menu Leaderboard Streamer Promotion'],
    ['DesktopENTHorizontal', 'StreamerName Refresh Voice Chatroom Menu Leaderboard Streamer Promotion'],
  ] as const)('%s → %s', (variant, items) => {
    expect(visibleToolbar(ctx(variant)).join(' ')).toBe(items);
  });

  it('covers all eleven variants and every variant switches something off', () => {
    const variants = enumValues(PlatformVariant);
    expect(variants).toHaveLength(11);
    for (const v of variants) {
      const shown = visibleToolbar(ctx(v)).length + visibleMenu(ctx(v)).length;
      expect(shown, v).toBeLessThan(TOOLBAR_COMMANDS.length + MENU_COMMANDS.length);
    }
  });
});

describe('menu items per platform variant', () => {
  it.each([
    ['Widget', 'GiftEffect BulletChat Nickname Disclaimer Tutorial'],
    ['WidgetMobileENTVertical', 'GiftEffect BulletChat Nickname Disclaimer Tutorial'],
    ['WidgetMobileENTHorizontal', 'GiftEffect Nickname Disclaimer Tutorial'],
    ['WidgetDesktopENTVertical', 'GiftEffect BulletChat Nickname Disclaimer Tutorial'],
    ['WidgetDesktopENTHorizontal', 'GiftEffect Nickname Disclaimer Tutorial'],
    ['Plugin', 'BulletChat Nickname Disclaimer Tutorial'],
    ['Credit', 'GiftEffect BulletChat Disclaimer'],
    ['MobileENTVertical', 'GiftEffect BulletChat Nickname Disclaimer Tutorial'],
    ['MobileENTHorizontal', 'GiftEffect Nickname Disclaimer Tutorial'],
    ['DesktopENTVertical', 'GiftEffect BulletChat Nickname Disclaimer Tutorial'],
    ['DesktopENTHorizontal', 'GiftEffect Nickname Disclaimer Tutorial'],
  ] as const)('%s → %s', (variant, items) => {
    expect(visibleMenu(ctx(variant)).join(' ')).toBe(items);
  });
});

describe('context conditions on top of the variant', () => {
  it('preview mode hides the chatroom toggle, gift-effect and bullet-chat options', () => {
    const c = ctx('MobileENTHorizontal', { isPreview: true });
    expect(visibleToolbar(c)).not.toContain('Chatroom');
    expect(visibleMenu(c)).toEqual(['Nickname', 'Disclaimer', 'Tutorial']);
  });
  it('feature flags switch off GV, leaderboard and events', () => {
    const c = ctx('Widget', { flags: { leaderboard: false, promotion: false, gv: false } });
    expect(visibleToolbar(c)).toEqual(['Source', 'Refresh', 'Voice', 'Menu', 'Streamer']);
  });
  it('logged-out viewers get no nickname or tutorial entry', () => {
    expect(visibleMenu(ctx('Widget', { isUserLogin: false }))).toEqual(['GiftEffect', 'BulletChat', 'Disclaimer']);
    expect(visibleMenu(ctx('Widget', { canUpdateNickname: false }))).not.toContain('Nickname');
  });
  it('run calls the handler of its id', () => {
    const Leaderboard = vi.fn();
    TOOLBAR_COMMANDS.find((c) => c.id === 'Leaderboard')!.run({ Leaderboard });
    TOOLBAR_COMMANDS.find((c) => c.id === 'Refresh')!.run({ Leaderboard });
    expect(Leaderboard).toHaveBeenCalledTimes(1);
  });
});

describe('platformVariant', () => {
  it.each([
    [{ page: 'widget', isMobile: true, layout: 0 }, 'Widget'],
    [{ page: 'plugin', isMobile: false, layout: 1 }, 'Plugin'],
    [{ page: 'credit', isMobile: false, layout: 0 }, 'Credit'],
    [{ page: 'entertainment', isMobile: true, layout: 0 }, 'MobileENTVertical'],
    [{ page: 'entertainment', isMobile: true, layout: 1 }, 'MobileENTHorizontal'],
    [{ page: 'entertainment', isMobile: false, layout: 0 }, 'DesktopENTVertical'],
    [{ page: 'entertainment', isMobile: false, layout: 1, embedded: true }, 'WidgetDesktopENTHorizontal'],
    [{ page: 'entertainment', isMobile: true, layout: 0, embedded: true }, 'WidgetMobileENTVertical'],
  ] as const)('%o → %s', (args, v) => expect(platformVariant(args)).toBe(v));
});
