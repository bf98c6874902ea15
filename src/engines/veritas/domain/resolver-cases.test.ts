// The resolver against its cases file (resolver-cases.json): each citation with the answer it must give and why.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import type { Answer, ResolveOptions } from './citation.js';
import { fixturePorts } from './fixtures/fixture-ports.js';
import { createResolver } from './resolver.js';

interface Expect {
  kind?: 'bible' | 'summa';
  osis?: string;
  id?: string;
  canonical?: string;
  /** The numbering and naming a Scripture answer says its numbers and names were read in. */
  numbering?: string;
  naming?: string;
  /** The answer's text: the citation as read (with its translation label, `Ps 23 [KJV]`). */
  text?: string;
  section?: string;
  ambiguous?: boolean;
  alternatives?: string[];
  missing?: string;
  error?: string;
  field?: string;
  valid?: [number, number];
  /** Words the error's message must hold (`not in the Catholic canon`). */
  says?: string;
  found?: string[];
}

interface Case {
  ref?: string;
  find?: string;
  options?: ResolveOptions;
  expect: Expect;
  why: string;
}

const cases = JSON.parse(readFileSync(new URL('./resolver-cases.json', import.meta.url), 'utf8')) as Case[];
const resolver = createResolver(fixturePorts());
const key = (a: Answer) => (a.kind === 'bible' ? a.osis : a.id);

function check(c: Case): void {
  const label = `${JSON.stringify(c.ref ?? c.find)} (${c.why})`;
  if (c.find !== undefined) {
    const found = resolver.findCitations(c.find, c.options).citations;
    assert.deepEqual(found.map(key), c.expect.found, label);
    for (const a of found) assert.equal(c.find.slice(a.start, a.end), a.text, `${label}: offsets`);
    return;
  }
  const r = resolver.resolve(c.ref!, c.options);
  const e = c.expect;
  if (e.error) {
    assert.ok(!r.ok, `${label}: expected ${e.error}, got ${r.ok ? key(r.answer) : ''}`);
    assert.equal(r.error.code, e.error, `${label}: ${r.error.message}`);
    if (e.field) assert.equal(r.error.field, e.field, label);
    if (e.valid) assert.deepEqual(r.error.valid, { min: e.valid[0], max: e.valid[1] }, label);
    if (e.says) assert.ok(r.error.message.includes(e.says), `${label}: message "${r.error.message}" lacks "${e.says}"`);
    assert.ok(r.error.message.length > 0);
    return;
  }
  assert.ok(r.ok, `${label}: ${r.ok ? '' : `${r.error.code} ${r.error.message}`}`);
  const a = r.answer;
  assert.equal(a.kind, e.kind, label);
  assert.equal(key(a), e.kind === 'bible' ? e.osis : e.id, label);
  if (e.canonical) assert.equal(a.canonical, e.canonical, label);
  if (e.numbering) assert.equal(a.kind === 'bible' ? a.numbering : undefined, e.numbering, `${label}: numbering`);
  if (e.naming) assert.equal(a.kind === 'bible' ? a.naming : undefined, e.naming, `${label}: naming`);
  if (e.text) assert.equal(a.text, e.text, `${label}: text`);
  if (e.ambiguous !== undefined) assert.equal(a.ambiguous, e.ambiguous, label);
  if (e.alternatives) assert.deepEqual(a.alternatives.map(key), e.alternatives, label);
  if (e.section) assert.equal(a.kind === 'summa' ? a.section?.label : undefined, e.section, label);
  if (e.missing) assert.equal(a.kind === 'summa' ? a.missing?.what : undefined, e.missing, label);
}

test('the cases file holds at least 150 cases, each with a reason', () => {
  assert.ok(cases.length >= 150, `${cases.length} cases`);
  for (const c of cases) assert.ok(c.why && (c.ref !== undefined || c.find !== undefined), JSON.stringify(c));
});

test('every case resolves as the cases file says', () => {
  const failures: string[] = [];
  for (const c of cases) {
    try {
      check(c);
    } catch (err) {
      failures.push((err as Error).message.split('\n')[0]!);
    }
  }
  assert.deepEqual(failures, []);
});
