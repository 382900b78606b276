/**
 * The one owner of the demo page's localStorage: the chosen user, language and target
 * survive a reload. Corrupt or foreign values are ignored, never thrown.
 */
import { isLanguage, type Language } from '@sideline/protocol';

export interface Saved {
  userKey: string;
  language: Language;
  /** `<Kind>:<MatchId>`. */
  targetKey: string | null;
}

export const STORAGE_KEY = 'sideline-demo-host:v1';
export const DEFAULT_SAVED: Saved = { userKey: 'anonymous', language: 'en', targetKey: null };

export function loadSaved(storage: Pick<Storage, 'getItem'> | null = safeStorage()): Saved {
  try {
    const raw: unknown = JSON.parse(storage?.getItem(STORAGE_KEY) ?? 'null');
    if (typeof raw !== 'object' || raw === null) return { ...DEFAULT_SAVED };
    const r = raw as Record<string, unknown>;
    return {
      userKey: typeof r.userKey === 'string' && r.userKey ? r.userKey : DEFAULT_SAVED.userKey,
      language: isLanguage(r.language) ? r.language : DEFAULT_SAVED.language,
      targetKey: typeof r.targetKey === 'string' && /^(match|programme|broadcast):\d+$/.test(r.targetKey) ? r.targetKey : null,
    };
  } catch {
    return { ...DEFAULT_SAVED };
  }
}

export function save(saved: Saved, storage: Pick<Storage, 'setItem'> | null = safeStorage()): void {
  try {
    storage?.setItem(STORAGE_KEY, JSON.stringify(saved));
  } catch {
    // Private mode or a full quota: persistence is a convenience, the page works without it.
  }
}

function safeStorage(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}
