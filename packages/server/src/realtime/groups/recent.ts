/**
 * The last frames a node delivered for one group, as a fixed-size ring. Rejoining clients
 * whose position is still inside it are served from memory (no broker round trip, which
 * matters when a thousand clients come back at once), and it bridges the short window in
 * which local delivery is ahead of a history read.
 */
export class RecentFrames {
  private readonly offsets: number[];
  private readonly frames: string[];
  private start = 0;
  private count = 0;

  constructor(readonly capacity: number) {
    this.offsets = new Array(capacity);
    this.frames = new Array(capacity);
  }

  /** Appends the frame of `offset` (offsets must be consecutive; a jump clears the ring). */
  push(offset: number, frame: string): void {
    if (this.capacity === 0) return;
    if (this.count > 0 && offset !== this.last() + 1) this.clear();
    const index = (this.start + this.count) % this.capacity;
    this.offsets[index] = offset;
    this.frames[index] = frame;
    if (this.count < this.capacity) this.count += 1;
    else this.start = (this.start + 1) % this.capacity;
  }

  clear(): void {
    this.start = 0;
    this.count = 0;
  }

  /** Offset of the newest frame, or -1 when empty. */
  last(): number {
    return this.count === 0 ? -1 : this.offsets[(this.start + this.count - 1) % this.capacity];
  }

  /** True when every offset in (after, upTo] is held. */
  covers(after: number, upTo: number): boolean {
    if (upTo <= after) return true;
    if (this.count === 0) return false;
    return this.offsets[this.start] <= after + 1 && this.last() >= upTo;
  }

  /** The frames of offsets (after, upTo], oldest first; call only when `covers` holds. */
  slice(after: number, upTo: number): string[] {
    const out: string[] = [];
    if (upTo <= after) return out;
    const first = this.offsets[this.start];
    for (let offset = after + 1; offset <= upTo; offset++) {
      out.push(this.frames[(this.start + (offset - first)) % this.capacity]);
    }
    return out;
  }
}
