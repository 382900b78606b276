import { describe, expect, it } from 'vitest';
import type { KeyValueStore } from '../../../shared/storage/localStore';
import { encodeDataParam } from '../../../shared/data-param';
import {
  BULLET_KEYWORDS_MAX, bulletDisplayKey, compileKeywordFilter, DEFAULT_BULLET_DISPLAY, parseBulletDisplay, serializeBulletDisplay,
} from './bulletDisplay';
import { createChatSettings } from './chatSettings';

function memoryStore(): KeyValueStore & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return { data, get: (k) => data.get(k) ?? null, set: (k, v) => void data.set(k, v), remove: (k) => void data.delete(k) };
}

describe('chat settings store', () => {
  it('bullet chat starts off when the system asks for reduced motion, on otherwise', () => {
    expect(createChatSettings(undefined, { reducedMotion: () => true }).getState().bulletChat).toBe(false);
    expect(createChatSettings(undefined, { reducedMotion: () => false }).getState().bulletChat).toBe(true);
    expect(createChatSettings({ bulletChat: true }, { reducedMotion: () => true }).getState().bulletChat).toBe(true);
  });

  it('remembers the bullet display per viewer and loads it back', () => {
    const storage = memoryStore();
    const a = createChatSettings(undefined, { storage });
    a.getState().loadViewer('bullet-display:1:101');
    a.getState().setBulletOpacity(0.5);
    a.getState().setBulletSpeed(1.5);
    a.getState().setBulletArea('top-third');
    expect(a.getState().addBulletKeyword('  spoiler ')).toBe('added');
    // Another viewer on the same browser has their own (default) settings.
    a.getState().loadViewer('bullet-display:1:202');
    expect(a.getState().bullet).toEqual(DEFAULT_BULLET_DISPLAY);
    a.getState().setBulletOpacity(0.3);
    // A new page load of the first viewer gets theirs back.
    const b = createChatSettings(undefined, { storage });
    b.getState().loadViewer('bullet-display:1:101');
    expect(b.getState().bullet).toEqual({ opacity: 0.5, speed: 1.5, area: 'top-third', keywords: ['spoiler'] });
    b.getState().loadViewer('bullet-display:1:202');
    expect(b.getState().bullet.opacity).toBe(0.3);
  });

  it('clamps sliders to their range and step, refuses empty, duplicate and the 21st keyword', () => {
    const s = createChatSettings(undefined, { storage: memoryStore() }).getState;
    s().setBulletOpacity(0.04);
    expect(s().bullet.opacity).toBe(0.2);
    s().setBulletOpacity(0.66);
    expect(s().bullet.opacity).toBe(0.7);
    s().setBulletSpeed(9);
    expect(s().bullet.speed).toBe(2);
    s().setBulletSpeed(Number.NaN);
    expect(s().bullet.speed).toBe(1);
    expect(s().addBulletKeyword('   ')).toBe('empty');
    expect(s().addBulletKeyword('Goal')).toBe('added');
    expect(s().addBulletKeyword('gOAL')).toBe('duplicate');
    for (let i = 1; i < BULLET_KEYWORDS_MAX; i++) s().addBulletKeyword(`k${i}`);
    expect(s().addBulletKeyword('one too many')).toBe('full');
    expect(s().bullet.keywords).toHaveLength(BULLET_KEYWORDS_MAX);
    s().removeBulletKeyword('Goal');
    expect(s().bullet.keywords).not.toContain('Goal');
  });

  it('reads stored settings defensively, field by field', () => {
    expect(parseBulletDisplay('not json')).toEqual(DEFAULT_BULLET_DISPLAY);
    expect(parseBulletDisplay(null)).toEqual(DEFAULT_BULLET_DISPLAY);
    expect(parseBulletDisplay(JSON.stringify({ opacity: 7, speed: 'fast', area: 'sky', keywords: ['a', 3, 'A', 'b'] })))
      .toEqual({ opacity: 1, speed: 1, area: 'half', keywords: ['a', 'b'] });
    const d = { opacity: 0.4, speed: 0.75, area: 'full' as const, keywords: ['x'] };
    expect(parseBulletDisplay(serializeBulletDisplay(d))).toEqual(d);
  });

  it('keys storage by the data parameter\'s site and customer', () => {
    expect(bulletDisplayKey(encodeDataParam({ Token: 't', SiteId: 4283400, CustomerId: 1001 }))).toBe('bullet-display:4283400:1001');
    expect(bulletDisplayKey(encodeDataParam({ Token: 't', SiteId: 99 }))).toBe('bullet-display:99:guest');
    expect(bulletDisplayKey(null)).toBe('bullet-display:0:guest');
  });
});

describe('compileKeywordFilter', () => {
  it('matches any keyword, case-insensitively, with regex characters taken literally', () => {
    expect(compileKeywordFilter([])).toBeNull();
    const hides = compileKeywordFilter(['spoiler', 'a+b', '进球', '(x)'])!;
    expect(hides('No SPOILERS please')).toBe(true);
    expect(hides('a+b=c')).toBe(true);
    expect(hides('aab')).toBe(false);
    expect(hides('好一个进球！')).toBe(true);
    expect(hides('(x) marks')).toBe(true);
    expect(hides('x marks')).toBe(false);
    expect(hides('hello')).toBe(false);
  });
});
