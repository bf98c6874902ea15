import assert from 'node:assert/strict';
import { test } from 'node:test';
import { safeReturnTo, signInHref } from './return-to.js';

test('return_to: pages of the dashboard only, as the resolved relative path', () => {
  assert.equal(safeReturnTo('/dashboard'), '/dashboard');
  assert.equal(safeReturnTo('/dashboard/keys/key_abc'), '/dashboard/keys/key_abc');
  assert.equal(safeReturnTo('/dashboard?done=x'), '/dashboard?done=x');
  assert.equal(safeReturnTo('/dashboard/keys/./key_abc#top'), '/dashboard/keys/key_abc');
  for (const refused of [
    'https://evil.example/dashboard',
    'HTTPS://evil.example/dashboard',
    '//evil.example/dashboard',
    '/\\evil.example/dashboard',
    '/dashboard\\..\\..\\evil',
    'http:/dashboard',
    'javascript:alert(1)',
    ' /dashboard',
    '/dashboard\t/x',
    '/dashboardx',
    '/docs',
    '/dashboard/../docs',
    '/dashboard/%2e%2e/docs',
    '/dashboard/%2E%2E/%2e%2e/evil',
    '/dashboard/sign-in',
    '/dashboard/sign-in/',
    '/dashboard/sign-out',
    '/dashboard/assets/dashboard.js',
    '',
    `/dashboard/${'x'.repeat(600)}`,
    undefined,
    ['/dashboard'],
  ]) {
    assert.equal(safeReturnTo(refused), undefined, JSON.stringify(refused));
  }
});

test('the sign-in link carries the return address, encoded', () => {
  assert.equal(signInHref(), '/dashboard/sign-in');
  assert.equal(signInHref('/dashboard'), '/dashboard/sign-in');
  assert.equal(signInHref('/dashboard/keys/k?x=1&y=2'), '/dashboard/sign-in?return_to=%2Fdashboard%2Fkeys%2Fk%3Fx%3D1%26y%3D2');
});
