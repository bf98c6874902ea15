import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import { DatasetDefectsError, assertValid, validateDataset } from './validate-dataset.js';

/** Each fixture holds records written to break one rule (test/fixtures/devotio-defects/<rule>.json). */
interface Fixture {
  rule: string | null;
  records: Array<{ slug: string }>;
}
const fixture = (name: string) =>
  JSON.parse(readFileSync(new URL(`../../../../test/fixtures/devotio-defects/${name}.json`, import.meta.url), 'utf8')) as Fixture;

test('records that break no rule pass: a person with a nominative Latin name, a group with a plural one', () => {
  assert.deepEqual(validateDataset(fixture('clean').records, []), []);
});

for (const rule of ['leftover', 'damaged-text', 'celebration-name', 'group-name', 'slug', 'date']) {
  test(`rule ${rule}: every record of its fixture is named as breaking it`, () => {
    const f = fixture(rule);
    assert.equal(f.rule, rule);
    const defects = validateDataset(f.records, []);
    for (const r of f.records) {
      assert.ok(
        defects.some((d) => d.rule === rule && d.record === `saint:${r.slug}`),
        `saint:${r.slug} breaks ${rule}: ${JSON.stringify(defects)}`,
      );
    }
  });
}

test('a number that is not finite is a leftover, and prayers are checked too', () => {
  const [clean] = fixture('clean').records;
  const defects = validateDataset([{ ...clean, count: Number.NaN }], [{ id: 'our-father', text_en: 'Our Father, who art in heaven, undefined' }]);
  assert.deepEqual(
    defects.map((d) => `${d.rule} ${d.record}`),
    ['leftover saint:thomas-aquinas', 'leftover prayer:our-father'],
  );
});

test('two records with one slug are a defect', () => {
  const [clean] = fixture('clean').records;
  assert.ok(validateDataset([clean, clean], []).some((d) => d.rule === 'slug' && /another record/.test(d.detail)));
});

test('assertValid throws one error that names every offending record', () => {
  const records = fixture('slug').records;
  assert.throws(
    () => assertValid(records, []),
    (err: unknown) => {
      assert.ok(err instanceof DatasetDefectsError);
      for (const r of records) assert.match(err.message, new RegExp(`saint:${r.slug} \\[slug\\]`));
      return true;
    },
  );
});
