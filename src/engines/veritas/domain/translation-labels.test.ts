import assert from 'node:assert/strict';
import { test } from 'node:test';
import { psalmLabelAt, translationLabelAt } from './translation-labels.js';

// The labels of a psalm's dual number (`Ps 22 (Hebrew 23)`) were a second table in bible-points.ts, 14 of its 18
// words repeating this one's with the same numbering: one table now, each label marked where it is read.
test('one label table: a label read both after a citation and by a psalm number names one numbering in both places', () => {
  const both = ['Vulgate', 'Vulg', 'Vg', 'Douay', 'Hebrew', 'Masoretic', 'NAB', 'NABRE', 'KJV', 'AV', 'RSV', 'NRSV', 'ESV', 'NIV'];
  for (const label of both) {
    const after = translationLabelAt(`(${label})`, 0, true);
    assert.ok(after, label);
    assert.equal(psalmLabelAt(`${label} 23)`, 0, false)?.numbering, after.numbering, `${label} before the number`);
    assert.equal(psalmLabelAt(`${label})`, 0, true)?.numbering, after.numbering, `${label} after the number`);
  }
  // By a psalm's number only: the Septuagint's psalms are the Vulgate's (its Jeremiah is not), `English` the KJV's.
  for (const [label, numbering] of [['LXX', 'vulgate'], ['Septuagint', 'vulgate'], ['English', 'kjv'], ['eng', 'kjv']] as const) {
    assert.equal(translationLabelAt(`(${label})`, 0, true), undefined, label);
    assert.equal(psalmLabelAt(`${label} 23)`, 0, false)?.numbering, numbering, label);
  }
  // After the number only, where they can name no book (before it they are Hebrews and Matthew).
  for (const label of ['Heb', 'Hebr', 'MT']) {
    assert.equal(psalmLabelAt(`${label} 23)`, 0, false), undefined, label);
    assert.equal(psalmLabelAt(`${label}.)`, 0, true)?.numbering, 'hebrew', label);
  }
  // `JB` is the Jerusalem Bible after a citation, Job by a psalm's number (`Ps 22 (Jb 23)`).
  assert.equal(translationLabelAt('(JB)', 0, true)?.numbering, 'hebrew');
  assert.equal(psalmLabelAt('Jb 23)', 0, false), undefined);
  assert.equal(psalmLabelAt('Jb)', 0, true), undefined);
  // The offset after the label, its dot and spaces; a longer word is no label.
  assert.equal(psalmLabelAt('(Vulg. 22)', 1, false)?.end, 7);
  assert.equal(psalmLabelAt('Vulgatex 22)', 0, false), undefined);
  assert.equal(psalmLabelAt('Septuaginta 22)', 0, false), undefined);
});
