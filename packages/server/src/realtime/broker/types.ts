import { randomBytes } from 'node:crypto';

/**
 * The fan-out seam between hub nodes (centrifuge-style). One node: `memory`. Many nodes:
 * `redis` (pub/sub for delivery, Redis keys for offsets and bounded history).
 *
 * Contract (the shared test suite `broker.contract.ts` checks every implementation):
 * - `publish` assigns the channel's next offset (1, 2, 3, … per channel and epoch, strictly
 *   increasing, shared by all nodes) atomically with storing it in history and handing it to
 *   delivery, so every subscriber on every node receives a channel's publications in offset
 *   order. Delivery itself is at-most-once (Redis pub/sub drops what a disconnected
 *   subscriber misses), so recovery comes from `history`; a subscriber that sees an offset
 *   jump knows it missed something and asks `history`.
 * - The offset travels beside the payload, not inside it: the payload is serialised once by
 *   the publisher and each receiving node frames it with its offset once (see groups/frame.ts).
 * - A publication is applied once per `id`: a repeat of a recent id (a transport resending a
 *   command whose answer it lost) answers the first one's position and delivers nothing.
 * - Ephemeral publications (`history: false`) take no offset (offset 0, epoch ''), are not
 *   stored and may not be recovered; they are still delivered in publish order per node.
 * - `history` returns the publications after `since.offset` in order, when the broker still
 *   holds all of them and the epoch matches; otherwise `recovered: false` and the caller
 *   refetches state from storage. `since: null` reads only the position (`recovered: false`).
 * - An epoch changes when history is lost (e.g. Redis restarted empty): offsets restart and
 *   clients holding an old epoch cannot be served from history.
 * - `subscribe` resolves once the subscription is active; its returned function unsubscribes.
 *   `onResubscribe` runs after the transport came back from an outage (publications may have
 *   been missed meanwhile: the caller checks its position against `history`).
 * - Failures of the underlying transport are reported through `onError`, never thrown into
 *   a caller that did not ask (an adapter without an error listener must not crash the process).
 */
export interface Publication {
  channel: string;
  /** 1, 2, 3, … per channel and epoch; 0 for an ephemeral publication. */
  offset: number;
  epoch: string;
  /** The opaque payload, serialised once by the publisher. */
  data: string;
}

export interface StreamPosition {
  offset: number;
  epoch: string;
}

export interface HistoryResult {
  recovered: boolean;
  publications: Publication[];
  /** The current top position of the channel. */
  position: StreamPosition;
}

export interface PublishOptions {
  /** Give the publication an offset and keep it in the bounded history (default true). */
  history?: boolean;
  /**
   * The publication's identity (default: a fresh one per `publish` call). A publication that
   * reaches the backend again with an id the channel took recently — a command resent by the
   * transport after a reconnect or a failover — takes no new offset and is not delivered
   * again; it answers the first one's position. Ephemeral publications ignore it.
   */
  id?: string;
}

export type PublicationHandler = (publication: Publication) => void;

export interface Broker {
  publish(channel: string, data: string, options?: PublishOptions): Promise<Publication>;
  subscribe(channel: string, onPublication: PublicationHandler, onResubscribe?: () => void): Promise<() => Promise<void>>;
  history(channel: string, since: StreamPosition | null): Promise<HistoryResult>;
  /** Current top position without reading history (creates the epoch when missing). */
  position(channel: string): Promise<StreamPosition>;
  onError(listener: (error: Error) => void): void;
  close(): Promise<void>;
}

/** Bounds shared by the implementations. */
export interface HistoryOptions {
  /** Publications kept per channel (default 1000). 0 keeps none. */
  historySize?: number;
  /** History expires this long after the channel's last publication (default 300 s). */
  historyTtlSeconds?: number;
}

export const DEFAULT_HISTORY_SIZE = 1000;
/** How many recent publication ids a channel remembers to recognise a repeat. */
export const RECENT_PUBLICATION_IDS = 64;
export const DEFAULT_HISTORY_TTL_SECONDS = 300;

/** A fresh publication id (hex). */
export function newPublicationId(): string {
  return randomBytes(8).toString('hex');
}

/** A short random epoch (hex, never contains ':'). */
export function newEpoch(): string {
  return randomBytes(6).toString('hex');
}
