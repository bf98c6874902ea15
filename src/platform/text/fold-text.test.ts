import assert from 'node:assert/strict';
import { test } from 'node:test';
import { foldText, slugify } from './fold-text.js';

test('foldText removes accents, ligatures and case', () => {
  assert.equal(foldText('Sancti Thomæ de Aquino'), 'sancti thomae de aquino');
  assert.equal(foldText('TOMÁS  de  Aquino!'), 'tomas de aquino');
  assert.equal(foldText('Cœur'), 'coeur');
});

test('slugify gives stable ascii slugs', () => {
  assert.equal(slugify('Thomas Aquinas'), 'thomas-aquinas');
  assert.equal(slugify('John of Ávila'), 'john-of-avila');
});
