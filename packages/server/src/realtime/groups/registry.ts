import type { Broker, Publication, StreamPosition } from '../broker/types';
import type { FrameSink } from '../types';
import { frameOf, invocationHead } from './frame';
import { RecentFrames } from './recent';

/** A connection whose unsent bytes pass this is closed as a slow consumer (1 MiB). */
export const DEFAULT_MAX_BUFFERED_BYTES = 1024 * 1024;
/** The Close error a slow consumer receives (it may reconnect and recover). */
export const SLOW_CONSUMER_ERROR = 'Slow consumer';
/** The Close error members receive when this node cannot fill a gap in the stream. */
export const STREAM_RESET_ERROR = 'Stream reset';
/** Frames kept per group for rejoins served from memory. */
export const DEFAULT_RECENT_FRAMES = 512;
const REPAIR_RETRY_MS = 500;
const JOIN_ATTEMPTS = 5;

export interface GroupRegistryOptions {
  broker: Broker;
  /** Close a member whose `bufferedAmount` passes this many bytes (default 1 MiB). */
  maxBufferedBytes?: number;
  /**
   * Which groups carry sequence numbers and history (default: all). Unsequenced groups get
   * plain invocations, delivered at most once, with no `{ Seq, Epoch, Group }` argument.
   */
  sequenced?: (group: string) => boolean;
  /** Frames of recent publications kept per group on this node (default 512). */
  recentFrames?: number;
  /**
   * How long a group that lost its last member stays subscribed, its recent frames current,
   * before it is released (default 0: at once). When a room's viewers drop together (a node's
   * network blip, a reconnect storm) they rejoin from this node's memory instead of each reading
   * the broker's history and having its frames built and encoded again (issue 21).
   */
  emptyLingerMs?: number;
  /** Broker failures and members that threw while being written to. */
  onError?: (error: Error) => void;
  /** Metrics hook: one publication written to `members` local members in `seconds`. */
  onFanout?: (members: number, seconds: number) => void;
  /** Metrics hook: this node published one message (before the broker). */
  onPublish?: () => void;
}

/** What a joining connection learns: where it stands, and whether it missed nothing. */
export interface JoinResult {
  /** The position the connection is at once the join resolved (pass it back on rejoin). */
  position: StreamPosition;
  /**
   * True when every publication after the client's `since` was sent to it before this
   * resolved (no gap, no duplicate). False on a first join (no `since`) or when history could
   * not serve it (epoch changed, too far behind, expired): the client reloads state over HTTP.
   */
  recovered: boolean;
}

/**
 * The node's group membership and fan-out (centrifuge "hub" + broker subscription per group).
 *
 * Contract:
 * - `publish` serialises the SignalR invocation once; every node receiving it from the broker
 *   frames it once and writes that same string to every local member, in offset order per
 *   group. Sequenced groups get `{ Seq, Epoch, Group }` as the last invocation argument.
 * - A node that sees an offset jump (pub/sub dropped something, e.g. a Redis reconnect) pauses
 *   the group, fills the gap from history and resumes; if history cannot fill it, local
 *   members are closed with `allowReconnect` so they rejoin and reload.
 * - `join` with a position sends exactly the missed publications before resolving.
 * - A member whose send buffer passes `maxBufferedBytes` is removed from all its groups and
 *   closed with 'Slow consumer' (reconnect allowed) instead of growing memory without end.
 */
export interface GroupRegistry {
  join(group: string, sink: FrameSink, since?: StreamPosition | null): Promise<JoinResult>;
  leave(group: string, sink: FrameSink): void;
  leaveAll(sink: FrameSink): void;
  publish(group: string, target: string, args: readonly unknown[]): Promise<Publication>;
  /** Local members of a group on this node. */
  memberCount(group: string): number;
  /** Groups this node holds (subscribed, with members or joining). */
  readonly groupCount: number;
  /** Groups a connection is in on this node. */
  groupsOf(sink: FrameSink): string[];
  close(): Promise<void>;
}

interface GroupState {
  name: string;
  groupJson: string;
  members: Set<FrameSink>;
  /** Members that already hold offsets beyond this node's delivery: sink → offset it has. */
  catchingUp: Map<FrameSink, number>;
  epoch: string;
  lastOffset: number;
  recent: RecentFrames;
  /** Non-null while the group is paused (subscribing or filling a gap): arrivals wait here. */
  paused: Publication[] | null;
  unsubscribe: (() => Promise<void>) | null;
  /** Serialises joins, repairs and release per group. */
  chain: Promise<unknown>;
  pendingJoins: number;
  released: boolean;
  /** The release waiting out `emptyLingerMs`, if any. */
  linger: ReturnType<typeof setTimeout> | null;
}

export function createGroupRegistry(options: GroupRegistryOptions): GroupRegistry {
  const { broker } = options;
  const maxBuffered = options.maxBufferedBytes ?? DEFAULT_MAX_BUFFERED_BYTES;
  const isSequenced = options.sequenced ?? (() => true);
  const recentSize = options.recentFrames ?? DEFAULT_RECENT_FRAMES;
  const lingerMs = options.emptyLingerMs ?? 0;
  const report = (error: unknown): void => {
    options.onError?.(error instanceof Error ? error : new Error(String(error)));
  };
  const groups = new Map<string, GroupState>();
  const sinkGroups = new Map<FrameSink, Set<string>>();
  const timers = new Set<ReturnType<typeof setTimeout>>();
  let closed = false;

  function stateOf(name: string): GroupState {
    let state = groups.get(name);
    if (!state) {
      state = {
        name,
        groupJson: JSON.stringify(name),
        members: new Set(),
        catchingUp: new Map(),
        epoch: '',
        lastOffset: 0,
        recent: new RecentFrames(recentSize),
        paused: null,
        unsubscribe: null,
        chain: Promise.resolve(),
        pendingJoins: 0,
        released: false,
        linger: null,
      };
      groups.set(name, state);
    }
    return state;
  }

  function run<T>(state: GroupState, task: () => Promise<T>): Promise<T> {
    const result = state.chain.then(task);
    state.chain = result.catch(() => undefined);
    return result;
  }

  // ---- delivery ----

  function fanout(state: GroupState, frame: string): void {
    const started = options.onFanout ? performance.now() : 0;
    for (const sink of state.members) {
      try {
        sink.sendFrame(frame);
      } catch (error) {
        report(error);
        drop(sink);
        continue;
      }
      if (sink.bufferedAmount > maxBuffered) dropSlow(sink);
    }
    options.onFanout?.(state.members.size, (performance.now() - started) / 1000);
  }

  function advance(state: GroupState, publication: Publication): void {
    const frame = frameOf(publication, state.groupJson);
    fanout(state, frame);
    state.lastOffset = publication.offset;
    state.recent.push(publication.offset, frame);
    if (state.catchingUp.size > 0) {
      for (const [sink, has] of state.catchingUp) {
        if (has <= state.lastOffset) {
          state.catchingUp.delete(sink);
          state.members.add(sink);
        }
      }
    }
  }

  function accept(state: GroupState, publication: Publication): void {
    if (publication.offset === 0) {
      fanout(state, frameOf(publication, state.groupJson));
    } else if (publication.epoch === state.epoch && publication.offset === state.lastOffset + 1) {
      advance(state, publication);
    } else if (publication.epoch === state.epoch && publication.offset <= state.lastOffset) {
      // Already delivered (e.g. read from history during a repair).
    } else {
      state.paused = [publication];
      scheduleRepair(state);
    }
  }

  function onPublication(state: GroupState, publication: Publication): void {
    if (state.released) return;
    if (state.paused) state.paused.push(publication);
    else accept(state, publication);
  }

  function drain(state: GroupState): void {
    const buffered = state.paused ?? [];
    state.paused = null;
    for (const publication of buffered) {
      if (state.paused) (state.paused as Publication[]).push(publication);
      else accept(state, publication);
    }
  }

  function scheduleRepair(state: GroupState): void {
    void run(state, () => repair(state)).catch((error: unknown) => {
      report(error);
      if (closed || state.released) return;
      const timer = setTimeout(() => {
        timers.delete(timer);
        if (!closed && !state.released) scheduleRepair(state);
      }, REPAIR_RETRY_MS);
      timers.add(timer);
    });
  }

  /** Fills the gap after `lastOffset` from history, or resets local members when it cannot. */
  async function repair(state: GroupState): Promise<void> {
    if (state.released) return;
    const result = await broker.history(state.name, { offset: state.lastOffset, epoch: state.epoch });
    if (result.recovered) {
      for (const publication of result.publications) {
        if (publication.offset > state.lastOffset) advance(state, publication);
      }
    } else {
      for (const sink of [...state.members, ...state.catchingUp.keys()]) {
        removeFrom(state, sink);
        sink.close(STREAM_RESET_ERROR, true);
      }
      state.epoch = result.position.epoch;
      state.lastOffset = result.position.offset;
      state.recent.clear();
    }
    drain(state);
  }

  function onResubscribe(state: GroupState): void {
    if (state.released || state.paused) return;
    state.paused = [];
    scheduleRepair(state);
  }

  async function ensureSubscribed(state: GroupState): Promise<void> {
    if (state.unsubscribe) return;
    state.paused = [];
    try {
      state.unsubscribe = await broker.subscribe(
        state.name,
        (publication) => onPublication(state, publication),
        () => onResubscribe(state),
      );
      const position = await broker.position(state.name);
      state.epoch = position.epoch;
      state.lastOffset = position.offset;
      state.recent.clear();
    } catch (error) {
      state.paused = null;
      const unsubscribe = state.unsubscribe;
      state.unsubscribe = null;
      if (unsubscribe) await unsubscribe().catch(report);
      throw error;
    }
    drain(state);
  }

  // ---- membership ----

  function index(sink: FrameSink, group: string): void {
    let set = sinkGroups.get(sink);
    if (!set) {
      set = new Set();
      sinkGroups.set(sink, set);
    }
    set.add(group);
  }

  function addMember(state: GroupState, sink: FrameSink): void {
    state.members.add(sink);
    index(sink, state.name);
  }

  function removeFrom(state: GroupState, sink: FrameSink): void {
    state.members.delete(sink);
    state.catchingUp.delete(sink);
    const set = sinkGroups.get(sink);
    if (set) {
      set.delete(state.name);
      if (set.size === 0) sinkGroups.delete(sink);
    }
    maybeRelease(state);
  }

  const inUse = (state: GroupState) => state.members.size > 0 || state.catchingUp.size > 0 || state.pendingJoins > 0;

  function stopLinger(state: GroupState): void {
    if (state.linger === null) return;
    clearTimeout(state.linger);
    timers.delete(state.linger);
    state.linger = null;
  }

  function maybeRelease(state: GroupState): void {
    if (inUse(state) || state.released) return;
    if (lingerMs > 0 && !closed) {
      if (state.linger !== null) return;
      const timer = setTimeout(() => {
        timers.delete(timer);
        state.linger = null;
        releaseNow(state);
      }, lingerMs);
      timer.unref?.();
      timers.add(timer);
      state.linger = timer;
      return;
    }
    releaseNow(state);
  }

  function releaseNow(state: GroupState): void {
    if (inUse(state) || state.released) return;
    void run(state, async () => {
      if (inUse(state) || state.released) return;
      state.released = true;
      if (groups.get(state.name) === state) groups.delete(state.name);
      const unsubscribe = state.unsubscribe;
      state.unsubscribe = null;
      if (unsubscribe) await unsubscribe();
    }).catch(report);
  }

  function drop(sink: FrameSink): void {
    const names = sinkGroups.get(sink);
    if (!names) return;
    for (const name of [...names]) {
      const state = groups.get(name);
      if (state) removeFrom(state, sink);
    }
    sinkGroups.delete(sink);
  }

  function dropSlow(sink: FrameSink): void {
    drop(sink);
    try {
      sink.close(SLOW_CONSUMER_ERROR, true);
    } catch (error) {
      report(error);
    }
  }

  /** Sends the missed frames, then makes the sink a member (no await in between). */
  function admit(state: GroupState, sink: FrameSink, frames: string[]): JoinResult {
    const position = { offset: state.lastOffset, epoch: state.epoch };
    for (const frame of frames) sink.sendFrame(frame);
    addMember(state, sink);
    if (sink.bufferedAmount > maxBuffered) {
      dropSlow(sink);
      return { position, recovered: false };
    }
    return { position, recovered: true };
  }

  /** The join steps, run inside the group's chain. */
  async function joinInChain(state: GroupState, sink: FrameSink, since: StreamPosition | null): Promise<JoinResult> {
    await ensureSubscribed(state);
    state.members.delete(sink);
    state.catchingUp.delete(sink);
    const here = (): StreamPosition => ({ offset: state.lastOffset, epoch: state.epoch });
    const plain = (): JoinResult => {
      addMember(state, sink);
      return { position: here(), recovered: false };
    };
    for (let attempt = 0; attempt < JOIN_ATTEMPTS; attempt++) {
      const epoch = state.epoch;
      if (!since || since.epoch !== epoch || !Number.isInteger(since.offset) || since.offset < 0) return plain();
      if (since.offset === state.lastOffset) {
        addMember(state, sink);
        return { position: here(), recovered: true };
      }
      if (since.offset > state.lastOffset) {
        // The client is ahead of this node's delivery (it came from a faster node): hold it
        // back until local delivery reaches what it has, if that position really exists.
        const top = await broker.position(state.name);
        if (top.epoch !== state.epoch || since.offset > top.offset) return plain();
        if (since.offset <= state.lastOffset) continue;
        state.catchingUp.set(sink, since.offset);
        index(sink, state.name);
        return { position: { offset: since.offset, epoch }, recovered: true };
      }
      if (state.recent.covers(since.offset, state.lastOffset)) {
        // Served from this node's memory, no broker round trip.
        return admit(state, sink, state.recent.slice(since.offset, state.lastOffset));
      }
      const history = await broker.history(state.name, since);
      if (!history.recovered) return plain();
      if (state.epoch !== epoch) continue;
      const upTo = state.lastOffset;
      const top = history.position.offset;
      // Local delivery may be ahead of the history read: the tail comes from the ring.
      if (top < upTo && !state.recent.covers(top, upTo)) continue;
      const frames: string[] = [];
      for (const publication of history.publications) {
        if (publication.offset > upTo) break;
        frames.push(frameOf(publication, state.groupJson));
      }
      if (top < upTo) frames.push(...state.recent.slice(top, upTo));
      return admit(state, sink, frames);
    }
    return plain();
  }

  return {
    async join(group: string, sink: FrameSink, since: StreamPosition | null = null): Promise<JoinResult> {
      if (closed) throw new Error('Group registry is closed');
      const state = stateOf(group);
      stopLinger(state);
      state.pendingJoins += 1;
      try {
        return await run(state, () => joinInChain(state, sink, since));
      } finally {
        state.pendingJoins -= 1;
        maybeRelease(state);
      }
    },

    leave(group: string, sink: FrameSink): void {
      const state = groups.get(group);
      if (state) removeFrom(state, sink);
    },

    leaveAll(sink: FrameSink): void {
      drop(sink);
    },

    publish(group: string, target: string, args: readonly unknown[]): Promise<Publication> {
      if (closed) return Promise.reject(new Error('Group registry is closed'));
      options.onPublish?.();
      let data: string;
      try {
        data = invocationHead(target, args);
      } catch (error) {
        return Promise.reject(error);
      }
      return broker.publish(group, data, { history: isSequenced(group) });
    },

    memberCount(group: string): number {
      const state = groups.get(group);
      return state ? state.members.size + state.catchingUp.size : 0;
    },

    get groupCount() {
      return groups.size;
    },

    groupsOf(sink: FrameSink): string[] {
      return [...(sinkGroups.get(sink) ?? [])];
    },

    async close(): Promise<void> {
      closed = true;
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      const states = [...groups.values()];
      groups.clear();
      sinkGroups.clear();
      await Promise.allSettled(
        states.map(async (state) => {
          state.released = true;
          const unsubscribe = state.unsubscribe;
          state.unsubscribe = null;
          if (unsubscribe) await unsubscribe();
        }),
      );
    },
  };
}
