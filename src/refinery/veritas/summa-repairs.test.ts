import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { SourceArticle } from './source-types.js';
import { lostObjections, repairSumma } from './summa-repairs.js';

const article = (part: string, question: number, n: number, parts: Partial<SourceArticle>): SourceArticle => ({
  id: `${part} q.${question} a.${n}`,
  part,
  part_ref: part,
  question,
  question_title: 'Q',
  article: n,
  title: 'Whether?',
  objections: [],
  sed_contra: null,
  respondeo: null,
  replies: [],
  ...parts,
});

test('an objection the source ran into the one before it is cut out at its marker (II-II q.36 a.3, Suppl. q.55 a.10)', () => {
  const a = article('SS', 36, 3, {
    objections: [
      { n: 1, text: 'Objection 1: Envy is no mortal sin. Aquin.: SMT SS Question [36] Article [3] Obj. 2 Para. 1/1 OBJ 2: Further, infants envy.' },
      { n: 3, text: 'Objection 3: Further.' },
    ],
  });
  assert.deepEqual(repairSumma([a]), { moved: 1, relabelled: 0 });
  assert.deepEqual(a.objections, [
    { n: 1, text: 'Objection 1: Envy is no mortal sin.' },
    { n: 2, text: 'Objection 2: Further, infants envy.' },
    { n: 3, text: 'Objection 3: Further.' },
  ]);
});

test('labels of sections 10 and over whose second digit the source lost (`Objection 1::`) take their number', () => {
  const objections = Array.from({ length: 10 }, (_, i) => ({ n: i + 1, text: `Objection ${i + 1}: x` }));
  objections[9] = { n: 10, text: 'Objection 1:: Further, eternal' };
  const a = article('FP', 46, 1, { objections, replies: [{ n: 10, text: 'Reply to Objection 1:: Given' }] });
  repairSumma([a]);
  assert.equal(a.objections[9]!.text, 'Objection 10: Further, eternal');
  assert.deepEqual(a.replies, [{ n: 10, text: 'Reply to Objection 10: Given' }]);
});

test('a reply numbered past every objection whose label names objection 1, in an article with no reply 1, is reply 1 (Suppl. q.40 a.3)', () => {
  const a = article('XP', 40, 3, {
    objections: [1, 2, 3].map((n) => ({ n, text: `Objection ${n}: x` })),
    replies: [
      { n: 2, text: 'Reply to Objection 2: b' },
      { n: 3, text: 'Reply to Objection 3: c' },
      { n: 11, text: 'Reply to Objection 1:: The Lord disdains' },
    ],
  });
  repairSumma([a]);
  assert.deepEqual(a.replies.map((r) => r.n), [1, 2, 3]);
  assert.equal(a.replies[0]!.text, 'Reply to Objection 1: The Lord disdains');
  assert.deepEqual(lostObjections(a), [], 'reply 11 made objections 4 to 11 look lost');
});

test('lost objections: numbers up to the last objection or reply that no objection has; none for an article without any', () => {
  const a = article('FP', 13, 10, { objections: [1, 2, 3].map((n) => ({ n, text: '' })), replies: [1, 4, 5].map((n) => ({ n, text: '' })) });
  assert.deepEqual(lostObjections(a), [4, 5]);
  assert.deepEqual(lostObjections(article('FP', 114, 5, { replies: [] })), [], 'I q.114 a.5 is a gap of its own');
});
