import type { VeritasDb } from './veritas-db.js';
import { VerseRecords } from './verse-records.js';

/**
 * Every verse's Douay-Rheims and Vulgate text in memory, in canonical (key) order: read once per dataset version
 * (35,817 verses, about 9 MB of text, 30-50 ms), so a passage is a binary search and a walk instead of an SQLite
 * statement (about a fifth of a passage request's time under load: docs/performance.md, "Seventh session").
 */
export class VerseTexts {
  /** The verses as a passage's JSON sends them, kept per chapter once made (verse-records.ts). */
  readonly records = new VerseRecords(this);

  private constructor(
    readonly keys: Int32Array,
    readonly drb: ReadonlyArray<string | null>,
    readonly vulgate: ReadonlyArray<string | null>,
  ) {}

  static read(db: VeritasDb): VerseTexts {
    const rows = db.db.prepare('select key, drb, vulgate from verses order by key').raw().all() as Array<[number, string | null, string | null]>;
    const keys = new Int32Array(rows.length);
    const drb: Array<string | null> = new Array(rows.length);
    const vulgate: Array<string | null> = new Array(rows.length);
    rows.forEach(([key, d, v], i) => {
      keys[i] = key;
      drb[i] = d;
      vulgate[i] = v;
    });
    return new VerseTexts(keys, drb, vulgate);
  }

  /** One verse's text in one translation; null when the verse has none in it or does not exist. */
  text(key: number, translation: 'drb' | 'vulgate'): string | null {
    const i = this.#lowerBound(key);
    return this.keys[i] === key ? (this[translation][i] ?? null) : null;
  }

  /** The verses whose keys lie in [from, to], as a half-open range of indices [start, end). */
  range(from: number, to: number): [number, number] {
    return [this.#lowerBound(from), this.#lowerBound(to + 1)];
  }

  /** The index of the first key ≥ `key` (the length when there is none). */
  #lowerBound(key: number): number {
    let lo = 0;
    let hi = this.keys.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (this.keys[mid]! < key) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }
}
