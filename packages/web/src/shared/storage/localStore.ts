/**
 * The one owner of `localStorage`. In a sandboxed or third-party iframe the storage may be
 * missing or throw on access; every call here degrades to "nothing stored" instead.
 */
export interface KeyValueStore {
  get(key: string): string | null;
  set(key: string, value: string): void;
  remove(key: string): void;
}

function storage(): Storage | null {
  try {
    return typeof window !== 'undefined' ? window.localStorage : null;
  } catch {
    return null;
  }
}

export const localStore: KeyValueStore = {
  get(key) {
    try {
      return storage()?.getItem(key) ?? null;
    } catch {
      return null;
    }
  },
  set(key, value) {
    try {
      storage()?.setItem(key, value);
    } catch {
      // storage full or blocked: the value is simply not kept
    }
  },
  remove(key) {
    try {
      storage()?.removeItem(key);
    } catch {
      // blocked: nothing to remove
    }
  },
};
