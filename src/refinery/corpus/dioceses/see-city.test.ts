import assert from 'node:assert/strict';
import { test } from 'node:test';
import { seeCity, seeCityVariants, seesOf, unmatchedReason, withoutKind } from './see-city.js';

test('the see city from the diocese name, in the languages of world_dioceses.json', () => {
  assert.equal(seeCity('Diocese of Albany'), 'Albany');
  assert.equal(seeCity('Archdiocese of St. Paul and Minneapolis'), 'St. Paul');
  assert.equal(seeCity('Arcidiocesi di Adria - Rovigo'), 'Adria');
  assert.equal(seeCity('Tiranë–Durrës'), 'Tiranë');
  assert.equal(seeCity('Sede suburbicaria di Frascati'), 'Frascati');
  assert.equal(seeCity('Gozo'), 'Gozo');
  assert.ok(seeCityVariants('St. Paul').includes('Saint Paul'));
  // Italian kinds with an article: `della` is not `de` + `lla`; a patriarchate and a territorial prelature.
  assert.equal(seeCity('Patriarcato di Venezia'), 'Venezia');
  assert.equal(seeCity('Prelatura territoriale di Loreto'), 'Loreto');
  assert.equal(seeCity("Abbazia territoriale della Santissima Trinità di Cava de' Tirreni"), "Santissima Trinità di Cava de' Tirreni");
  assert.equal(seeCity('Poreč i Pula'), 'Poreč');
});

test('a name without its kind, and every see it unites (what diocese search matches)', () => {
  assert.equal(withoutKind('Rome (Diocese)'), 'Rome');
  assert.equal(withoutKind('Archdiocese of Milan'), 'Milan');
  assert.equal(withoutKind('Vicariate of Rome'), 'Rome');
  assert.deepEqual(seesOf('Arcidiocesi di Adria - Rovigo'), ['Adria', 'Rovigo']);
  assert.deepEqual(seesOf('Archdiocese of St. Paul and Minneapolis'), ['St. Paul', 'Minneapolis']);
});

test('unmatched sees say why', () => {
  assert.match(unmatchedReason('Ordinariado Militar do Brasil', 'Brazil'), /military/);
  assert.match(unmatchedReason('Afghanistan', 'Afghanistan'), /whole country/);
  assert.match(unmatchedReason('Meki', 'Ethiopia'), /GeoNames/);
});
