import type { HostToWidget, HostToWidgetType } from '@sideline/protocol';
import type { HostBridge } from './bridge';

/** A bridge for tests: records what the widget sends and lets the test play the host's messages. */
export function recordingBridge(): HostBridge & {
  sent: { type: string; payload: unknown }[];
  emit<K extends HostToWidgetType>(type: K, payload: HostToWidget[K]): void;
} {
  const handlers = new Map<string, Set<(p: unknown) => void>>();
  const sent: { type: string; payload: unknown }[] = [];
  return {
    hostOrigin: 'http://host.test',
    connected: true,
    sent,
    send(type, payload) {
      sent.push({ type, payload });
      return true;
    },
    on(type, handler) {
      const set = handlers.get(type) ?? new Set();
      set.add(handler as (p: unknown) => void);
      handlers.set(type, set);
      return () => set.delete(handler as (p: unknown) => void);
    },
    emit(type, payload) {
      for (const h of handlers.get(type) ?? []) h(payload);
    },
  };
}
