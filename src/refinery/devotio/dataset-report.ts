import { join } from 'node:path';
import { foldText } from '../../platform/text/fold-text.js';
import { SqliteDatabase as Database } from '../../platform/storage/sqlite-driver.js';
import { readCurrentVersion, readMeta, layout } from '../../platform/datasets/layout.js';
import { type AuditedSaint, JOIN_RULES, type JoinRule, auditJoins } from './join-audit.js';
import type { SaintRecord } from './validate/defect.js';
import { validateDataset } from './validate/validate-dataset.js';
import { DEVOTIO_FILE } from './write-database.js';

/** One class of anomaly: how many records (or source problems) and a few examples. */
export interface AnomalyClass {
  id: string;
  description: string;
  count: number;
  examples: string[];
}

export interface DevotioReport {
  version: string;
  counts: Record<string, number>;
  /** Breaks of the validation rules: zero in any dataset the import published. */
  defects: AnomalyClass[];
  /** What remains and is allowed: gaps of the sources, and what the import left out and why. */
  anomalies: AnomalyClass[];
}

type Saint = SaintRecord & {
  canonization: string | null;
  members: unknown[];
  member_of: unknown[];
  provenance: Array<{ source: string }>;
  eulogy: unknown;
};

const EXAMPLES = 5;

function anomaly(id: string, description: string, items: string[]): AnomalyClass {
  return { id, description, count: items.length, examples: items.slice(0, EXAMPLES) };
}

/** Source problems of the import (meta.json), grouped by their kind. */
const PROBLEM_KINDS: Array<[string, string, RegExp]> = [
  ['source-damaged-name', 'a source name with damaged letters, left out (CRMEDR Italian names of Vietnamese martyrs)', /damaged letters|mojibake|combining mark/],
  ['source-not-a-date', 'a source date that is no date, left out', /is not a date/],
  ['source-misnamed-entry', "a catalogue entry whose name is another person's, named from its id", /not the person of the id/],
  ['source-unmatched-national-feast', 'a national feast with no saint record (Our Lady, civic days, Italian names without a match)', /matches no saint record/],
  ['source-duplicate-entry', 'a person the catalogue lists twice, merged into one record', /are one person/],
  ['source-moveable-feast', 'a celebration without a fixed date, kept without MM-DD', /moveable date/],
];

function sourceProblems(problems: readonly string[]): AnomalyClass[] {
  const out = PROBLEM_KINDS.map(([id, description, re]) => anomaly(id, description, problems.filter((p) => re.test(p))));
  const other = problems.filter((p) => !PROBLEM_KINDS.some(([, , re]) => re.test(p)));
  return [...out, anomaly('source-other', 'other problems the import reported', other)];
}

const fromCatalogue = (s: Saint) => s.provenance.some((p) => p.source.startsWith('romcal'));

/** `aaron ~ aaron-07-01`: the pairs the registry-twin join left apart, by folded English name and kind. */
function catalogueRegistryNamesakes(saints: readonly Saint[]): string[] {
  const key = (s: Saint) => `${s.kind}|${foldText(s.name.en ?? '')}`;
  const registry = new Map<string, string[]>();
  for (const s of saints) if (!fromCatalogue(s) && s.martyrology.length > 0) registry.set(key(s), [...(registry.get(key(s)) ?? []), s.slug]);
  return saints.filter((s) => fromCatalogue(s) && s.martyrology.length === 0 && registry.has(key(s))).map((s) => `${s.slug} ~ ${registry.get(key(s))!.join(', ')}`);
}

function saintAnomalies(saints: readonly Saint[]): AnomalyClass[] {
  const slugs = (pred: (s: Saint) => boolean) => saints.filter(pred).map((s) => s.slug);
  const general = (s: Saint) => s.feasts.some((f) => f.calendar === 'general-roman');
  return [
    anomaly('no-latin-name', 'a record without a Latin proper name (no CRMEDR entry joined it; celebration titles are not names)', slugs((s) => !s.name.la)),
    anomaly('calendar-saint-without-registry-entry', 'a saint of the General Roman Calendar that no 2004 Martyrology entry joined', slugs((s) => general(s) && s.martyrology.length === 0)),
    anomaly('group-without-known-members', 'a group whose members have no records of their own (known only from the Martyrology)', slugs((s) => s.kind === 'group' && s.members.length === 0)),
    anomaly('slug-qualified-by-day', 'a namesake told apart by its day (`thomas-11-26`)', slugs((s) => /-(0[1-9]|1[0-2])-\d{2}$/.test(s.slug))),
    anomaly('life-date-range', 'a date of life known only as a range (a century, "between", "or")', slugs((s) => [s.born, s.died, s.canonized].some((d) => d?.until !== undefined))),
    anomaly('catalogue-registry-namesakes', "a catalogue record no registry entry joined and a record of the registry alone with the same name: one person or namesakes, left apart for want of a day, a full name or an id in common (join-registry-twins.ts)", catalogueRegistryNamesakes(saints)),
    anomaly('no-canonization-level', 'neither saint nor blessed (the Virgin Mary, never canonized nor beatified; groups the sources leave unsaid)', slugs((s) => s.canonization === null)),
  ];
}

/** Joins by name that look wrong (join-audit.ts), one class per rule: suspicions for a person to judge. */
function joinAnomalies(saints: readonly Saint[]): AnomalyClass[] {
  const flags = auditJoins(saints as unknown as AuditedSaint[]);
  return (Object.keys(JOIN_RULES) as JoinRule[]).map((rule) =>
    anomaly(`join-${rule}`, JOIN_RULES[rule], flags.filter((f) => f.rule === rule).map((f) => `${f.slug}: ${f.join} ${f.detail}`)),
  );
}

/** Counts, rule breaks and remaining anomalies of the Devotio dataset being served from `dataDir`. */
export function devotioReport(dataDir: string): DevotioReport | null {
  const version = readCurrentVersion(dataDir, 'devotio');
  if (!version) return null;
  const meta = readMeta(dataDir, 'devotio', version);
  const db = new Database(join(layout.versionDir(dataDir, 'devotio', version), DEVOTIO_FILE), { readonly: true, fileMustExist: true });
  try {
    const saints = (db.prepare('select doc from saints').all() as Array<{ doc: string }>).map((r) => JSON.parse(r.doc) as Saint);
    const prayers = (db.prepare('select doc from prayers').all() as Array<{ doc: string }>).map((r) => JSON.parse(r.doc) as { slug: string; category: string });
    const days = (db.prepare('select count(*) as n from martyrology_days').get() as { n: number }).n;
    const defects = validateDataset(saints, prayers);
    const rules = ['leftover', 'damaged-text', 'celebration-name', 'group-name', 'slug', 'date'];
    return {
      version,
      counts: {
        saints: saints.length,
        persons: saints.filter((s) => s.kind === 'person').length,
        groups: saints.filter((s) => s.kind === 'group').length,
        groups_with_members: saints.filter((s) => s.kind === 'group' && s.members.length > 0).length,
        canonized: saints.filter((s) => s.canonization === 'saint').length,
        blessed: saints.filter((s) => s.canonization === 'blessed').length,
        in_general_roman_calendar: saints.filter((s) => s.feasts.some((f) => f.calendar === 'general-roman')).length,
        in_national_calendars: saints.filter((s) => s.feasts.some((f) => f.calendar !== 'general-roman')).length,
        martyrology_only: saints.filter((s) => s.feasts.length === 0).length,
        with_latin_name: saints.filter((s) => s.name.la).length,
        with_italian_name: saints.filter((s) => s.name.it).length,
        with_eulogy: saints.filter((s) => s.eulogy).length,
        with_date_of_death: saints.filter((s) => s.died).length,
        former_slugs: saints.reduce((n, s) => n + ((s.former_slugs as string[] | undefined)?.length ?? 0), 0),
        with_official_patronages: saints.filter((s) => ((s.patronages as unknown[] | undefined)?.length ?? 0) > 0).length,
        prayers: prayers.length,
        prayer_categories: new Set(prayers.map((p) => p.category)).size,
        martyrology_days: days,
        source_problems: meta.problems.length,
      },
      defects: rules.map((rule) => anomaly(rule, `validation rule ${rule}`, defects.filter((d) => d.rule === rule).map((d) => `${d.record}: ${d.detail}`))),
      anomalies: [...saintAnomalies(saints), ...joinAnomalies(saints), ...sourceProblems(meta.problems)],
    };
  } finally {
    db.close();
  }
}
