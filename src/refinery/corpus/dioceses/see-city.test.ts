import assert from 'node:assert/strict';
import { test } from 'node:test';
import { seeCity, seeCityVariants, unmatchedReason } from './see-city.js';

test('the see city from the diocese name, in the languages of world_dioceses.json', () => {
  assert.equal(seeCity('Diocese of Albany'), 'Albany');
  assert.equal(seeCity('Archdiocese of St. Paul and Minneapolis'), 'St. Paul');
  assert.equal(seeCity('Arcidiocesi di Adria - Rovigo'), 'Adria');
  assert.equal(seeCity('Tiranë–Durrës'), 'Tiranë');
  assert.equal(seeCity('Sede suburbicaria di Frascati'), 'Frascati');
  assert.equal(seeCity('Gozo'), 'Gozo');
  assert.ok(seeCityVariants('St. Paul').includes('Saint Paul'));
});

test('unmatched sees say why', () => {
  assert.match(unmatchedReason('Ordinariado Militar do Brasil', 'Brazil'), /military/);
  assert.match(unmatchedReason('Afghanistan', 'Afghanistan'), /whole country/);
  assert.match(unmatchedReason('Meki', 'Ethiopia'), /GeoNames/);
});
