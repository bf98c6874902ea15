import assert from 'node:assert/strict';
import { test } from 'node:test';
import { communioServer, tenant } from './support.js';

test('bad submissions get 4xx problem+json and store nothing', async (t) => {
  const server = await communioServer(t, 'sqlite');
  if (!server) return;
  t.after(() => server.close());
  const a = await tenant(server, 'A');
  const post = (body: string | Buffer, type = 'application/json') =>
    server.fetch('/v1/communio/intentions', { method: 'POST', headers: { 'x-api-key': a.key, 'content-type': type }, body });
  const cases: Array<[string, Promise<Response>, number]> = [
    ['empty text', post(JSON.stringify({ text: '   ' })), 400],
    ['oversize text', post(JSON.stringify({ text: 'a'.repeat(1001) })), 400],
    ['wrong type', post(JSON.stringify({ text: 42 })), 400],
    ['missing text', post(JSON.stringify({ category: 'health' })), 400],
    ['unknown field', post(JSON.stringify({ text: 'ok', tenant: 'x' })), 400],
    ['unknown category', post(JSON.stringify({ text: 'ok', category: 'lottery' })), 400],
    ['bad country', post(JSON.stringify({ text: 'ok', country: 'ITA' })), 400],
    ['unassigned country XX', post(JSON.stringify({ text: 'ok', country: 'XX' })), 400],
    ['reserved country EU', post(JSON.stringify({ text: 'ok', country: 'eu' })), 400],
    ['private-use country ZZ', post(JSON.stringify({ text: 'ok', country: 'ZZ' })), 400],
    ['NUL character', post(JSON.stringify({ text: 'a\u0000b' })), 400],
    ['lone surrogate', post('{"text":"a\\ud800b"}'), 400],
    ['not JSON', post('{"text":'), 400],
    ['empty body', post(''), 400],
    ['array body', post('[]'), 400],
    ['wrong content type', post('text=hello', 'text/plain'), 415],
    ['too large', post(JSON.stringify({ text: 'a'.repeat(70_000) })), 413],
  ];
  for (const [name, pending, status] of cases) {
    const res = await pending;
    assert.equal(res.status, status, name);
    assert.equal(res.headers.get('content-type'), 'application/problem+json; charset=utf-8', name);
    const body = (await res.json()) as { code: string; detail: string };
    assert.ok(body.code && body.detail, name);
    if (name.includes('country')) assert.match(body.detail, /body\.country/, `${name}: the detail names the field`);
  }
  // {"text":"<0xff 0xfe>"}: a valid shape whose text is not UTF-8 — refused for its encoding, not its shape.
  const invalid = await post(Buffer.concat([Buffer.from('{"text":"'), Buffer.from([0xff, 0xfe]), Buffer.from('"}')]));
  assert.equal(invalid.status, 400);
  assert.equal(((await invalid.json()) as { code: string }).code, 'invalid_encoding');
  assert.equal((await post(JSON.stringify({ text: 'exactly 1000 '.padEnd(1000, 'x') }))).status, 201, '1000 characters pass');
  const list = (await (await a.call('GET', '/intentions')).json()) as { items: unknown[] };
  assert.equal(list.items.length, 1, 'only the valid one was stored');
});

test('bad intercession and close bodies are refused', async (t) => {
  const server = await communioServer(t, 'sqlite');
  if (!server) return;
  t.after(() => server.close());
  const a = await tenant(server, 'A');
  const { id } = (await (await a.call('POST', '/intentions', { text: 'For the sick' })).json()) as { id: string };
  assert.equal((await a.call('POST', `/intentions/${id}/intercessions`, { person_ref: '' })).status, 400);
  assert.equal((await a.call('POST', `/intentions/${id}/intercessions`, { who: 'x' })).status, 400);
  assert.equal((await a.call('POST', `/intentions/${id}/close`, { status: 'removed' })).status, 400);
  assert.equal((await a.call('POST', '/intentions/int_nope/intercessions')).status, 404);
  const view = (await (await a.call('GET', `/intentions/${id}`)).json()) as { intercession_count: number; status: string };
  assert.equal(view.intercession_count, 0);
  assert.equal(view.status, 'open');
});
