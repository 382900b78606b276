import {
  DEFAULT_HISTORY_SIZE,
  DEFAULT_HISTORY_TTL_SECONDS,
  RECENT_PUBLICATION_IDS,
  newEpoch,
  type Broker,
  type HistoryOptions,
  type HistoryResult,
  type Publication,
  type PublicationHandler,
  type PublishOptions,
  type StreamPosition,
} from './types';
import type { HistoryPersistence } from './persisted';

export interface MemoryBrokerOptions extends HistoryOptions {
  /** Clock for history expiry (injectable for tests). */
  now?: () => number;
  /**
   * Keeps positions and history across restarts (the embedded default: a SQLite file). Without
   * it, the epoch is born with the process and a restart answers `recovered: false`.
   */
  persistence?: HistoryPersistence;
}

interface Channel {
  epoch: string;
  offset: number;
  /** Oldest first; bounded by historySize. */
  history: Publication[];
  /** When the history expires (last publication + TTL). */
  expiresAt: number;
  handlers: Set<Handlers>;
  /** Recent publication ids → their offsets, oldest first (a repeat is answered, not applied). */
  recentIds: Map<string, number>;
}

interface Handlers {
  onPublication: PublicationHandler;
}

/**
 * The one-node broker: offsets, epoch and bounded history live in this process, delivery is
 * a synchronous call to every subscriber in publish order. With `persistence` the positions and
 * the retained history outlive the process (same epochs after a restart, so rejoining clients
 * recover); without it the epoch is born with the process and clients refetch after a restart.
 */
export function createMemoryBroker(options: MemoryBrokerOptions = {}): Broker {
  const historySize = options.historySize ?? DEFAULT_HISTORY_SIZE;
  const ttlMs = (options.historyTtlSeconds ?? DEFAULT_HISTORY_TTL_SECONDS) * 1000;
  const now = options.now ?? Date.now;
  const persistence = options.persistence;
  const channels = new Map<string, Channel>();
  let closed = false;
  const errorListeners = new Set<(error: Error) => void>();
  function report(error: unknown): void {
    const err = error instanceof Error ? error : new Error(String(error));
    for (const listener of errorListeners) listener(err);
  }
  /** A failing disk costs recovery after a restart, never delivery: reported, not thrown. */
  function persist(write: (store: HistoryPersistence) => void): void {
    if (!persistence) return;
    try {
      write(persistence);
    } catch (error) {
      report(error);
    }
  }
  for (const saved of persistence?.load(now()) ?? []) {
    const history = saved.history.slice(-historySize || saved.history.length);
    channels.set(saved.channel, { epoch: saved.epoch, offset: saved.offset, history: historySize > 0 ? history : [], expiresAt: saved.expiresAt, handlers: new Set(), recentIds: new Map() });
  }

  function channelOf(name: string): Channel {
    let channel = channels.get(name);
    if (!channel) {
      channel = { epoch: newEpoch(), offset: 0, history: [], expiresAt: 0, handlers: new Set(), recentIds: new Map() };
      channels.set(name, channel);
      const created = channel;
      persist((store) => store.saveChannel(name, created.epoch, 0, 0));
    }
    if (channel.history.length > 0 && now() >= channel.expiresAt) channel.history = [];
    return channel;
  }

  // Delivery runs from one queue so a subscriber that publishes while handling a publication
  // cannot make other subscribers see the channel out of order.
  const queue: Array<[Channel, Publication]> = [];
  let delivering = false;
  function deliver(channel: Channel, publication: Publication): void {
    queue.push([channel, publication]);
    if (delivering) return;
    delivering = true;
    try {
      for (let i = 0; i < queue.length; i++) {
        const [target, item] = queue[i];
        for (const handler of target.handlers) {
          try {
            handler.onPublication(item);
          } catch (error) {
            report(error);
          }
        }
      }
    } finally {
      queue.length = 0;
      delivering = false;
    }
  }

  function assertOpen(): void {
    if (closed) throw new Error('Broker is closed');
  }

  return {
    async publish(name: string, data: string, publishOptions?: PublishOptions): Promise<Publication> {
      assertOpen();
      const channel = channelOf(name);
      let publication: Publication;
      if (publishOptions?.history === false) {
        publication = { channel: name, offset: 0, epoch: '', data };
      } else {
        const repeated = publishOptions?.id === undefined ? undefined : channel.recentIds.get(publishOptions.id);
        if (repeated !== undefined) return { channel: name, offset: repeated, epoch: channel.epoch, data };
        channel.offset += 1;
        if (publishOptions?.id !== undefined) {
          channel.recentIds.set(publishOptions.id, channel.offset);
          if (channel.recentIds.size > RECENT_PUBLICATION_IDS) channel.recentIds.delete(channel.recentIds.keys().next().value!);
        }
        publication = { channel: name, offset: channel.offset, epoch: channel.epoch, data };
        if (historySize > 0) {
          channel.history.push(publication);
          if (channel.history.length > historySize) channel.history.splice(0, channel.history.length - historySize);
          channel.expiresAt = now() + ttlMs;
          const keepFrom = channel.history[0]!.offset;
          const expiresAt = channel.expiresAt;
          persist((store) => store.append(publication, expiresAt, keepFrom));
        } else {
          const position = channel;
          persist((store) => store.saveChannel(name, position.epoch, position.offset, 0));
        }
      }
      deliver(channel, publication);
      return publication;
    },

    async subscribe(name: string, onPublication: PublicationHandler): Promise<() => Promise<void>> {
      assertOpen();
      const handler: Handlers = { onPublication };
      channelOf(name).handlers.add(handler);
      return async () => {
        channels.get(name)?.handlers.delete(handler);
      };
    },

    async history(name: string, since: StreamPosition | null): Promise<HistoryResult> {
      assertOpen();
      const channel = channelOf(name);
      const position = { offset: channel.offset, epoch: channel.epoch };
      const miss: HistoryResult = { recovered: false, publications: [], position };
      if (!since || since.epoch !== channel.epoch || since.offset > channel.offset || since.offset < 0) return miss;
      if (since.offset === channel.offset) return { recovered: true, publications: [], position };
      const oldest = channel.history[0]?.offset ?? Number.POSITIVE_INFINITY;
      if (oldest > since.offset + 1) return miss;
      const publications = channel.history.slice(since.offset + 1 - oldest);
      return { recovered: true, publications, position };
    },

    async position(name: string): Promise<StreamPosition> {
      assertOpen();
      const channel = channelOf(name);
      return { offset: channel.offset, epoch: channel.epoch };
    },

    /** Only a subscriber that throws is reported: nothing else in memory fails. */
    onError(listener: (error: Error) => void): void {
      errorListeners.add(listener);
    },

    async close(): Promise<void> {
      closed = true;
      channels.clear();
      persist((store) => store.close());
    },
  };
}
