import { ALERT_DURATION_MS } from '@sideline/protocol';
import type { Clock } from '../../../shared/realtime';

/** Alert colours (section 8: info, success, error; red by default). */
export type AlertTone = 'info' | 'success' | 'error';
/** The three icons of the alert banner. */
export type AlertIcon = 'notice' | 'done' | 'close';

/** What a feature asks to show. `key` is a translation key; `detail` is appended (e.g. '(C002)'). */
export interface AlertInput {
  key: string;
  vars?: Record<string, string | number>;
  detail?: string | null;
  tone?: AlertTone;
  icon?: AlertIcon;
  /** Default 3 s. */
  durationMs?: number;
}

export interface Alert extends Required<Omit<AlertInput, 'vars' | 'detail'>> {
  id: number;
  vars: Record<string, string | number>;
  detail: string | null;
}

export interface AlertsSnapshot {
  /** The alert banner (one at a time: a new alert replaces the current one). */
  current: Alert | null;
}

/**
 * The chatroom alert banner as a framework-free object: `show` replaces the current alert and
 * dismisses it after its duration (3 s by default; red by default). React reads it with
 * useSyncExternalStore (see AlertsProvider).
 */
export interface Alerts {
  show(input: AlertInput): void;
  dismiss(): void;
  subscribe(listener: () => void): () => void;
  getSnapshot(): AlertsSnapshot;
}

export function createAlerts(clock: Pick<Clock, 'setTimeout' | 'clearTimeout'>): Alerts {
  let snapshot: AlertsSnapshot = { current: null };
  let timer: unknown = null;
  let nextId = 1;
  const listeners = new Set<() => void>();
  const set = (next: AlertsSnapshot) => {
    snapshot = next;
    for (const l of listeners) l();
  };
  const clear = () => {
    if (timer !== null) clock.clearTimeout(timer);
    timer = null;
  };
  return {
    show(input) {
      clear();
      const tone = input.tone ?? 'error';
      const alert: Alert = {
        id: nextId++,
        key: input.key,
        vars: input.vars ?? {},
        detail: input.detail ?? null,
        tone,
        icon: input.icon ?? (tone === 'success' ? 'done' : tone === 'info' ? 'notice' : 'close'),
        durationMs: input.durationMs ?? ALERT_DURATION_MS,
      };
      set({ current: alert });
      timer = clock.setTimeout(() => {
        timer = null;
        if (snapshot.current?.id === alert.id) set({ current: null });
      }, alert.durationMs);
    },
    dismiss() {
      clear();
      if (snapshot.current) set({ current: null });
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: () => snapshot,
  };
}
