import { describe, expect, it } from 'vitest';
import { PlatformVariant } from '@sideline/protocol';
import { visibleCommands } from './menuItems';
import { createChatSettings } from './chatSettings';

const ids = (ctx: Parameters<typeof visibleCommands>[0]) => visibleCommands(ctx).map((c) => c.id);

describe('settings menu commands', () => {
  it.each([
    [{ variant: PlatformVariant.Widget, isPreview: false, canEditNickname: true }, ['GiftEffect', 'BulletChat', 'Nickname', 'Disclaimer', 'Tutorial']],
    [{ variant: PlatformVariant.Widget, isPreview: false, canEditNickname: false }, ['GiftEffect', 'BulletChat', 'Disclaimer', 'Tutorial']],
    [{ variant: PlatformVariant.DesktopENTVertical, isPreview: true, canEditNickname: true }, ['Nickname', 'Disclaimer', 'Tutorial']],
    [{ variant: PlatformVariant.Credit, isPreview: false, canEditNickname: true }, ['Nickname', 'Disclaimer', 'Tutorial']],
  ])('%j', (ctx, expected) => {
    expect(ids(ctx)).toEqual(expected);
  });
  it('defaults: effects and bullet chat on', () => {
    const s = createChatSettings().getState();
    expect([s.giftEffects, s.bulletChat]).toEqual([true, true]);
    expect(createChatSettings({ bulletChat: false }).getState().bulletChat).toBe(false);
  });
});
