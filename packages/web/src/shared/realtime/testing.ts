import type { Clock, TimerHandle } from '../clock';
import type { ConnectionFactory, ConnectionRequest, HubConnectionLike } from './connection';

/** A manual clock: timers fire only when `advance` passes their time. */
export class FakeClock implements Clock {
  private time = 0;
  private timers = new Map<number, { at: number; every: number | null; callback: () => void }>();
  private nextId = 1;

  setTimeout(callback: () => void, ms: number): TimerHandle {
    const id = this.nextId++;
    this.timers.set(id, { at: this.time + ms, every: null, callback });
    return id;
  }
  clearTimeout(handle: TimerHandle): void {
    this.timers.delete(handle as number);
  }
  setInterval(callback: () => void, ms: number): TimerHandle {
    const id = this.nextId++;
    this.timers.set(id, { at: this.time + ms, every: ms, callback });
    return id;
  }
  clearInterval(handle: TimerHandle): void {
    this.timers.delete(handle as number);
  }
  now(): number {
    return this.time;
  }
  pending(): number {
    return this.timers.size;
  }
  /** Moves time forward, firing due timers in time order (awaiting microtasks between them). */
  async advance(ms: number): Promise<void> {
    const end = this.time + ms;
    for (;;) {
      let due: [number, { at: number; every: number | null; callback: () => void }] | null = null;
      for (const entry of this.timers) if (entry[1].at <= end && (!due || entry[1].at < due[1].at)) due = entry;
      if (!due) break;
      const [id, timer] = due;
      this.time = timer.at;
      if (timer.every === null) this.timers.delete(id);
      else timer.at += timer.every;
      timer.callback();
      await flush();
    }
    this.time = end;
    await flush();
  }
}

/** Lets pending promise callbacks run. */
export async function flush(): Promise<void> {
  for (let i = 0; i < 10; i++) await Promise.resolve();
}

type Outcome = 'ok' | Error;

/** A scripted stand-in for @microsoft/signalr's HubConnection. */
export class FakeConnection implements HubConnectionLike {
  state = 'Disconnected';
  connectionId: string | null = null;
  starts = 0;
  stops = 0;
  readonly invocations: Array<{ method: string; args: unknown[] }> = [];
  /** Outcomes of the next start() calls; 'ok' when empty. */
  readonly startOutcomes: Outcome[] = [];
  results: Record<string, (args: unknown[]) => unknown> = {};
  private handlers = new Map<string, Set<(...args: unknown[]) => void>>();
  private closeCallbacks: Array<(error?: Error) => void> = [];
  private reconnectingCallbacks: Array<(error?: Error) => void> = [];
  private reconnectedCallbacks: Array<(id?: string) => void> = [];

  constructor(readonly request: ConnectionRequest, readonly index: number) {}

  async start(): Promise<void> {
    this.starts++;
    this.state = 'Connecting';
    await Promise.resolve();
    const outcome = this.startOutcomes.shift() ?? 'ok';
    if (outcome !== 'ok') {
      this.state = 'Disconnected';
      throw outcome;
    }
    this.state = 'Connected';
    this.connectionId = `c${this.index}-${this.starts}`;
  }
  async stop(): Promise<void> {
    this.stops++;
    this.state = 'Disconnected';
    for (const callback of this.closeCallbacks) callback();
  }
  async invoke<T>(method: string, ...args: unknown[]): Promise<T> {
    this.invocations.push({ method, args });
    const result = this.results[method];
    return (result ? result(args) : undefined) as T;
  }
  on(event: string, handler: (...args: unknown[]) => void): void {
    let set = this.handlers.get(event);
    if (!set) this.handlers.set(event, (set = new Set()));
    set.add(handler);
  }
  off(event: string, handler: (...args: unknown[]) => void): void {
    this.handlers.get(event)?.delete(handler);
  }
  onclose(callback: (error?: Error) => void): void {
    this.closeCallbacks.push(callback);
  }
  onreconnecting(callback: (error?: Error) => void): void {
    this.reconnectingCallbacks.push(callback);
  }
  onreconnected(callback: (id?: string) => void): void {
    this.reconnectedCallbacks.push(callback);
  }

  // ---- driving the fake ----
  emit(event: string, ...args: unknown[]): void {
    for (const handler of this.handlers.get(event) ?? []) handler(...args);
  }
  drop(error = new Error('socket closed')): void {
    this.state = 'Reconnecting';
    for (const callback of this.reconnectingCallbacks) callback(error);
  }
  reconnect(): void {
    this.state = 'Connected';
    this.connectionId = `c${this.index}-re`;
    for (const callback of this.reconnectedCallbacks) callback(this.connectionId);
  }
  close(error?: Error): void {
    this.state = 'Disconnected';
    for (const callback of this.closeCallbacks) callback(error);
  }
}

/** A connection factory that records every connection it builds. */
export function fakeFactory(setup?: (connection: FakeConnection) => void): { factory: ConnectionFactory; built: FakeConnection[] } {
  const built: FakeConnection[] = [];
  const factory: ConnectionFactory = (request) => {
    const connection = new FakeConnection(request, built.length);
    setup?.(connection);
    built.push(connection);
    return connection;
  };
  return { factory, built };
}
