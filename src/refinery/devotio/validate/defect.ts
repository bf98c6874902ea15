/** One record that breaks one rule of the validation stage. */
export interface Defect {
  /** The rule's id: `leftover`, `damaged-text`, `celebration-name`, `group-name`, `slug`, `date`. */
  rule: string;
  /** `saint:<slug>` or `prayer:<slug>`. */
  record: string;
  /** What is wrong and where (`name.la: …`). */
  detail: string;
}

/** A saint record as written to the dataset (saint-doc.ts), read as plain data. */
export interface SaintRecord {
  slug: string;
  kind: 'person' | 'group';
  name: Record<string, string | undefined>;
  born: DateRecord | null;
  died: DateRecord | null;
  canonized: DateRecord | null;
  feasts: Array<{ calendar: string; date: string | null; celebration: { name: Record<string, string | undefined> } }>;
  martyrology: Array<{ id: string; date: string }>;
  eulogy: { date: string } | null;
  [field: string]: unknown;
}

export interface DateRecord {
  date: string;
  approximate: boolean;
  until?: string;
}

/** Every string of a record with its path (`name.la`, `feasts[0].celebration.name.en`), and every number. */
export function* leaves(value: unknown, path = ''): Generator<[string, string | number]> {
  if (typeof value === 'string' || typeof value === 'number') yield [path, value];
  else if (Array.isArray(value)) for (const [i, v] of value.entries()) yield* leaves(v, `${path}[${i}]`);
  else if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) yield* leaves(v, path ? `${path}.${k}` : k);
  }
}
