import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { BuildContext } from '../dataset-builder.js';
import { assignSlugs } from './assign-slugs.js';
import { assignFormerSlugs, FORMER_SLUGS } from './former-slugs.js';
import { mergeCrmedr } from './merge-crmedr.js';
import { type SaintDraft, emptyDraft } from './saint-draft.js';
import type { CrmedrEntry } from './source-types.js';

/** A registry entry as CRMEDR writes it (its id holds its day and its Latin subject). */
const entry = (id: string, en: string, la: string, extra: Partial<CrmedrEntry> = {}): CrmedrEntry => {
  const [, mm, dd] = /^mr:(\d\d)(\d\d)-/.exec(id)!;
  return { id, month: Number(mm), day: Number(dd), entry: 1, name_en: en, name_la: la, ...extra };
};
/** romcal's record of a saint of the General Roman Calendar: one feast, a year of death at most. */
function calendarSaint(romcalId: string, en: string, date: string, died: string | null): SaintDraft {
  const s = { ...emptyDraft('person', { en }), romcalId, canonization: 'saint' as const, provenance: new Set(['romcal'] as const) };
  s.feasts.push({ calendar: 'general-roman', date, rank: 'optional memorial', colors: ['white'], celebration: { key: romcalId, name: { en } }, keys: [romcalId] });
  if (died) s.died = { date: died, approximate: false };
  return s as SaintDraft;
}
function merged(saints: SaintDraft[], entries: CrmedrEntry[]) {
  const ctx = { problem: () => undefined } as unknown as BuildContext;
  mergeCrmedr(ctx, saints, entries, []);
  return saints;
}

// Sharbel Makhlūf: his memorial (24 July) joins romcal's record; the registry also names him on 24 December, the day
// of his death (1898), which romcal does not know. His English is one word, "Saint Sharbel", so the rule that a
// further entry of the same subject follows the first (kept for names of two words, since "Saint Felix" is a dozen
// persons) left that entry a record of its own, `sharbel`. The Latin subject of both ids, `sarbelius-makhluf`, has
// two words: it names one person, and now the second entry follows too.
test('Sharbel Makhlūf: his 24 December entry follows his 24 July entry onto romcal’s record, by its subject of two Latin words', () => {
  const sharbel = calendarSaint('sharbel_makhluf_priest', 'Sharbel Makhlūf', '07-24', '1898');
  const saints = merged(
    [sharbel],
    [
      entry('mr:0724-sarbelius-makhluf', 'Saint Sharbel', 'Sanctus Sarbelius Makhluf', { unnumbered: true }),
      entry('mr:1224-sarbelius-makhluf', 'Saint Sharbel', 'Sanctus Sarbelius Makhluf'),
    ],
  );
  assert.deepEqual(saints, [sharbel], 'one record');
  assert.deepEqual(sharbel.martyrology.map((m) => `${m.id} ${m.date}`), ['mr:0724-sarbelius-makhluf 07-24', 'mr:1224-sarbelius-makhluf 12-24']);
  assert.deepEqual(sharbel.feasts.map((f) => f.date), ['07-24'], "romcal's memorial stays his feast");

  // The record keeps romcal's slug; the registry record's slug leads to it (301).
  assignSlugs(saints, Object.keys(FORMER_SLUGS));
  assert.equal(sharbel.slug, 'sharbel-makhluf');
  assert.equal(FORMER_SLUGS.sharbel, 'mr:1224-sarbelius-makhluf');
  assignFormerSlugs({ problem: () => undefined } as unknown as BuildContext, saints, { sharbel: FORMER_SLUGS.sharbel! });
  assert.deepEqual(sharbel.formerSlugs, ['sharbel']);
});

test('a one-word subject proves nothing: a second "Saint Felix" of another day is another Felix; a subject counter is no second word', () => {
  const felix = calendarSaint('felix_of_nola', 'Felix', '01-14', null);
  const dionysius = calendarSaint('dionysius_of_corinth_bishop', 'Dionysius', '04-08', null);
  const saints = merged(
    [felix, dionysius],
    [
      entry('mr:0114-felix', 'Saint Felix', 'Sanctus Felix'),
      entry('mr:0518-felix', 'Saint Felix', 'Sanctus Felix'),
      entry('mr:0408-dionysius-2', 'Saint Dionysius', 'Sanctus Dionysius'),
      entry('mr:1120-dionysius-2', 'Saint Dionysius', 'Sanctus Dionysius'),
    ],
  );
  assert.deepEqual(felix.martyrology.map((m) => m.id), ['mr:0114-felix']);
  assert.deepEqual(dionysius.martyrology.map((m) => m.id), ['mr:0408-dionysius-2']);
  assert.equal(saints.length, 4, 'the second Felix and the second Dionysius are records of their own');
});
