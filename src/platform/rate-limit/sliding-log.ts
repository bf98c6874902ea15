/**
 * The accepted calls of one key, oldest first, as a ring buffer of epoch-millisecond times. It grows by doubling
 * up to the bucket's `max` (it never needs more: a full log refuses), so an idle or light key costs a few bytes
 * and the heaviest one costs 8 bytes per allowed call in the window.
 */
export class SlidingLog {
  private times: Float64Array;
  private head = 0;
  size = 0;

  constructor(initial = 2) {
    this.times = new Float64Array(initial);
  }

  /** Drops the calls that are no longer inside the window ending at `nowMs` (a call at t counts while now - t < window). */
  prune(nowMs: number, windowMs: number): void {
    const cutoff = nowMs - windowMs;
    while (this.size > 0 && (this.times[this.head] as number) <= cutoff) {
      this.head = (this.head + 1) % this.times.length;
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
    if (this.size === this.times.length) this.grow(Math.min(Math.max(2, this.times.length * 2), Math.max(max, 1)));
    if (this.size === this.times.length) {
      // max was lowered below the current size: drop the oldest to make room.
      this.head = (this.head + 1) % this.times.length;
      this.size--;
    }
    this.times[(this.head + this.size) % this.times.length] = timeMs;
    this.size++;
  }

  /** Bytes held by the buffer (for the memory probe). */
  bytes(): number {
    return this.times.byteLength;
  }

  private grow(capacity: number): void {
    if (capacity <= this.times.length) return;
    const next = new Float64Array(capacity);
    for (let i = 0; i < this.size; i++) next[i] = this.times[(this.head + i) % this.times.length] as number;
    this.times = next;
    this.head = 0;
  }
}
