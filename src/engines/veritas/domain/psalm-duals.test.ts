// Dual psalm numbers at the splits of the two numberings, written both ways: `Ps 9 (9-10)` and `Ps 9-10 (9)` (a
// range on either side) were 400 "could not read "(9-10)"" while `Ps 9 (10)` read (the Veritas audit's finding).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { ResolveOptions } from './citation.js';
import { fixturePorts } from './fixtures/fixture-ports.js';
import { createResolver } from './resolver.js';

const resolver = createResolver(fixturePorts());

/** The four splits: Vulgate psalms and the Hebrew psalms they are, with the answer (always the Vulgate's). */
const SPLITS = [
  { vulgate: '9', hebrew: '9-10', osis: 'Ps.9', canonical: 'Psalm 9' },
  { vulgate: '113', hebrew: '114-115', osis: 'Ps.113', canonical: 'Psalm 113' },
  { vulgate: '114-115', hebrew: '116', osis: 'Ps.114-Ps.115', canonical: 'Psalms 114-115' },
  { vulgate: '146-147', hebrew: '147', osis: 'Ps.146-Ps.147', canonical: 'Psalms 146-147' },
] as const;

const NAMES = ['Ps', 'Ps.', 'Psalm', 'Psalms', 'Pss'];
const OPTIONS: (ResolveOptions | undefined)[] = [undefined, { numbering: 'hebrew' }, { numbering: 'kjv' }];

function answers(ref: string, options?: ResolveOptions) {
  const r = resolver.resolve(ref, options);
  assert.ok(r.ok, `${ref}: ${r.ok ? '' : `${r.error.code} ${r.error.message}`}`);
  assert.equal(r.answer.kind, 'bible');
  return r.answer.kind === 'bible' ? r.answer : undefined!;
}

function refused(ref: string, code = 'psalm_mismatch', options?: ResolveOptions) {
  const r = resolver.resolve(ref, options);
  assert.ok(!r.ok, `${ref}: expected ${code}, got ${r.ok && r.answer.kind === 'bible' ? r.answer.osis : ''}`);
  assert.equal(r.error.code, code, `${ref}: ${r.error.message}`);
  return r.error;
}

test('every split is read with its range on either side, either numbering first, answered as Ps 22 (23) is', () => {
  for (const s of SPLITS) {
    const written = [
      `${s.vulgate} (${s.hebrew})`, `${s.hebrew} (${s.vulgate})`, `${s.vulgate}(${s.hebrew})`, `${s.hebrew}(${s.vulgate})`,
      `${s.vulgate} [${s.hebrew}]`, `${s.hebrew}[${s.vulgate}]`, `${s.vulgate} (Hebrew ${s.hebrew})`,
      `${s.hebrew} (Vulgate ${s.vulgate})`, `${s.vulgate} (${s.hebrew} KJV)`, `${s.hebrew} (LXX ${s.vulgate})`,
      `${s.vulgate.replace('-', '–')} (${s.hebrew.replace('-', '–')})`,
    ];
    for (const name of NAMES) {
      for (const w of written) {
        for (const options of OPTIONS) {
          const ref = `${name} ${w}`;
          const a = answers(ref, options);
          assert.equal(a.osis, s.osis, ref);
          assert.equal(a.canonical, s.canonical, ref);
          // As `Ps 22 (23)`: the numbers were read in both numberings, whatever the request's numbering; one reading.
          assert.equal(a.numbering, 'dual', ref);
          assert.equal(a.ambiguous, false, ref);
          assert.deepEqual(a.alternatives, [], ref);
          assert.equal(a.text, ref, ref);
        }
      }
    }
  }
});

test('a range dual whose sides are not the same psalms is psalm_mismatch, as Ps 22 (40) is', () => {
  for (const s of SPLITS) {
    // The label says the wrong numbering for the side.
    const e = refused(`Ps ${s.vulgate} (Vulgate ${s.hebrew})`);
    assert.equal(e.field, 'chapter');
    assert.equal(e.status, 404);
    refused(`Ps ${s.hebrew} (Hebrew ${s.vulgate})`);
  }
  // Half of a split against the whole: Vulgate 114 is only part of Hebrew 116; Vulgate 9 is Hebrew 9-10, not 9-11.
  assert.match(refused('Ps 114 (114-115)').message, /Vulgate 114 is part of Hebrew 116/);
  assert.match(refused('Ps 9 (9-11)').message, /Vulgate 9 is Hebrew 9-10/);
  refused('Ps 22-23 (23)');
  // The single-number form at a split is unchanged: Vulgate 146 is part of Hebrew 147, and the pair names it.
  assert.equal(answers('Ps 146 (147)').osis, 'Ps.146');
  refused('Ps 116 (115-114)', 'bad_range');
  // Whole psalms only: no verse or range after a bracketed range, and no other book.
  refused('Ps 9 (9-10):2', 'unreadable');
  refused('Ps 9 (9-10)-12', 'unreadable');
  refused('Gen 1 (1-2)', 'unreadable');
  // A range in brackets far from the psalm is no psalm number (a verse range written so): not read, as before.
  refused('Ps 22 (1-5)', 'unreadable');
});

test('the single-number duals and verse pairs at the splits read both ways, as before', () => {
  const same: [string, string][] = [
    ['Ps 9 (10)', 'Ps.9.22-Ps.9.39'], ['Ps 10 (9)', 'Ps.9.22-Ps.9.39'], ['Ps 113 (114)', 'Ps.113.1-Ps.113.8'],
    ['Ps 115 (113)', 'Ps.113.9-Ps.113.26'], ['Ps 114 (116)', 'Ps.114'], ['Ps 116 (115)', 'Ps.115'],
    ['Ps 147 (146)', 'Ps.146'], ['Ps 147 (147)', 'Ps.147'],
    ['Ps 9:22 (10:1)', 'Ps.9.22'], ['Ps 10:1 (9:22)', 'Ps.9.22'], ['Ps 113:9 (115:1)', 'Ps.113.9'],
    ['Ps 115:1 (113:9)', 'Ps.113.9'], ['Ps 115:1 (116:10)', 'Ps.115.1'], ['Ps 116:10 (115:1)', 'Ps.115.1'],
    ['Ps 147:1 (147:12)', 'Ps.147.1'], ['Ps 147:12 (147:1)', 'Ps.147.1'],
  ];
  for (const [ref, osis] of same) assert.equal(answers(ref).osis, osis, ref);
});

test('every range dual near every psalm: read exactly when one side is the other numbering\'s same verses', () => {
  // Held against the versification tables: a run of psalms read in one numbering names the same verses as the
  // other side read in the other (the resolver's answer for `Ps 9-10` with numbering=hebrew, and so on).
  const osisIn = (run: string, numbering: 'vulgate' | 'hebrew') => {
    const r = resolver.resolve(`Ps ${run}`, { numbering });
    return r.ok && r.answer.kind === 'bible' ? r.answer.osis : undefined;
  };
  const run = (a: number, b: number) => (a === b ? `${a}` : `${a}-${b}`);
  let read = 0;
  for (let v = 1; v <= 150; v++) {
    for (const v2 of [v, v + 1]) {
      for (let h = v - 2; h <= v + 2; h++) {
        for (const h2 of [h, h + 1]) {
          // Single numbers on both sides are the older form; a range more than 2 away is no psalm pair (read as
          // `Ps 22 (1-5)` is, not at all).
          if ((v2 === v && h2 === h) || h < 1 || v2 > 150 || h2 > 150 || Math.abs(h2 - v2) > 2) continue;
          for (const [x, y] of [[run(v, v2), run(h, h2)], [run(h, h2), run(v, v2)]] as const) {
            const xVul = osisIn(x, 'vulgate');
            const expected = xVul && xVul === osisIn(y, 'hebrew') ? xVul : osisIn(x, 'hebrew') === osisIn(y, 'vulgate') ? osisIn(y, 'vulgate') : undefined;
            const ref = `Ps ${x} (${y})`;
            const r = resolver.resolve(ref);
            if (expected) {
              assert.ok(r.ok && r.answer.kind === 'bible', `${ref}: expected ${expected}, ${r.ok ? '' : r.error.message}`);
              assert.equal(r.answer.kind === 'bible' ? r.answer.osis : '', expected, ref);
              read++;
            } else {
              assert.ok(!r.ok, `${ref}: expected an error, got ${r.ok && r.answer.kind === 'bible' ? r.answer.osis : ''}`);
              assert.equal(r.error.code, 'psalm_mismatch', `${ref}: ${r.error.message}`);
            }
          }
        }
      }
    }
  }
  // The four splits both ways, and a run of two psalms against its two counterparts wherever the numberings
  // run parallel (`Ps 22-23 (23-24)`), both ways.
  assert.ok(read > 200, `${read} read`);
});

test('in free text a range dual is one citation, and a bracketed range that does not correspond is left out of it', () => {
  const found = resolver.findCitations('See Ps 9 (9-10), Ps. 114-115 (116) and Ps 22 (1-5).').citations;
  assert.deepEqual(found.map((c) => (c.kind === 'bible' ? `${c.osis} ${c.text}` : '')), ['Ps.9 Ps 9 (9-10)', 'Ps.114-Ps.115 Ps. 114-115 (116)', 'Ps.22 Ps 22']);
  // A bracket of verses near a low psalm's number (`Ps 8 (6-9)`) is no pair: the psalm is found, as before this
  // form was read; so is a near miss at a split, whose mismatch only a lone citation reports.
  const near = resolver.findCitations('Ps 3 (1-5), Ps 8 (6-9) and Ps 9 (9-11).');
  assert.deepEqual(near.citations.map((c) => (c.kind === 'bible' ? `${c.osis} ${c.text}` : '')), ['Ps.3 Ps 3', 'Ps.8 Ps 8', 'Ps.9 Ps 9']);
  assert.deepEqual(near.unresolved, []);
  const lone = resolver.resolve('Ps 9 (9-11)');
  assert.ok(!lone.ok && lone.error.code === 'psalm_mismatch');
});

test('a verse after a dual number is read in the numbering of the bracketed psalm it follows, for every psalm both ways', () => {
  // `Ps 9 (10):2` answered Vulgate 9:2 (Hebrew 9:1): the verse belongs to (10), Hebrew 10:2 = Vulgate 9:23.
  const osisOf = (ref: string, numbering: 'vulgate' | 'hebrew') => {
    const r = resolver.resolve(ref, { numbering });
    return r.ok && r.answer.kind === 'bible' ? r.answer.osis : undefined;
  };
  let read = 0;
  for (let v = 1; v <= 150; v++) {
    const hebrews = new Set<number>();
    for (let h = Math.max(1, v - 1); h <= Math.min(150, v + 2); h++) {
      // The Hebrew psalms that share verses with Vulgate v (as `Ps h` in Hebrew numbering overlaps `Ps v`).
      const whole = osisOf(`Ps ${h}`, 'hebrew') ?? '';
      if (whole.split(/[-,]/).some((p) => p.split('.')[1] === `${v}`)) hebrews.add(h);
    }
    for (const h of hebrews) {
      for (let n = 1; n <= 60; n++) {
        const vulgateVerse = osisOf(`Ps ${v}:${n}`, 'vulgate');
        const hebrewVerse = osisOf(`Ps ${h}:${n}`, 'hebrew');
        // Hebrew first, Vulgate in brackets: the verse is the Vulgate's; Vulgate first: the Hebrew's. Where both
        // numbers are the same psalm (1-8, 148-150), the bracketed number is the Vulgate's as well.
        for (const [ref, expected] of [[`Ps ${h}(${v}):${n}`, vulgateVerse], [`Ps ${v} (${h}):${n}`, h === v ? vulgateVerse : hebrewVerse]] as const) {
          const r = resolver.resolve(ref);
          if (expected) {
            assert.ok(r.ok && r.answer.kind === 'bible', `${ref}: expected ${expected}, ${r.ok ? '' : r.error.message}`);
            assert.equal(r.answer.kind === 'bible' ? r.answer.osis : '', expected, ref);
            read++;
          } else assert.ok(!r.ok, `${ref}: expected an error, got ${r.ok && r.answer.kind === 'bible' ? r.answer.osis : ''}`);
        }
      }
    }
  }
  assert.ok(read > 4500, `${read} read`);
});
