import assert from 'node:assert/strict';
import { test } from 'node:test';
import { readRow } from './read-row.js';
import { decodeType } from './type-code.js';

const cite = (day: string, type: string, ref: string) => readRow(day, type, ref, 'olm').row;

test('a psalm is renumbered from RSV to the Vulgate: number and title verses (Ash Wednesday, Ps 51 = Vulgate 50)', () => {
  const r = cite('LW00-3Wed', '2', 'திபா51:1-2.3-4a.10-11.12,15');
  assert.equal(r.citation, 'Ps 51:1-2, 3-4a, 10-11, 12 and 15');
  assert.equal(r.citation_vulgate, 'Ps 50:3-4, 5-6a, 12-13, 14 and 17');
  assert.equal(r.osis, 'Ps.50.3-Ps.50.4,Ps.50.5-Ps.50.6,Ps.50.12-Ps.50.13,Ps.50.14,Ps.50.17');
});

test('English chapter breaks the Vulgate does not share move (Hos 14:1-9 = Vulgate 14:2-10); those it shares stay (Joel 2:28)', () => {
  assert.equal(cite('LW03-5Fri', '1', 'ஓசே14:1-9').citation_vulgate, 'Hos 14:2-10');
  assert.equal(cite('EW08-Pentecost - Vigil', '1.4', 'யோவே2:28-32').osis, 'Joel.2.28-Joel.2.32');
});

test('Greek Daniel is read in the Vulgate (Tamil 1:29 = Dan 3:52), chapters crossed and one-chapter books', () => {
  assert.equal(cite('OW00-Trinity A', '2', 'தானி(இ)1:29ac.30,31.32,33').osis, 'Dan.3.52,Dan.3.53,Dan.3.54,Dan.3.55,Dan.3.56');
  assert.equal(cite('LW00-3Wed', '3', '2கொரி5:20-6:2').citation, '2 Cor 5:20-6:2');
  assert.equal(cite('OW32-4Thu 2', '1', 'பில7-20').osis, 'Phlm.1.7-Phlm.1.20');
  assert.equal(cite('OW04-0Sun A', '1', 'செப்2:3,3:12-13').citation, 'Zep 2:3; 3:12-13');
});

test('flaws of the source are read as meant: a part alone, letter ranges, a trailing dot, a typo', () => {
  assert.equal(cite('EW07-3Wed', '5', 'யோவா17:17b,a').osis, 'John.17.17');
  assert.equal(cite('EW07-3Wed', '5', 'யோவா17:17b,a').citation, 'Jn 17:17b, 17a');
  assert.equal(cite('OW10-4Thu 2', '2', 'திபா65:9a-c.9d-10.11-12').citation, 'Ps 65:9abc, 9d-10, 11-12');
  assert.equal(cite('EW04-0Sun A', '2', 'திபா23:1-3a.3b-4.5.6.').citation_vulgate, 'Ps 22:1-3a, 3b-4, 5, 6');
  assert.equal(cite('OW31-0Sun A', '1', 'மலா1:14b-2:1-2,8-10').citation, 'Mal 1:14b-2:2, 8-10');
});

test('Commons and texts are kept as such', () => {
  assert.deepEqual(cite('Saint Thomas Aquinas, priest and doctor', '9', '_Doctor or _Pastor~4').commons, [{ common: '_Doctor' }, { common: '_Pastor', subtype: 4 }]);
  assert.equal(cite('EW01-0Sun', '4', 'Victimae').note, 'Victimae paschali laudes');
});

test('type codes: alternatives, short forms, the Vigil, and Commons (4.1 after 4.09 is alternative 10)', () => {
  assert.deepEqual(decodeType('LW06-0Sun A', '6.11'), { role: 'gospel', option: 1, short: true });
  assert.deepEqual(decodeType('LW06-6Sat', '1.21'), { role: 'first_reading', option: 0, short: true, position: 2 });
  assert.deepEqual(decodeType('LW06-6Sat', '1.8'), { role: 'second_reading', option: 0, short: false, position: 8 });
  assert.deepEqual(decodeType('LW06-6Sat', '2.72'), { role: 'psalm', option: 2, short: false, position: 7 });
  assert.deepEqual(decodeType('_Doctor', '4.1'), { role: 'second_reading', option: 10, short: false });
  assert.deepEqual(decodeType('_Saint', '1.0506'), { role: 'first_reading', option: 5, short: false, subtype: 6 });
});

test('type codes: a third digit marks a reading proper to the saint, which replaces the weekday\'s on the memorial', () => {
  assert.deepEqual(decodeType('Holy Guardian Angels', '6.001'), { role: 'gospel', option: 0, short: false, memorial: true });
  assert.deepEqual(decodeType('Saints Martha, Mary and Lazarus', '6.201'), { role: 'gospel', option: 2, short: false, memorial: true });
  assert.deepEqual(decodeType('OW00-MaryMotherofChurch', '2.009'), { role: 'psalm', option: 0, short: false, memorial: true });
  assert.equal(decodeType('Saint Martha', '6').memorial, undefined);
});
