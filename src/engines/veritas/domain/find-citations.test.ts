// findCitations over running text: offsets, what counts as a citation there, and unresolved citations.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { fixturePorts } from './fixtures/fixture-ports.js';
import { createResolver } from './resolver.js';

const resolver = createResolver(fixturePorts());

test('offsets cut out exactly the citation text', () => {
  const text = 'He said (Jn. 3:16–18; 4:1), then ST I-II, q. 90, a. 1 ad 2. Cf. 3 Kgs. 19:8.';
  const { citations } = resolver.findCitations(text, { naming: 'douay' });
  assert.deepEqual(citations.map((c) => text.slice(c.start, c.end)), ['Jn. 3:16–18; 4:1', 'ST I-II, q. 90, a. 1 ad 2', '3 Kgs. 19:8']);
  assert.deepEqual(citations.map((c) => c.text), citations.map((c) => text.slice(c.start, c.end)));
});

test('the Summa\'s Douay names, read with naming=douay', () => {
  const { citations } = resolver.findCitations('as it is written (1 Kgs. 15:29) and (4 Kgs. 2:15)', { naming: 'douay' });
  assert.deepEqual(citations.map((c) => (c.kind === 'bible' ? c.osis : '')), ['1Sam.15.29', '2Kgs.2.15']);
});

test('words that look like books are not citations', () => {
  const text = 'it is 5 o\'clock; acts 2 of the play; Job 3 was hard; Mark 4 on the map; numbers 6 and 7';
  assert.deepEqual(resolver.findCitations(text).citations, []);
});

test('whole psalms in running text: Ps 22, Ps. 22 and the dual form; one-chapter books by verse', () => {
  const text = 'cf. Ps 22, and in Ps. 22 (23) we read; Psalm 22 (23) too; Jude 3 as well.';
  const { citations } = resolver.findCitations(text);
  assert.deepEqual(citations.map((c) => [text.slice(c.start, c.end), c.kind === 'bible' ? c.osis : '']), [
    ['Ps 22', 'Ps.22'],
    ['Ps. 22 (23)', 'Ps.22'],
    ['Psalm 22 (23)', 'Ps.22'],
    ['Jude 3', 'Jude.1.3'],
  ]);
});

test('citations that name nothing that exists are reported, not dropped', () => {
  const { citations, unresolved } = resolver.findCitations('See Tobias 4:93 and John 22:1 and ST I q.2 a.3 ad 3.');
  assert.equal(citations.length, 0);
  assert.deepEqual(unresolved.map((u) => [u.text, u.error.code]), [
    ['Tobias 4:93', 'no_verse'],
    ['John 22:1', 'no_chapter'],
    ['ST I q.2 a.3 ad 3', 'no_objection'],
  ]);
});

test('a long text is scanned in linear time', () => {
  const text = 'Nothing to see here, it is all prose. '.repeat(20_000) + 'John 3:16';
  const start = process.cpuUsage();
  const { citations } = resolver.findCitations(text);
  const used = process.cpuUsage(start);
  assert.equal(citations.length, 1);
  assert.ok(used.user + used.system < 2_000_000, `${used.user + used.system} µs of CPU for ${text.length} characters`);
});
