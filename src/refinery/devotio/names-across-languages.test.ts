import assert from 'node:assert/strict';
import { test } from 'node:test';
import { latinVerdict, sameGivenName, sameNameAcross, sameWordAcross } from './names-across-languages.js';

test('one name in its cases and spellings, strictly: endings, J/I, Æ, declensions', () => {
  for (const [a, b] of [
    ['thomas', 'thomae'],
    ['silvan', 'silvanus'],
    ['hugo', 'hugonis'],
    ['felix', 'felicis'],
    ['clemens', 'clementis'],
    ['alexander', 'alexandri'],
    ['agnes', 'agnetis'],
    ['sozon', 'sozontis'],
    ['anne', 'anna'],
  ]) assert.ok(sameWordAcross(a!, b!, 'strict'), `${a} ${b}`);
});

test('two names stay two: diminutives, a letter apart, a place, a short name', () => {
  for (const [a, b] of [
    ['secundinus', 'secundi'],
    ['theodota', 'theodori'],
    ['romanus', 'romae'],
    ['maria', 'marianus'],
    ['agnes', 'ages'],
    ['mary', 'martha'],
  ]) assert.equal(sameWordAcross(a!, b!, 'strict'), false, `${a} ${b}`);
  assert.equal(sameWordAcross('job', 'john'), false, 'Job is not John, even loosely');
  assert.equal(sameWordAcross('leo', 'leontinos', 'prefix'), false);
  assert.equal(sameWordAcross('iv', 'ix'), false, 'Leo IV is not Leo IX');
});

test('close spellings of one name: a declension the strict test does not know, one consonant more', () => {
  assert.ok(sameWordAcross('mamas', 'mamantis', 'close'));
  assert.ok(sameWordAcross('abraham', 'abrahae', 'close'));
  assert.ok(sameWordAcross('aichadus', 'aichardi', 'close'));
  assert.equal(sameWordAcross('secundinus', 'secundi', 'close'), false);
  assert.equal(sameWordAcross('marcellinus', 'marcelliani', 'close'), false, 'a vowel more is another name');
  assert.equal(sameWordAcross('theodota', 'theodori', 'close'), false);
});

test('across languages: listed pairs and loose stems', () => {
  assert.ok(sameWordAcross('john', 'ioannes'));
  assert.ok(sameWordAcross('ulrich', 'udalricus'));
  assert.ok(sameWordAcross('peter', 'petri'));
  assert.ok(sameWordAcross('henry', 'henricus'));
  assert.equal(sameWordAcross('peter', 'eugenius'), false);
  assert.ok(sameGivenName('Saint Lazarus', 'Sanctus Lazarus'));
  assert.equal(sameGivenName('Saint Martha', 'Sanctus Lazarus'), false);
  assert.ok(sameNameAcross('Ulrich of Augsburg', 'Sanctus Udalricus'));
  assert.ok(sameNameAcross('Catherine of Saint Augustine', 'Beata Maria Catharina a Sancto Augustino Symon de Longprey'));
  assert.equal(sameNameAcross('Gregory X', 'Sanctus Gregorius Nyssenus'), false);
});

test("a registry entry's Latin name says whether it is the record's person", () => {
  // CRMEDR's English of Pope Eugene I is "Saint Peter", of Lazarus "Saint Martha".
  assert.equal(latinVerdict('Peter', ['Ss. Marcellini et Petri, martyrum'], 'Sanctus Eugenius I'), 'other');
  assert.equal(latinVerdict('Martha', ['Ss. Marthæ, Mariæ et Lazari'], 'Sanctus Lazarus'), 'other');
  assert.equal(latinVerdict('Lazarus', ['Ss. Marthæ, Mariæ et Lazari'], 'Sanctus Lazarus'), 'same');
  assert.equal(latinVerdict('John of Kanty', ['S. Ioannis de Kęty, presbyteri'], 'Sanctus Ioannes de Kety'), 'same');
  assert.equal(latinVerdict('Albert the Great', ['S. Alberti Magni, episcopi et Ecclesiæ doctoris'], 'Sanctus Albertus Magnus'), 'same');
  assert.equal(latinVerdict('Gregory X', [], 'Sanctus Gregorius Nyssenus'), 'given');
  assert.equal(latinVerdict('Paul the Apostle', [], 'Conversio Sancti Pauli'), 'unknown', "a feast's Latin is no person's");
});
