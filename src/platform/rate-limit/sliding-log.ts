/**
 * The accepted calls of one key, oldest first, as a ring buffer of epoch-millisecond times, plus the window it is
 * counted against (for the idle sweep). The buffer is a plain array of doubles (V8 keeps it unboxed, with far less
 * overhead than a typed array for a handful of values) that grows by doubling up to the bucket's `max` — it never
 * needs more, since a full log refuses — so an idle or light key costs a few dozen bytes and the heaviest one about
 * 8 bytes per allowed call in the window.
 */
export class SlidingLog {
  private times: number[];
  private head = 0;
  size = 0;

  constructor(
    public windowMs: number,
    initial = 1,
  ) {
    this.times = new Array<number>(initial).fill(0);
  }

  /** Drops the calls that are no longer inside the window ending at `nowMs` (a call at t counts while now - t < window). */
  prune(nowMs: number): void {
    const cutoff = nowMs - this.windowMs;
    const capacity = this.times.length;
    while (this.size > 0 && (this.times[this.head] as number) <= cutoff) {
      this.head = this.head + 1 === capacity ? 0 : this.head + 1;
      this.size--;
    }
    if (this.size === 0) this.head = 0;
  }

  oldest(): number | undefined {
    return this.size > 0 ? this.times[this.head] : undefined;
  }

  newest(): number | undefined {
    return this.size > 0 ? this.times[(this.head + this.size - 1) % this.times.length] : undefined;
  }

  push(timeMs: number, max: number): void {
    if (this.size === this.times.length) this.grow(Math.min(this.times.length * 2, Math.max(max, 1)));
    if (this.size === this.times.length) {
      // max was lowered below the current size: drop the oldest to make room.
      this.head = (this.head + 1) % this.times.length;
      this.size--;
    }
    this.times[(this.head + this.size) % this.times.length] = timeMs;
    this.size++;
  }

  /** Removes one call logged at `timeMs` (the newest such), keeping the others in order. */
  remove(timeMs: number): void {
    const capacity = this.times.length;
    for (let i = this.size - 1; i >= 0; i--) {
      if (this.times[(this.head + i) % capacity] !== timeMs) continue;
      for (let j = i; j < this.size - 1; j++) this.times[(this.head + j) % capacity] = this.times[(this.head + j + 1) % capacity] as number;
      this.size--;
      return;
    }
  }

  /** Bytes held by the times (for /metrics-style estimates): 8 per slot. */
  bytes(): number {
    return this.times.length * 8;
  }

  private grow(capacity: number): void {
    if (capacity <= this.times.length) return;
    const next = new Array<number>(capacity).fill(0);
    for (let i = 0; i < this.size; i++) next[i] = this.times[(this.head + i) % this.times.length] as number;
    this.times = next;
    this.head = 0;
  }
}
