import type { StreamPositionPayload } from '@sideline/protocol';

/** The `{ Seq, Epoch, Group }` last argument of a sequenced group event. */
export interface EventMeta {
  Seq: number;
  Epoch: string;
  Group: string;
}

/** True when `value` is the position metadata the server appends to group events. */
export function isEventMeta(value: unknown): value is EventMeta {
  if (typeof value !== 'object' || value === null) return false;
  const meta = value as Record<string, unknown>;
  return typeof meta.Seq === 'number' && typeof meta.Epoch === 'string' && typeof meta.Group === 'string';
}

/**
 * The client's position per group. `accept` drops an event whose Seq is at or below the last
 * seen in the same epoch (a duplicate after a replay); a new epoch starts over.
 */
export class SequenceTracker {
  private readonly positions = new Map<string, StreamPositionPayload>();

  accept(meta: EventMeta): boolean {
    const current = this.positions.get(meta.Group);
    if (current && current.Epoch === meta.Epoch && meta.Seq <= current.Seq) return false;
    this.positions.set(meta.Group, { Seq: meta.Seq, Epoch: meta.Epoch });
    return true;
  }

  get(group: string): StreamPositionPayload | null {
    return this.positions.get(group) ?? null;
  }

  /** The position the server reported on join (it replayed everything up to it). */
  set(group: string, position: StreamPositionPayload): void {
    this.positions.set(group, { Seq: position.Seq, Epoch: position.Epoch });
  }

  forget(group: string): void {
    this.positions.delete(group);
  }
}
