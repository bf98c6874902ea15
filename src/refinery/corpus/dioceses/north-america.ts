import { foldText } from '../../../platform/text/fold-text.js';

/** One row of historydata's catholic.dioceses.geocoded.csv (rOpenSci, MIT). */
export interface HistoricDiocese {
  city: string;
  region: string;
  erected: string | null;
  metropolitan: string | null;
  rite: string | null;
  lat: number;
  lon: number;
}

/** A minimal RFC 4180 line splitter: quoted fields with doubled quotes, no embedded newlines in this file. */
function splitCsvLine(line: string): string[] {
  const out: string[] = [];
  let cur = '';
  let quoted = false;
  for (let i = 0; i < line.length; i += 1) {
    const ch = line[i]!;
    if (quoted) {
      if (ch === '"' && line[i + 1] === '"') {
        cur += '"';
        i += 1;
      } else if (ch === '"') quoted = false;
      else cur += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ',') {
      out.push(cur);
      cur = '';
    } else cur += ch;
  }
  out.push(cur);
  return out;
}

/** `April 6, 1789` → `1789-04-06`; anything else is kept as written. */
function isoDate(text: string): string | null {
  const t = text.trim();
  if (!t) return null;
  const d = new Date(`${t} UTC`);
  return Number.isNaN(d.getTime()) ? t : d.toISOString().slice(0, 10);
}

export function parseNorthAmerica(csv: string, problem: (m: string) => void): HistoricDiocese[] {
  const lines = csv.split(/\r?\n/).filter((l) => l.trim() !== '');
  const out: HistoricDiocese[] = [];
  for (const line of lines.slice(1)) {
    const [, diocese, erected, metropolitan, rite, lon, lat] = splitCsvLine(line);
    const [city, region] = (diocese ?? '').split(/,\s*/);
    if (!city || lat === undefined || lon === undefined || Number.isNaN(Number(lat))) {
      problem(`historydata: unreadable row ${line.slice(0, 60)}`);
      continue;
    }
    out.push({ city, region: region ?? '', erected: isoDate(erected ?? ''), metropolitan: isoDate(metropolitan ?? ''), rite: rite?.trim() || null, lat: Number(lat), lon: Number(lon) });
  }
  return out;
}

/** Rows by folded city name, for matching a see city of the United States, Canada or Mexico. */
export function indexByCity(rows: readonly HistoricDiocese[]): Map<string, HistoricDiocese[]> {
  const map = new Map<string, HistoricDiocese[]>();
  for (const r of rows) {
    const key = foldText(r.city);
    map.set(key, [...(map.get(key) ?? []), r]);
  }
  return map;
}
