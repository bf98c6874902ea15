/**
 * Recent answers of site queries, per open dataset version (the cache lives and dies with the opened file, so a
 * new version never sees an old answer). Maps often ask the same thing again: a city's box as the map is panned
 * back, the nearest churches of a city centre. Bounded by entries and by the characters of the records held;
 * the oldest entry goes first.
 */
export class AnswerCache<V> {
  readonly #entries = new Map<string, { value: V; chars: number }>();
  #chars = 0;

  constructor(
    private readonly maxEntries = 4096,
    private readonly maxChars = 32 * 1024 * 1024,
  ) {}

  get(key: string): V | undefined {
    return this.#entries.get(key)?.value;
  }

  set(key: string, value: V, chars: number): void {
    if (chars > this.maxChars / 8) return;
    const old = this.#entries.get(key);
    if (old) this.#chars -= old.chars;
    this.#entries.delete(key);
    this.#entries.set(key, { value, chars });
    this.#chars += chars;
    while (this.#entries.size > this.maxEntries || this.#chars > this.maxChars) {
      const [k, e] = this.#entries.entries().next().value as [string, { chars: number }];
      this.#entries.delete(k);
      this.#chars -= e.chars;
    }
  }

  /** How many entries are held. */
  get size(): number {
    return this.#entries.size;
  }

  /** Forgets every entry (the in-process benchmark times queries never asked). */
  clear(): void {
    this.#entries.clear();
    this.#chars = 0;
  }
}
