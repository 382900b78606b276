import { HubConnectionBuilder, HubConnectionState, LogLevel } from '@microsoft/signalr';
import type { HubConnection } from '@microsoft/signalr';
import { STAFF_HUB_PATH, staffHubEvents, staffHubMethods } from '@sideline/protocol';
import type { z } from 'zod';

type Events = typeof staffHubEvents;
type Methods = typeof staffHubMethods;
export type StaffEventName = keyof Events;
export type StaffEventArgs<E extends StaffEventName> = z.output<Events[E]['args']>;

/**
 * The staff hub (STAFF_HUB_PATH), the official SignalR client over the same JSON protocol as
 * the viewer hubs; the session cookie authenticates it. One connection for the app, started on
 * first use, reconnecting by itself; every event is checked against the contract before use.
 */
export interface StaffHub {
  on<E extends StaffEventName>(event: E, handler: (...args: StaffEventArgs<E>) => void): () => void;
  invoke<M extends keyof Methods>(method: M, ...args: z.input<Methods[M]['args']>): Promise<z.output<Methods[M]['result']>>;
  /** Called after every reconnect (watches are per connection: re-join them). */
  onReconnected(handler: () => void): () => unknown;
}

export function createStaffHub(connection: HubConnection = new HubConnectionBuilder()
  .withUrl(STAFF_HUB_PATH)
  .withAutomaticReconnect([0, 1000, 2000, 5000, 10000, 10000])
  .configureLogging(LogLevel.Warning)
  .build()): StaffHub {
  let starting: Promise<void> | null = null;
  const reconnected = new Set<() => void>();
  connection.onreconnected(() => reconnected.forEach((h) => h()));
  const ready = () => {
    if (connection.state === HubConnectionState.Connected) return Promise.resolve();
    if (!starting || connection.state === HubConnectionState.Disconnected) {
      starting = connection.start().catch((e: unknown) => {
        starting = null;
        throw e;
      });
    }
    return starting;
  };
  return {
    on(event, handler) {
      const schema = staffHubEvents[event].args;
      // The hub may append transport arguments (a sequence position) after the declared ones.
      const declared = schema.def.items.length;
      const listener = (...raw: unknown[]) => {
        const parsed = schema.safeParse(raw.slice(0, declared));
        if (parsed.success) (handler as (...a: unknown[]) => void)(...(parsed.data as unknown[]));
        else console.warn(`staff hub: ${event} does not match the contract`, parsed.error.message);
      };
      connection.on(event, listener);
      return () => connection.off(event, listener);
    },
    async invoke(method, ...args) {
      await ready();
      const result: unknown = await connection.invoke(method, ...args);
      return staffHubMethods[method].result.parse(result) as never;
    },
    onReconnected(handler) {
      reconnected.add(handler);
      return () => reconnected.delete(handler);
    },
  };
}

let shared: StaffHub | null = null;
/** The app's one staff hub connection. */
export function staffHub(): StaffHub {
  shared ??= createStaffHub();
  return shared;
}
