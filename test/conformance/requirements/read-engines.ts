import type { Requirement } from './requirement.js';

// tempus, readings, devotio, veritas, corpus: see requirement.ts for the shape and docs/conformance.md for the table.
export const readEnginesRequirements: readonly Requirement[] = [
  {
    id: 'tempus:days:transfer',
    source: 'contract "Resource paths" Tempus `GET /v1/ordo/days/{date}`; General Roman Calendar transfer rules (docs/tempus.md)',
    tests: ['test/integration/tempus/days.test.ts'],
  },
  {
    id: 'tempus:alias:ordo',
    source: 'seed "Read engines": how tempus relates to ordo; contract: `/v1/tempus` answers as `/v1/ordo`; RFC 9110 §13.1.2',
    tests: ['test/integration/tempus/days.test.ts'],
  },
  {
    id: 'tempus:provenance',
    source: 'contract "What Lumen is": every record carries its source and licence — days, today, years and calendars name romcal (MIT) and the Liturgical Calendar API data (Apache-2.0) they are computed from',
    tests: ['test/integration/tempus/days.test.ts'],
  },
  {
    id: 'tempus:bad-input:names-parameter',
    source: 'contract "Conventions": 400 names the parameter and the allowed values',
    tests: ['test/integration/tempus/days.test.ts'],
  },
  {
    id: 'tempus:ics:valid',
    source: 'contract "Resource paths" Tempus `/v1/ordo/years/{YYYY}.ics`; RFC 5545 (one all-day event per celebration, stable UIDs)',
    tests: ['test/integration/tempus/ics.test.ts'],
  },
  {
    id: 'tempus:easter:computus',
    source: 'Gregorian computus (Inter gravissimas, 1582): Easter 1583-4099 equals an independent computation; the moveable feasts 1970-2100 follow from it by the rules (GNLY)',
    tests: ['src/engines/tempus/facts/easter-computus.test.ts', 'src/engines/tempus/facts/moveable-feasts.test.ts'],
  },
  {
    id: 'readings:facts:as-data',
    source: 'docs/readings.md: Mass readings per date checked against published facts (readings-facts.json, each with its source)',
    tests: ['test/integration/tempus/readings/readings.test.ts'],
  },
  {
    id: 'readings:us:cross-check',
    source: 'docs/readings.md: agreement with the published US Lectionary on at least 99 % of dates, every difference documented',
    tests: ['test/integration/tempus/readings/us-cross-check.test.ts'],
  },
  {
    id: 'devotio:saints:record',
    source: 'seed "Read engines" `GET /v1/devotio/saints`; contract Devotio `/saints/{slug}`: record with provenance',
    tests: ['test/integration/devotio/saints.test.ts'],
  },
  {
    id: 'devotio:saints:search-folded',
    source: 'contract Devotio `saints?q=`: accent- and case-insensitive, by prefix and in Latin',
    tests: ['test/integration/devotio/saints.test.ts'],
  },
  {
    id: 'devotio:saints:patronage',
    source: 'contract Devotio "saints and hagiography (… patronages)", `saints?patronage=`: official patronages with their acts, matched by words (docs/devotio.md "Patronages")',
    tests: ['test/integration/devotio/patronages.test.ts'],
  },
  {
    id: 'devotio:saints:bad-input',
    source: 'contract "Conventions": 400 names the field, unknown slug 404; seed "Authentication" 1: no key 401',
    tests: ['test/integration/devotio/saints.test.ts'],
  },
  {
    id: 'devotio:of-the-day:from-tempus',
    source: 'contract Devotio `saints/of-the-day?date=`: the celebration of the day from Tempus, with the martyrology',
    tests: ['test/integration/devotio/of-the-day.test.ts'],
  },
  {
    id: 'devotio:prayers:bilingual',
    source: 'contract Devotio `prayers`: English and Latin side by side or one language, with provenance',
    tests: ['test/integration/devotio/prayers-rosary.test.ts'],
  },
  {
    id: 'devotio:rosary:weekday',
    source: 'contract Devotio rosary: mysteries by weekday (Rosarium Virginis Mariae), Scripture and fruit',
    tests: ['test/integration/devotio/prayers-rosary.test.ts'],
  },
  {
    id: 'devotio:dataset:missing-503',
    source: 'docs/datasets.md: without an imported dataset, 503 `dataset_missing` saying how to import',
    tests: ['test/integration/devotio/dataset-missing.test.ts'],
  },
  {
    id: 'veritas:bible:translations',
    source: 'contract "Resource paths" Veritas `bible/translations`: counts and licences',
    tests: ['test/integration/veritas/bible.test.ts'],
  },
  {
    id: 'veritas:bible:chapter',
    source: 'contract Veritas `bible/{translation}/{book}/{chapter}`: verses, notes, the source\'s own spelling',
    tests: ['test/integration/veritas/bible.test.ts'],
  },
  {
    id: 'veritas:bible:path-numbering',
    source: 'contract "Book names and numbering": `naming` and `numbering` on `bible/{translation}/{book}/{chapter}` and `/{verse}` too; the answer says which numbering was applied and which Douay/Vulgate verses were served',
    tests: ['test/integration/veritas/path-numbering.test.ts'],
  },
  {
    id: 'veritas:resolve:naming',
    source: 'contract "Book names and numbering": `naming=modern` or `naming=douay` settles "1 Kings", the other reading as alternative',
    tests: ['test/integration/veritas/resolve-passage.test.ts'],
  },
  {
    id: 'veritas:resolve:bad-input',
    source: 'contract "Conventions": unreadable references are 400 saying what failed; seed "Authentication" 1',
    tests: ['test/integration/veritas/resolve-passage.test.ts'],
  },
  {
    id: 'veritas:resolve:translation-label',
    source: 'docs/veritas-resolver.md "Translation labels": `Ps 23:1 (KJV)` is read in the numbering its label names, the answer says which, a request that reads it otherwise is 400',
    tests: ['test/integration/veritas/resolve-labels.test.ts'],
  },
  {
    id: 'veritas:resolve:find-citations',
    source: 'docs/veritas.md: every citation in a text found with its offsets',
    tests: ['test/integration/veritas/resolve-passage.test.ts'],
  },
  {
    id: 'veritas:search:folding',
    source: 'docs/veritas.md search: accent and ligature folding, highlighted in the original spelling',
    tests: ['test/integration/veritas/search.test.ts'],
  },
  {
    id: 'veritas:search:provenance',
    source: "issue 13: every record carries its source and licence — a search hit names its text (`provenance_id`), the `id` of an entry of the answer's `provenance`, listed once per text (docs/veritas.md search)",
    tests: ['test/integration/veritas/search.test.ts', 'test/integration/veritas/mcp-tools.test.ts'],
  },
  {
    id: 'veritas:search:prefix-budget',
    source: 'CONTRACT conventions: never a hang — a search whose prefixes reach more than 30,000 records is refused (400) before FTS5 merges them on the event loop; narrower prefixes answer (docs/veritas.md search)',
    tests: ['test/integration/veritas/search-postings.test.ts', 'test/integration/veritas/search-postings-real.test.ts'],
  },
  {
    id: 'veritas:summa:article',
    source: 'docs/veritas.md Summa: objections, sed contra, respondeo, replies, Scripture as OSIS',
    tests: ['test/integration/veritas/summa-catena.test.ts'],
  },
  {
    id: 'veritas:mcp:tools',
    source: 'seed "Authentication" scope `mcp:read` (read-only tools of veritas); MCP 2025-06-18 tools with output schemas',
    tests: ['test/integration/veritas/mcp-tools.test.ts'],
  },
  {
    id: 'corpus:sites:record',
    source: 'contract "Resource paths" Corpus `sites/{id}`: names, ODbL credit and OSM id (provenance)',
    tests: ['test/integration/corpus/sites.test.ts'],
  },
  {
    id: 'corpus:sites:near',
    source: 'contract Corpus `sites?near=LAT,LON&radius_km=`: nearest first with distance',
    tests: ['test/integration/corpus/sites.test.ts'],
  },
  {
    id: 'corpus:sites:bbox',
    source: 'contract Corpus `sites?bbox=`: inside the box, across the antimeridian too',
    tests: ['test/integration/corpus/sites.test.ts'],
  },
  {
    id: 'corpus:api:bad-input',
    source: 'contract "Conventions": 400 names the parameter',
    tests: ['test/integration/corpus/api.test.ts'],
  },
  {
    id: 'corpus:dioceses:names',
    source: 'contract Corpus `dioceses?country=&q=`: a diocese found by its listed, local and English names and its see city, exact names first',
    tests: ['test/integration/corpus/dioceses.test.ts'],
  },
  {
    id: 'corpus:sites:diocese-link',
    source: 'docs/corpus.md "Dioceses": each site linked to its diocese (tag, only diocese, cathedral, nearest see) and saying how',
    tests: ['test/integration/corpus/dioceses.test.ts'],
  },
  {
    id: 'corpus:sites:q-place',
    source: 'docs/corpus.md "Places": `q` finds sites by the place they are in and their diocese, name matches first',
    tests: ['test/integration/corpus/sites.test.ts'],
  },
  {
    id: 'corpus:sites:place',
    source: 'docs/corpus.md "Places": each site says the place it is in (its address, else the nearest populated place)',
    tests: ['test/integration/corpus/places.test.ts'],
  },
  {
    id: 'corpus:import:pbf-url',
    source: 'docs/corpus.md import: `--pbf` takes a file or an http(s) URL of an extract',
    tests: ['test/integration/corpus/places.test.ts'],
  },
  {
    id: 'corpus:import:catholic-filter',
    source: 'docs/corpus.md import: Catholic sites kept, untagged denomination as unknown, others left out',
    tests: ['test/integration/corpus/importer.test.ts'],
  },
  {
    id: 'corpus:import:region-replace',
    source: 'docs/corpus.md import: re-importing a region replaces that region only',
    tests: ['test/integration/corpus/importer.test.ts'],
  },
];
