import assert from 'node:assert/strict';
import { test } from 'node:test';
import { withoutMarkup } from './prayer-markup.js';

// Divinum Officium markup the staged prayers kept (docs/devotio.md, "Prayers"): another rubric's reading, a line
// continued with "~", a lone "~".
test('another rubric’s reading is left out with its rubric; the line before it is the Roman text', () => {
  const la = 'Ætérna fac cum Sanctis tuis in glória numerári.\n(sed rubrica 1570 dicitur)\nÆtérna fac cum Sanctis tuis in glória munerári.\nSalvum fac pópulum tuum';
  assert.equal(withoutMarkup(la), 'Ætérna fac cum Sanctis tuis in glória numerári.\nSalvum fac pópulum tuum');
});

test('a line ending in ~ goes on in the next, without its r. mark; a lone ~ is left out', () => {
  assert.equal(withoutMarkup('℣. Let us pray for our Sovereign Pontiff~\nr. N.\n℟. The Lord watch over him'), '℣. Let us pray for our Sovereign Pontiff N.\n℟. The Lord watch over him');
  assert.equal(withoutMarkup('Judex créderis esse ventúrus.\n~\n(sed rubrica cisterciensis dicitur)\n\nTe ergo quǽsumus'), 'Judex créderis esse ventúrus.\nTe ergo quǽsumus');
  assert.equal(withoutMarkup('Our Father, who art in heaven'), 'Our Father, who art in heaven', 'text without markup is unchanged');
});

// Review finding: two continued lines in a row left the second "~" in the text ("A~/B~/C" read "A B~" then "C").
test('a continued line that ends in ~ itself goes on in the next as well', () => {
  assert.equal(withoutMarkup('A~\nB~\nC'), 'A B C');
  assert.equal(withoutMarkup('℣. Let us pray~\nr. for our~\nr. Pontiff N.\n℟. Amen'), '℣. Let us pray for our Pontiff N.\n℟. Amen');
});
