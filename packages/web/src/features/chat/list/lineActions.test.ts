import { describe, expect, it, vi } from 'vitest';
import { createChatLineActions } from './lineActions';

describe('chat line actions', () => {
  it('holds the registered lucky-box handler until it is removed; a later one wins', () => {
    const a = createChatLineActions();
    const seen = vi.fn();
    a.subscribe(seen);
    expect(a.getSnapshot()).toBeNull();
    const first = vi.fn();
    const second = vi.fn();
    const offFirst = a.setLuckyBoxHandler(first);
    const offSecond = a.setLuckyBoxHandler(second);
    expect(a.getSnapshot()).toBe(second);
    offFirst(); // no longer the handler: nothing changes
    expect(a.getSnapshot()).toBe(second);
    offSecond();
    expect(a.getSnapshot()).toBeNull();
    expect(seen).toHaveBeenCalledTimes(3);
  });

  it('openDrawer answers whether a chat bar opened it', () => {
    const a = createChatLineActions();
    expect(a.openDrawer('gift')).toBe(false);
    const off = a.onOpenDrawer((id) => id === 'gift');
    expect(a.openDrawer('gift')).toBe(true);
    expect(a.openDrawer('wheel')).toBe(false);
    off();
    expect(a.openDrawer('gift')).toBe(false);
  });
});
