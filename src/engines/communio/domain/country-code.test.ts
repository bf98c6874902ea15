import assert from 'node:assert/strict';
import { test } from 'node:test';
import { COUNTRY_CODES, countryCode } from './country-code.js';

test('the assigned ISO 3166-1 codes (and XK) pass, in either case, upper-cased', () => {
  assert.equal(COUNTRY_CODES.size, 250);
  for (const code of ['IT', 'va', 'Ss', 'BQ', 'XK', 'PS', 'TW']) assert.equal(countryCode().parse(code), code.toUpperCase(), code);
});

test('unassigned, reserved, withdrawn and private-use codes are refused', () => {
  for (const code of ['XX', 'AA', 'ZZ', 'QO', 'EU', 'UN', 'UK', 'AC', 'SU', 'YU', 'AN', 'CS', 'XA', 'ita', 'I1']) {
    assert.equal(countryCode().safeParse(code).success, false, code);
  }
});
