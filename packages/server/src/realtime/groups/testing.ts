import type { StreamPosition } from '../broker/types';
import type { FrameSink } from '../types';
import { RECORD_SEPARATOR } from './frame';

/** A parsed invocation frame as a client would see it. */
export interface ReceivedInvocation {
  target: string;
  arguments: unknown[];
  seq: number | null;
  epoch: string | null;
}

let sinkCounter = 0;

/**
 * An in-memory FrameSink for tests: records every frame, parses it like a SignalR client
 * (one message per record separator), tracks the stream position from the `{ Seq, Epoch }`
 * metadata and can pretend to be slow (`bufferedAmount`).
 */
export class RecordingSink implements FrameSink {
  readonly id = `sink-${++sinkCounter}`;
  readonly frames: string[] = [];
  readonly received: ReceivedInvocation[] = [];
  bufferedAmount = 0;
  closedWith: { error?: string; allowReconnect?: boolean } | null = null;
  /** Bytes added to bufferedAmount per frame (simulates a socket that does not drain). */
  growPerFrame = 0;
  /** Once dead (its node crashed), frames are silently dropped. */
  dead = false;

  sendFrame(frame: string): void {
    if (this.closedWith) throw new Error(`sendFrame on closed sink ${this.id}`);
    if (this.dead) return;
    this.frames.push(frame);
    this.bufferedAmount += this.growPerFrame;
    if (!frame.endsWith(RECORD_SEPARATOR)) throw new Error('Frame without record separator');
    const message = JSON.parse(frame.slice(0, -1)) as { type: number; target: string; arguments: unknown[] };
    if (message.type !== 1) throw new Error(`Unexpected message type ${message.type}`);
    const last = message.arguments[message.arguments.length - 1] as { Seq?: unknown; Epoch?: unknown } | undefined;
    const sequenced = typeof last === 'object' && last !== null && typeof last.Seq === 'number';
    this.received.push({
      target: message.target,
      arguments: message.arguments,
      seq: sequenced ? (last.Seq as number) : null,
      epoch: sequenced ? (last.Epoch as string) : null,
    });
  }

  close(error?: string, allowReconnect?: boolean): void {
    this.closedWith = { error, allowReconnect };
  }

  /** The position a client would hand back on rejoin. */
  position(): StreamPosition | null {
    for (let i = this.received.length - 1; i >= 0; i--) {
      const item = this.received[i];
      if (item.seq !== null && item.epoch !== null) return { offset: item.seq, epoch: item.epoch };
    }
    return null;
  }

  seqs(): number[] {
    return this.received.filter((item) => item.seq !== null).map((item) => item.seq as number);
  }
}
