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

test("a verse the Vulgate joins is where its text is: Acts 7:55-60 (Stephen, full of the Holy Ghost) is Vulgate 7:55-59, not 7:54-59", () => {
  // Vulgate 7:55 holds RSV 7:55-56; 7:54 ("they were cut to the heart") is not in the reading.
  const r = cite('EW07-0Sun C', '1', 'திப7:55-60');
  assert.equal(r.citation_vulgate, 'Acts 7:55-59');
  assert.equal(r.osis, 'Acts.7.55-Acts.7.59');
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
  // A reading over two chapters keeps its commas (it was printed `Jb 38:1 and 12-21; 40:3-5`); a canticle sung as the psalm has strophes.
  assert.equal(cite('OW26-5Fri 2', '1', 'யோபு38:1,12-21;40:3-5').citation, 'Jb 38:1, 12-21; 40:3-5');
  assert.equal(cite('OW16-2Tue 1', '2', 'விப15:8-9.10,12.17').citation, 'Ex 15:8-9, 10 and 12, 17');
  assert.equal(cite('AW01-0Sun B', '1', 'எசா63:16b-17;64:1,3b-8').citation_vulgate, 'Is 63:16b-17; 64:1, 3b-8');
  // The same written without its comma (Ninth Sunday B): printed as a lectionary prints it, not `17ba`.
  assert.equal(cite('OW09-0Sun B', '5', 'யோவா17:17ba').citation, 'Jn 17:17b, 17a');
  assert.equal(cite('OW09-0Sun B', '5', 'யோவா17:17ba').osis, 'John.17.17');
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

test('Wisdom, 1 Maccabees and Sirach are read in the Vulgate where it numbers them otherwise (the Vulgate adds and splits verses)', () => {
  // RSV Sir 24:8 "Then the Creator of all things gave me a commandment" is Douay 24:12; 24:12 "I took root" is 24:16.
  assert.equal(cite('CW02-0Sun', '1', 'சீஞா24:1-2,8-12').osis, 'Sir.24.1-Sir.24.2,Sir.24.12-Sir.24.16');
  assert.equal(cite('CW02-0Sun', '1', 'சீஞா24:1-2,8-12').citation, 'Sir 24:1-2, 8-12');
  // RSV Sir 3:2 "For the Lord honored the father above the children" is Douay 3:3; 3:12 "help your father in his old age" 3:14.
  assert.equal(cite('CW01-HolyFamily A', '1', 'சீஞா3:2-7,12-14a').citation_vulgate, 'Sir 3:3-8, 14-16a');
  assert.equal(cite('OW30-0Sun C', '1', 'சீஞா35:12-14,16-18').osis, 'Sir.35.15-Sir.35.17,Sir.35.20-Sir.35.22');
  // Vulgate Wisdom 6:1 "Wisdom is better than strength" is not in the Greek.
  assert.equal(cite('OW32-0Sun A', '1', 'சாஞா6:12-16').osis, 'Wis.6.13-Wis.6.17');
  assert.equal(cite('OW33-1Mon 1', '1', '1மக்1:10-15,41-43,54-57,62-64').osis, '1Macc.1.11-1Macc.1.16,1Macc.1.43-1Macc.1.45,1Macc.1.57-1Macc.1.60,1Macc.1.65-1Macc.1.67');
});

test('a chapter of Tobit or Sirach whose Vulgate is another text is served by number, and says so', () => {
  assert.match(cite('OW09-2Tue 1', '1', 'தோபி2:9-14').note ?? '', /Tobit numbers this chapter otherwise/);
  assert.equal(cite('CW02-0Sun', '1', 'சீஞா24:1-2,8-12').note, undefined);
});
