import { describe, expect, it, vi } from 'vitest';
import { enumValues, PlatformVariant } from '@sideline/protocol';
import { visibleMenu } from '../platform/commands';
import { visibleCommands } from './menuItems';
import type { MenuContext } from './menuItems';
import { createChatSettings } from './chatSettings';

const ids = (ctx: MenuContext) => visibleCommands(ctx).map((c) => c.id);
const member = { isPreview: false, isUserLogin: true, canEditNickname: true };

describe('settings menu commands', () => {
  it.each([
    [{ variant: PlatformVariant.Widget, ...member }, ['GiftEffect', 'BulletChat', 'Nickname', 'Disclaimer', 'Tutorial']],
    [{ variant: PlatformVariant.Widget, ...member, canEditNickname: false }, ['GiftEffect', 'BulletChat', 'Disclaimer', 'Tutorial']],
    [{ variant: PlatformVariant.Widget, ...member, isUserLogin: false, canEditNickname: false }, ['GiftEffect', 'BulletChat', 'Disclaimer']],
    [{ variant: PlatformVariant.DesktopENTVertical, ...member, isPreview: true }, ['Nickname', 'Disclaimer', 'Tutorial']],
    [{ variant: PlatformVariant.DesktopENTHorizontal, ...member }, ['GiftEffect', 'Nickname', 'Disclaimer', 'Tutorial']],
    [{ variant: PlatformVariant.Plugin, ...member }, ['BulletChat', 'Nickname', 'Disclaimer', 'Tutorial']],
    [{ variant: PlatformVariant.Credit, ...member }, ['GiftEffect', 'BulletChat', 'Disclaimer']],
  ])('%j', (ctx, expected) => {
    expect(ids(ctx)).toEqual(expected);
  });
  it('follows the platform table for every variant (one table)', () => {
    for (const variant of enumValues(PlatformVariant)) {
      for (const isPreview of [false, true]) {
        const ctx = { ...member, variant, isPreview };
        expect(ids(ctx), `${variant} ${isPreview}`).toEqual(
          visibleMenu({ ...ctx, canUpdateNickname: true, flags: { leaderboard: true, promotion: true, gv: true } }),
        );
      }
    }
  });
  it('switches are toggles, the rest actions that run their handler', () => {
    const cmds = visibleCommands({ variant: PlatformVariant.Widget, ...member });
    expect(cmds.map((c) => c.kind)).toEqual(['toggle', 'toggle', 'action', 'action', 'action']);
    const Tutorial = vi.fn();
    cmds.find((c) => c.id === 'Tutorial')!.run({ Tutorial });
    cmds.find((c) => c.id === 'Disclaimer')!.run({ Tutorial });
    expect(Tutorial).toHaveBeenCalledTimes(1);
  });
  it('defaults: effects and bullet chat on', () => {
    const s = createChatSettings().getState();
    expect([s.giftEffects, s.bulletChat]).toEqual([true, true]);
    expect(createChatSettings({ bulletChat: false }).getState().bulletChat).toBe(false);
  });
});
