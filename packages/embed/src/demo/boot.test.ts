// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { DEMO_HOST_BOOT_ID } from '@sideline/protocol';
import { readBoot } from './boot';

const user = { Key: 'member', Label: 'Member', SiteId: 4283400, CustomerId: 1, Vip: 0 };
const boot = {
  UserKey: 'member', UserLanguage: 'en',
  World: { Users: [user], Targets: [] },
  Login: { Token: 't', ExpiresAt: '2030-01-01T00:00:00Z', User: user },
  Guest: null,
};

function page(text: string): void {
  document.body.innerHTML = `<script type="application/json" id="${DEMO_HOST_BOOT_ID}">${text}</script><div id="app"></div>`;
}

describe('the boot block', () => {
  it('is read once and taken out of the document', () => {
    page(JSON.stringify(boot));
    expect(readBoot()).toEqual(boot);
    expect(document.getElementById(DEMO_HOST_BOOT_ID)).toBeNull();
    expect(readBoot()).toBeNull();
  });

  it('is no boot when missing, not JSON, or not the contract\'s shape', () => {
    document.body.innerHTML = '';
    expect(readBoot()).toBeNull();
    page('{not json');
    expect(readBoot()).toBeNull();
    page(JSON.stringify({ ...boot, World: { Users: 'x' } }));
    expect(readBoot()).toBeNull();
  });
});
