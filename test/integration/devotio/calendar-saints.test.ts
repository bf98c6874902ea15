import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { SHARED_DATA } from '../refinery/fixture-sources.js';
import { type DevotioServer, needSharedData, useDevotio } from './devotio-server.js';

/**
 * Every celebration of a saint in the General Roman Calendar (romcal's general-roman, as staged in
 * shared/data/saints) is on its saint's record with its day, `GET /saints?feast=MM-DD` finds that record, and the
 * 2004 Martyrology's heading of the day (the registry's unnumbered entry) is on the same record rather than on a
 * second record of the same saint. Asked over HTTP of a server that imported the real sources.
 */
let d: DevotioServer | undefined;
useDevotio((server) => (d = server), { env: { RATE_LIMIT_READ_MAX: '10000' } });

interface Feast {
  calendar: string;
  date: string | null;
  celebration: { key: string };
}
interface Saint {
  slug: string;
  kind: 'person' | 'group';
  name: { en: string };
  feasts: Feast[];
  martyrology: Array<{ id: string }>;
}
interface Celebration {
  id: string;
  name_en: string;
  date?: { month?: number; date?: number; dateFn?: string };
  martyrology?: Array<string | { id: string }>;
}

/** Celebrations of the Lord, of churches and of all the saints or the dead: no one saint's record holds them. */
const OF_NO_SAINT = new Set([
  'presentation_of_the_lord',
  'annunciation_of_the_lord',
  'transfiguration_of_the_lord',
  'exaltation_of_the_holy_cross',
  'most_holy_name_of_jesus',
  'dedication_of_the_lateran_basilica',
  'dedication_of_the_basilicas_of_saints_peter_and_paul_apostles',
  'all_saints',
  'commemoration_of_all_the_faithful_departed',
]);

/** Celebrations named after an event or a title rather than the person: whose record holds them (Roman Missal). */
const MARY = ['virgin-mary'];
const HONOREES: Record<string, string[]> = {
  conversion_of_saint_paul_the_apostle: ['paul-the-apostle'],
  chair_of_saint_peter_the_apostle: ['peter-the-apostle'],
  nativity_of_john_the_baptist: ['john-the-baptist'],
  passion_of_saint_john_the_baptist: ['john-the-baptist'],
  joseph_the_worker: ['joseph'],
  peter_and_paul_apostles: ['peter-the-apostle', 'paul-the-apostle', 'peter-and-paul'],
  michael_gabriel_and_raphael_archangels: ['michael', 'gabriel', 'raphael', 'michael-gabriel-and-raphael'],
  holy_innocents_martyrs: ['holy-innocents'],
  mary_mother_of_god: MARY,
  our_lady_of_lourdes: MARY,
  our_lady_of_fatima: MARY,
  visitation_of_mary: MARY,
  mary_mother_of_the_church: MARY,
  immaculate_heart_of_mary: MARY,
  our_lady_of_mount_carmel: MARY,
  dedication_of_the_basilica_of_saint_mary_major: MARY,
  assumption_of_the_blessed_virgin_mary: MARY,
  queenship_of_the_blessed_virgin_mary: MARY,
  nativity_of_the_blessed_virgin_mary: MARY,
  most_holy_name_of_mary: MARY,
  our_lady_of_sorrows: MARY,
  our_lady_of_the_rosary: MARY,
  presentation_of_the_blessed_virgin_mary: MARY,
  immaculate_conception_of_the_blessed_virgin_mary: MARY,
  our_lady_of_loreto: MARY,
  our_lady_of_guadalupe: MARY,
};

/** Solemnities romcal fixes by a rule of its own (they move when impeded): their days in the calendar. */
const NOMINAL: Record<string, string> = {
  nativityOfJohnTheBaptist: '06-24',
  peterAndPaulApostles: '06-29',
  assumption: '08-15',
  immaculateConceptionOfMary: '12-08',
  presentationOfTheLord: '02-02',
  annunciation: '03-25',
  transfiguration: '08-06',
  exaltationOfTheHolyCross: '09-14',
  allSaints: '11-01',
};

const mmdd = (m: number, day: number) => `${String(m).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
const dayOf = (c: Celebration) => (c.date?.month && c.date.date ? mmdd(c.date.month, c.date.date) : c.date?.dateFn ? (NOMINAL[c.date.dateFn] ?? null) : null);
const refId = (r: string | { id: string }) => (typeof r === 'string' ? r : r.id);

function sources() {
  const grc = JSON.parse(readFileSync(join(SHARED_DATA, 'saints/romcal_general_roman_calendar.json'), 'utf8')) as { celebrations: Celebration[] };
  // romcal keeps the Solemnity of Mary, Mother of God (1 January) with the days of its Proper of Time.
  const celebrations = [{ id: 'mary_mother_of_god', name_en: 'Mary, the Holy Mother of God', date: { month: 1, date: 1 } }, ...grc.celebrations];
  const headings = readFileSync(join(SHARED_DATA, 'saints/roman_martyrology_registry_crmedr.jsonl'), 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as { id: string; month: number; day: number; unnumbered?: boolean; deprecated?: boolean })
    .filter((e) => e.unnumbered && !e.deprecated);
  return { celebrations, headings };
}

async function json<T>(path: string): Promise<T> {
  const res = await d!.get(path);
  assert.equal(res.status, 200, `${path}: ${res.status}`);
  return (await res.json()) as T;
}

/** Every record `?feast=MM-DD` lists, page after page. */
async function feastDay(date: string): Promise<Saint[]> {
  const out: Saint[] = [];
  let cursor: string | null = null;
  do {
    const page: { items: Saint[]; next_cursor: string | null } = await json(`/v1/devotio/saints?feast=${date}&limit=100${cursor ? `&cursor=${cursor}` : ''}`);
    out.push(...page.items);
    cursor = page.next_cursor;
  } while (cursor);
  return out;
}

const holds = (s: Saint, key: string, date: string | null) => s.feasts.some((f) => f.calendar === 'general-roman' && f.celebration.key === key && f.date === date);

/** What is wrong with one celebration; empty when its saints' records hold it and the day's search finds them. */
async function celebrationFailures(c: Celebration, date: string | null, day: Saint[] | null): Promise<string[]> {
  const failures: string[] = [];
  const expected = HONOREES[c.id];
  if (expected) {
    for (const slug of expected) {
      const res = await d!.get(`/v1/devotio/saints/${slug}`);
      const record = res.status === 200 ? ((await res.json()) as Saint) : null;
      if (!record) failures.push(`${c.id}: no record ${slug}`);
      else if (!holds(record, c.id, date)) failures.push(`${c.id}: ${slug} does not list the feast on ${date ?? 'its moveable day'}`);
      if (day && !day.some((s) => s.slug === slug)) failures.push(`${c.id}: ?feast=${date} does not list ${slug}`);
    }
    return failures;
  }
  const holders = (day ?? []).filter((s) => holds(s, c.id, date));
  const refs = (c.martyrology ?? []).map(refId).filter((id) => id !== 'companions_martyrs');
  const joint = refs.length > 1 || (c.martyrology ?? []).some((r) => refId(r) === 'companions_martyrs');
  const persons = holders.filter((s) => s.kind === 'person');
  if (holders.length === 0) failures.push(`${c.id}: ?feast=${date} lists no record holding it`);
  else if (persons.length > refs.length || (joint && !holders.some((s) => s.kind === 'group'))) {
    failures.push(`${c.id}: held by ${holders.map((s) => s.slug).join(', ')}`);
  }
  return failures;
}

test('every saint celebration of the General Roman Calendar is on its saint’s record and found by its day', async (t) => {
  if (!needSharedData(t)) return;
  const { celebrations, headings } = sources();
  const failures: string[] = [];
  const failed = new Set<string>();
  const days = new Map<string, Saint[]>();
  const ofSaints = celebrations.filter((c) => !OF_NO_SAINT.has(c.id));
  for (const c of ofSaints) {
    const date = dayOf(c);
    if (date && !days.has(date)) days.set(date, await feastDay(date));
    const found = await celebrationFailures(c, date, date ? days.get(date)! : null);
    if (found.length > 0) failed.add(c.id);
    failures.push(...found);
  }
  // The 2004 Martyrology opens a day with its calendar celebration: that entry belongs to the saint's record.
  const saintDays = new Set(ofSaints.map(dayOf).filter((x): x is string => x !== null));
  const ofSaintDays = headings.filter((h) => saintDays.has(mmdd(h.month, h.day)));
  for (const h of ofSaintDays) {
    const date = mmdd(h.month, h.day);
    const holders = days.get(date)!.filter((s) => s.feasts.some((f) => f.calendar === 'general-roman' && f.date === date));
    if (!holders.some((s) => s.martyrology.some((m) => m.id === h.id))) {
      const owner = days.get(date)!.find((s) => s.martyrology.some((m) => m.id === h.id));
      failures.push(`${h.id}: the day's heading is on ${owner?.slug ?? 'no record'}, not on the record of the day's celebration`);
      failed.add(h.id);
    }
  }
  t.diagnostic(`${ofSaints.length} celebrations of saints and ${ofSaintDays.length} registry headings checked; ${failed.size} failing`);
  assert.equal(failures.length, 0, failures.join('\n'));
});
