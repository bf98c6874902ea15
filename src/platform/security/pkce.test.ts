import assert from 'node:assert/strict';
import { test } from 'node:test';
import { isS256Challenge, verifierMatches } from './pkce.js';

// RFC 7636 Appendix B test vector.
const VERIFIER = 'dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk';
const CHALLENGE = 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM';

test('RFC 7636 Appendix B: the S256 challenge of the example verifier matches', () => {
  assert.equal(isS256Challenge(CHALLENGE), true);
  assert.equal(verifierMatches(VERIFIER, CHALLENGE), true);
});

test('a different, short, missing or malformed verifier does not match', () => {
  assert.equal(verifierMatches(`${VERIFIER.slice(0, -1)}A`, CHALLENGE), false);
  assert.equal(verifierMatches('short', CHALLENGE), false);
  assert.equal(verifierMatches(undefined, CHALLENGE), false);
  assert.equal(verifierMatches(`${VERIFIER}!`, CHALLENGE), false);
  // `plain`: the verifier itself as challenge is refused because it is not its own S256 digest.
  assert.equal(verifierMatches(VERIFIER, VERIFIER), false);
});

test('challenges that are not 43 base64url characters are refused', () => {
  assert.equal(isS256Challenge(VERIFIER + 'x'), false);
  assert.equal(isS256Challenge('a'.repeat(42)), false);
  assert.equal(isS256Challenge(`${'a'.repeat(42)}=`), false);
});
