import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openStore } from '../../store/store';
import { featureMigrations } from '../index';
import type { Store } from '../../store/types';
import { claimSendSlot } from './store';

let store: Store;
beforeAll(async () => {
  store = await openStore(':memory:', { migrations: featureMigrations });
});
afterAll(async () => {
  await store.close();
});

describe('claimSendSlot (the chat cool-down)', () => {
  it('refuses a second send inside the cool-down and allows one after it', async () => {
    expect(await claimSendSlot(store.db, 1, 'g:a', 10_000, 3000)).toBe(true);
    expect(await claimSendSlot(store.db, 1, 'g:a', 12_000, 3000)).toBe(false);
    expect(await claimSendSlot(store.db, 1, 'g:a', 13_000, 3000)).toBe(true);
  });

  it('keeps each room and member apart', async () => {
    expect(await claimSendSlot(store.db, 2, 'g:a', 10_000, 3000)).toBe(true);
    expect(await claimSendSlot(store.db, 2, 'g:b', 10_001, 3000)).toBe(true);
    expect(await claimSendSlot(store.db, 3, 'g:a', 10_002, 3000)).toBe(true);
  });

  it('with no cool-down, a send whose clock reading is older than one already recorded passes', async () => {
    // Two concurrent sends: the later reading commits first; the earlier must not be refused.
    expect(await claimSendSlot(store.db, 4, 'g:a', 20_000, 0)).toBe(true);
    expect(await claimSendSlot(store.db, 4, 'g:a', 19_990, 0)).toBe(true);
  });
});
