import { localStore } from '../../../shared/storage/localStore';
import type { KeyValueStore } from '../../../shared/storage/localStore';

const KEY = 'fast-market-seen';
const KEEP = 50;

/**
 * The fast-market rounds (market ids) this browser already showed by itself, kept across
 * reloads: the modal does not open by itself again for a round the viewer saw or dismissed.
 */
export function createSeenRounds(store: KeyValueStore = localStore) {
  const read = (): number[] => {
    try {
      const v: unknown = JSON.parse(store.get(KEY) ?? '[]');
      return Array.isArray(v) ? v.filter((x): x is number => typeof x === 'number') : [];
    } catch {
      return [];
    }
  };
  return {
    has: (marketId: number) => read().includes(marketId),
    add(marketId: number) {
      const ids = read();
      if (ids.includes(marketId)) return;
      store.set(KEY, JSON.stringify([...ids, marketId].slice(-KEEP)));
    },
  };
}

export const seenRounds = createSeenRounds();
