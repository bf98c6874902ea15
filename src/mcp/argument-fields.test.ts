import assert from 'node:assert/strict';
import { test } from 'node:test';
import { argumentField, asArguments } from './argument-fields.js';

// summa_article's path parameters and a search-like query, with `naming` left out of the tool (mcp.omit).
const tool = { paramNames: new Set(['part', 'question']), queryNames: new Set(['q', 'in', 'limit']) };

test('a REST field is named as the argument it is in, nested paths kept; other fields stay as REST names them', () => {
  assert.equal(argumentField('path.question', tool), 'question');
  assert.equal(argumentField('query.in.1', tool), 'in.1');
  assert.equal(argumentField('query.limit', tool), 'limit');
  // A path name under query (or the reverse) is not that argument: the place is part of the field.
  assert.equal(argumentField('query.part', tool), 'query.part');
  assert.equal(argumentField('path.q', tool), 'path.q');
  assert.equal(argumentField('query.naming', tool), 'query.naming', 'a parameter the tool does not take');
  assert.equal(argumentField('header.if-none-match', tool), 'header.if-none-match');
  assert.equal(argumentField('body.text', tool), 'body.text');
  assert.equal(argumentField('query', tool), 'query');
  assert.equal(argumentField('.q', tool), '.q');
});

test("a problem's detail is renamed where it opens with a field it names, and nowhere else", () => {
  const p = asArguments(
    { detail: "query.q: 'path.question' and query.limit are words of the text", errors: [{ field: 'query.q', message: 'x' }] },
    tool,
  );
  assert.equal(p.detail, "q: 'path.question' and query.limit are words of the text");
  assert.deepEqual(p.errors, [{ field: 'q', message: 'x' }]);
  // Several fields: the detail opens with the first (parse-input.ts), each is renamed in `errors`.
  const many = asArguments(
    { detail: 'path.question: expected a number (and 1 more)', errors: [{ field: 'path.question', message: 'a' }, { field: 'query.limit', message: 'b' }] },
    tool,
  );
  assert.equal(many.detail, 'question: expected a number (and 1 more)');
  assert.deepEqual(many.errors!.map((e) => e.field), ['question', 'limit']);
  // A detail that names no field of the problem is left whole; a problem without errors has none.
  const plain = asArguments({ detail: 'query.q is fine; I q.200 is not in the dataset' }, tool);
  assert.equal(plain.detail, 'query.q is fine; I q.200 is not in the dataset');
  assert.equal(plain.errors, undefined);
  // `parameter` (Tempus, Devotio) names a field too.
  const dated = asArguments({ detail: "query.limit: '02-30': no such day", errors: [{ field: 'query.limit', message: 'm' }], extra: { parameter: 'query.limit', allowed: 'MM-DD' } }, tool);
  assert.deepEqual(dated.extra, { parameter: 'limit', allowed: 'MM-DD' });
  assert.equal(dated.detail, "limit: '02-30': no such day");
});
