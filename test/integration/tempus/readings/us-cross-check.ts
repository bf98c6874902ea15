import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { DayReadings, Reading } from '../../../../src/engines/tempus/readings/schema.js';
import type { Resolver } from '../../../../src/engines/veritas/domain/resolver.js';
import { greekBookInVulgate } from '../../../../src/refinery/lectionary/greek-books.js';

/** The US readings as published (cpbjr/catholic-readings-api): one Mass per date, NAB numbering. */
export interface UsDay {
  date: string;
  readings: { firstReading?: string; psalm?: string; secondReading?: string; gospel?: string };
}

export const US_ROLES = { firstReading: 'first_reading', psalm: 'psalm', secondReading: 'second_reading', gospel: 'gospel' } as const;
export type UsField = keyof typeof US_ROLES;

export function loadUsDays(root: string): UsDay[] {
  const dir = join(root, 'lectionary/cpbjr-catholic-readings-api/raw/readings');
  return readdirSync(dir)
    .sort()
    .flatMap((year) => readdirSync(join(dir, year)).sort().map((f) => JSON.parse(readFileSync(join(dir, year, f), 'utf8')) as UsDay));
}

/** Canonical verse keys (`Ps.50.3`) of an OSIS list such as `Ps.50.3-Ps.50.5,Ps.50.7` (within one chapter or across). */
export function verseSet(osis: string, chapterLength: (book: string, chapter: number) => number): Set<string> {
  const out = new Set<string>();
  for (const part of osis.split(',')) {
    const [a, b = a] = part.split('-') as [string, string?];
    const [book, c1, v1] = a.split('.') as [string, string, string];
    const [, c2, v2] = b!.split('.') as [string, string, string];
    for (let c = Number(c1); c <= Number(c2); c++) {
      const last = c === Number(c2) ? Number(v2 ?? chapterLength(book, c)) : chapterLength(book, c);
      for (let v = c === Number(c1) ? Number(v1 ?? 1) : 1; v <= last; v++) out.add(`${book}.${c}.${v}`);
    }
  }
  return out;
}

/**
 * The US citation in canonical numbering, read by Veritas's resolver (NAB numbers like the Hebrew). Verse parts
 * (`3-4ab`) are dropped first: whole verses are compared. One-chapter books get their chapter (`Philemon 9-10`).
 * Malachi 4 and Joel 4 in a few US entries follow the English chapters: read as KJV when Hebrew finds nothing.
 */
export function usOsis(resolver: Resolver, citation: string): string | undefined {
  const text = citation
    .replace(/—|–/g, '-')
    .replace(/\s+and\s+/g, ', ')
    .replace(/:\s+/g, ':')
    .replace(/\s*&\s*/g, ', ')
    .replace(/(\d)[A-Za-z]{1,7}(?=[\s,;-]|$)/g, '$1')
    .replace(/(\d) [a-e]{1,4}(?=-)/g, '$1')
    .replace(/\.\s*$/, '')
    .replace(/^(Philemon|Jude|Obadiah|2 John|3 John) (\d)/, '$1 1:$2')
    .trim();
  // `A or B`: both are the US lectionary's; either agreeing is enough, so they are read as one list.
  const osis = text.split(/\s+or\s+/).map((part, i, all) => {
    const written = i > 0 && /^\d+:/.test(part) ? `${all[0]!.replace(/\s[\d:,\s-]+$/, '')} ${part}` : part;
    for (const numbering of ['hebrew', 'kjv', 'vulgate'] as const) {
      const r = resolver.resolve(written, { numbering });
      if (r.ok && r.answer.kind === 'bible') return r.answer.osis;
    }
    return undefined;
  });
  return osis.every(Boolean) ? osis.join(',') : undefined;
}

/** Every citation Lumen offers in a place: the reading, its short form, its alternatives, in every Mass and choice. */
export function offered(day: DayReadings, role: string): string[] {
  const all: Reading[] = [...day.masses.flatMap((m) => m.readings), ...day.choices.flatMap((c) => c.readings)];
  return all
    .filter((r) => r.role === role)
    .flatMap((r) => [r, ...(r.short_form ? [r.short_form] : []), ...r.alternatives.flatMap((a) => [a, ...(a.short_form ? [a.short_form] : [])])])
    .map((o) => o.osis)
    .filter((o): o is string => Boolean(o));
}

/**
 * The NAB numbers Wisdom, 1 Maccabees and Sirach by the Greek, as the lectionary does, where Veritas's resolver
 * keeps the Vulgate's numbers: the US verses are moved as the import moves the table's (greek-books.ts), and a
 * verse the Greek does not have (the resolver reads a whole chapter by the Vulgate's length) is left out.
 */
export function greekBooksToVulgate(verses: Set<string>): Set<string> {
  const out = new Set<string>();
  for (const key of verses) {
    const [book, c, v] = key.split('.') as [string, string, string];
    const span = greekBookInVulgate(book, Number(c), Number(v));
    if (span === undefined) out.add(key);
    else if (span) for (let n = span.verse; n <= span.toVerse; n++) out.add(`${book}.${span.chapter}.${n}`);
  }
  return out;
}

/**
 * Two citations agree when they read the same book and at least half of the shorter one's verses: the English
 * and Tamil lectionaries cut some psalm strophes and verse parts differently (the NOTES say so), which moves a
 * verse or two, never the pericope.
 */
export function agrees(a: Set<string>, b: Set<string>): boolean {
  let common = 0;
  for (const v of a) if (b.has(v)) common++;
  return common > 0 && common >= Math.min(a.size, b.size) / 2;
}
