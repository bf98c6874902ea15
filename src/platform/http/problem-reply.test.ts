import assert from 'node:assert/strict';
import { test } from 'node:test';
import { Refusal, problem } from '../errors/index.js';
import { instanceJson, problemBody } from './problem-reply.js';

const ID = '6f1c9a52-8a1e-4c3b-9d1f-2b7e0c4d5a69';

test('problemBody writes the RFC 9457 members, equal to serializing them as an object', () => {
  const err = problem('bad_request', 'The "limit" must be a number \\ not "ten".\n', {
    extra: { limit: 'ten', detail: 'ignored: a standard member' },
    errors: [{ field: 'query.limit', message: 'Expected number' }],
  });
  const body = JSON.parse(problemBody(err, instanceJson('/v1/x/é?limit=ten'), ID, 'https://lumen.example'));
  assert.deepEqual(body, {
    type: 'https://lumen.example/docs/errors#bad_request',
    title: err.title,
    status: 400,
    detail: 'The "limit" must be a number \\ not "ten".\n',
    code: 'bad_request',
    instance: '/v1/x/é',
    request_id: ID,
    limit: 'ten',
    errors: [{ field: 'query.limit', message: 'Expected number' }],
  });
});

test('what problemBody keeps between calls never leaks into the next body', () => {
  const first = new Refusal('rate_limited', 'retry in 2 s.');
  const second = new Refusal('rate_limited', 'retry in 1 s.');
  const bodies = [
    problemBody(first, '"/a"', ID, 'https://one.example'),
    problemBody(first, '"/a"', ID, 'https://one.example'),
    problemBody(second, '"/b"', ID, 'https://two.example'),
    problemBody(problem('not_found', 'retry in 1 s.'), '"/b"', ID, 'https://two.example'),
  ].map((b) => JSON.parse(b) as Record<string, unknown>);
  assert.deepEqual(bodies[0], bodies[1]);
  assert.deepEqual(
    bodies.map((b) => [b.type, b.status, b.detail, b.instance]),
    [
      ['https://one.example/docs/errors#rate_limited', 429, 'retry in 2 s.', '/a'],
      ['https://one.example/docs/errors#rate_limited', 429, 'retry in 2 s.', '/a'],
      ['https://two.example/docs/errors#rate_limited', 429, 'retry in 1 s.', '/b'],
      ['https://two.example/docs/errors#not_found', 404, 'retry in 1 s.', '/b'],
    ],
  );
});
