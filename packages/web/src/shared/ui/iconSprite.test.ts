import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildSprite, ICONS } from './iconSprite';

const FILE = path.join(__dirname, 'icons.svg');

describe('the icon sprite', () => {
  it('is built from lucide for every icon the widget names (UPDATE_ICON_SPRITE=1 rewrites it)', () => {
    const built = buildSprite();
    if (process.env.UPDATE_ICON_SPRITE === '1') writeFileSync(FILE, built);
    expect(readFileSync(FILE, 'utf8')).toBe(built);
    for (const name of Object.keys(ICONS)) expect(built).toContain(`<symbol id="${name}" viewBox="0 0 24 24">`);
  });

  it('draws each symbol from the icon\'s own path data', () => {
    const sprite = buildSprite({ one: [['path', { d: 'M1 2h3' }], ['circle', { cx: 12, cy: 12, r: 2 }]] });
    expect(sprite).toContain('<symbol id="one" viewBox="0 0 24 24"><path d="M1 2h3"/><circle cx="12" cy="12" r="2"/></symbol>');
    expect(sprite).toContain('stroke="currentColor"');
  });
});
