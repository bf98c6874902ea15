import assert from 'node:assert/strict';
import { test } from 'node:test';
import { boxesAround, distanceM, inBox, splitAntimeridian } from './geo.js';
import { bboxOf, wantsGeoJson } from './geojson.js';

test('haversine: Valletta to Mdina is about 10 km; antipodes are half the circumference', () => {
  const d = distanceM(35.8977, 14.5126, 35.8864, 14.4041);
  assert.ok(d > 9_700 && d < 10_000, String(d));
  assert.ok(Math.abs(distanceM(0, 0, 0, 180) - Math.PI * 6_371_008.8) < 1);
});

test('a circle across the antimeridian gives two boxes, and each point of it falls in one', () => {
  const boxes = boxesAround(-17.7, 179.9, 50_000);
  assert.equal(boxes.length, 2);
  assert.ok(boxes.some((b) => inBox(-17.7, -179.8, b)));
  assert.ok(boxes.some((b) => inBox(-17.7, 179.6, b)));
});

test('near a pole the box spans every longitude', () => {
  const [box] = boxesAround(89.9, 10, 50_000);
  assert.deepEqual([box!.west, box!.east], [-180, 180]);
});

test('a box with west > east crosses the antimeridian', () => {
  const parts = splitAntimeridian({ west: 170, south: -20, east: -170, north: 0 });
  assert.equal(parts.length, 2);
  assert.ok(inBox(-10, 175, { west: 170, south: -20, east: -170, north: 0 }));
  assert.ok(!inBox(-10, 0, { west: 170, south: -20, east: -170, north: 0 }));
});

test('bboxOf: the points’ extent, across the antimeridian by the shortest arc (RFC 7946 §5.2)', () => {
  const doc = (lat: number, lon: number) => `{"id":"x","location":{"lat":${lat},"lon":${lon},"precision":"point"}}`;
  assert.deepEqual(bboxOf([doc(35.9, 14.5), doc(36.05, 14.24), doc(35.82, 14.53)]), [14.24, 35.82, 14.53, 36.05]);
  assert.deepEqual(bboxOf([doc(-16.5, 179.95), doc(-17.7, -179.8), doc(-18.1, 178.4)]), [178.4, -18.1, -179.8, -16.5]);
  assert.deepEqual(bboxOf([doc(1, 2)]), [2, 1, 2, 1]);
  assert.equal(bboxOf([]), null);
});

test('wantsGeoJson: q-values weighed, parameters other than q ignored, */* alone is JSON', () => {
  const cases: Array<[string, boolean]> = [
    ['application/geo+json', true],
    ['application/geo+json; charset=utf-8', true],
    ['application/json, application/geo+json', true],
    ['application/geo+json;q=0.5, */*;q=0.1', true],
    ['application/json, application/geo+json;q=0', false],
    ['application/geo+json;q=0.5, application/json', false],
    ['*/*', false],
    ['text/html,application/xhtml+xml,*/*;q=0.8', false],
  ];
  for (const [accept, geo] of cases) assert.equal(wantsGeoJson(undefined, accept), geo, accept);
  assert.equal(wantsGeoJson('json', 'application/geo+json'), false);
  assert.equal(wantsGeoJson('geojson', undefined), true);
});
