import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { type TestServer, startServer } from '../helpers/server.js';
import { needChromium } from '../helpers/services.js';
import { DESKTOP, launchChromium } from './page-checks.js';

// With PUBLIC_URL unset, a person who opens the dashboard at http://127.0.0.1:PORT (the address the start log shows)
// signs in: the pages and their sign-in round trips are sent to the public URL's spelling (http://localhost:PORT)
// before a cookie is set, since the identity provider sends the browser back there (platform/http/canonical-pages.ts).

describe('PUBLIC_URL unset: pages opened at a loopback alias', () => {
  let server: TestServer;
  let port: number;
  before(async () => {
    // An empty PUBLIC_URL is unset (load-config.ts): the default http://localhost:PORT, as after `npm start`.
    server = await startServer({ env: { PUBLIC_URL: '' } });
    port = Number(server.env.PORT);
    assert.equal(server.url, `http://localhost:${port}`);
  });
  after(async () => server.close());

  test('a GET of a page at 127.0.0.1 is a 307 to the same page at localhost; APIs, POSTs and localhost are not (platform:loopback-pages)', async () => {
    for (const path of ['/dashboard', '/dashboard/sign-in', '/docs', '/docs/errors']) {
      const res = await fetch(`http://127.0.0.1:${port}${path}`, { redirect: 'manual' });
      assert.equal(res.status, 307, path);
      assert.equal(res.headers.get('location'), `http://localhost:${port}${path}`, path);
      assert.equal(res.headers.get('cache-control'), 'no-store', path);
    }
    // The authorization endpoint carries the issuer spelling the client discovered (oauth/issuer-spellings.ts).
    const authorize = await fetch(`http://127.0.0.1:${port}/oauth/authorize?client_id=x&response_type=code`, { redirect: 'manual' });
    assert.equal(authorize.status, 307);
    assert.equal(authorize.headers.get('location'), `http://localhost:${port}/oauth/authorize?client_id=x&response_type=code&lumen_issuer=http%3A%2F%2F127.0.0.1%3A${port}`);
    assert.equal(authorize.headers.get('cache-control'), 'no-store');
    assert.equal((await fetch(`http://localhost:${port}/dashboard`, { redirect: 'manual' })).status, 200, 'the public URL itself');
    assert.equal((await fetch(`http://127.0.0.1:${port}/healthz`, { redirect: 'manual' })).status, 200, 'not a page');
    assert.equal((await fetch(`http://127.0.0.1:${port}/v1/ordo/today`, { redirect: 'manual' })).status, 401, 'an API answers at every spelling');
    const post = await fetch(`http://127.0.0.1:${port}/dashboard/sign-out`, { method: 'POST', redirect: 'manual' });
    assert.notEqual(post.status, 307, 'a POST is never redirected');
  });

  test('Chromium signs in to the dashboard opened at http://127.0.0.1:PORT and ends signed in at localhost (platform:loopback-pages)', async (t) => {
    if (!(await needChromium(t))) return;
    const browser = await launchChromium();
    try {
      const page = await (await browser.newContext({ viewport: DESKTOP })).newPage();
      await page.goto(`http://127.0.0.1:${port}/dashboard`);
      assert.equal(page.url(), `http://localhost:${port}/dashboard`);
      await page.getByRole('link', { name: 'Sign in' }).click();
      await page.waitForSelector('input#username');
      await page.fill('input#username', 'loopback-user');
      await page.getByRole('button', { name: 'Sign in' }).click();
      await page.waitForURL(`http://localhost:${port}/dashboard`);
      assert.match((await page.textContent('header'))!, /Signed in as\s+loopback-user/);
    } finally {
      await browser.close();
    }
  });
});

describe('PUBLIC_URL set: no page is redirected by Host', () => {
  let server: TestServer;
  before(async () => {
    server = await startServer({});
  });
  after(async () => server.close());

  test('another spelling of the server gets the page itself (platform:loopback-pages)', async () => {
    const other = server.url.includes('localhost') ? server.url.replace('localhost', '127.0.0.1') : server.url.replace('127.0.0.1', 'localhost');
    const res = await fetch(`${other}/dashboard`, { redirect: 'manual' });
    assert.equal(res.status, 200);
  });
});
