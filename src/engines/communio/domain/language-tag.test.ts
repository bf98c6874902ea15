import assert from 'node:assert/strict';
import { test } from 'node:test';
import { canonicalLanguage } from './language-tag.js';

test('language tags take the case RFC 5646 §2.1.1 gives them', () => {
  assert.equal(canonicalLanguage('pt-br'), 'pt-BR');
  assert.equal(canonicalLanguage('EN'), 'en');
  assert.equal(canonicalLanguage('ZH-HANT-tw'), 'zh-Hant-TW');
  assert.equal(canonicalLanguage('es-419'), 'es-419');
  assert.equal(canonicalLanguage('de-CH-1996'), 'de-CH-1996');
});
