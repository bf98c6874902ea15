import assert from 'node:assert/strict';
import { test } from 'node:test';
import { POPULAR_NAMES } from './popular-names.js';
import { prayerSearch } from './prayer-doc.js';
import { searchNames } from './saint-doc.js';
import { emptyDraft } from './saint-draft.js';
import type { SourcePrayer } from './source-types.js';
import { ftsQuery } from '../../engines/devotio/data/fts-query.js';

/** Whether every word of a user's search is the beginning of a word of the indexed text, as FTS5 matches it. */
const finds = (indexed: string, q: string) => ftsQuery(q)!.split(' AND ').every((w) => indexed.split(' ').some((x) => x.startsWith(w.slice(1, -2))));

// The audit of session 13: "Padre Pio", "Mother Teresa" and "Jeanne d'Arc" found nothing; the records are "Pius of
// Pietrelcina", "Teresa of Calcutta", "Joan of Arc".
test('a saint is found by the popular name the table gives, which is not served as the name', () => {
  const draft = (romcalId: string, en: string) => ({ ...emptyDraft('person', { en }), romcalId });
  assert.ok(finds(searchNames(draft('pius_francesco_forgione_priest', 'Pius of Pietrelcina')), 'Padre Pio'));
  assert.ok(finds(searchNames(draft('teresa_of_calcutta_religious', 'Teresa of Calcutta')), 'Mother Teresa'));
  assert.ok(finds(searchNames(draft('joan_of_arc_virgin', 'Joan of Arc')), "Jeanne d'Arc"));
  assert.ok(!finds(searchNames(draft('pius_v_pope', 'Pius V')), 'Padre Pio'), 'another Pius is not Padre Pio');
  for (const [id, row] of Object.entries(POPULAR_NAMES)) assert.ok(row.why && row.names.length > 0, id);
});

test('"Regina Coeli" (the oe spelling of caeli) finds the Regina Caeli', () => {
  const prayer = { id: 'regina-caeli', title_en: 'Queen of Heaven', title_la: 'Regina Caeli', text_la: 'Regina caeli, laetare', category: 'marian-antiphon' } as SourcePrayer;
  const { titles } = prayerSearch(prayer);
  assert.ok(finds(titles, 'Regina Coeli'), titles);
  assert.ok(finds(titles, 'regina caeli'), titles);
  assert.ok(!finds(titles, 'coelestis'), 'only the words the title has');
});
