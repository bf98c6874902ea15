import assert from 'node:assert/strict';
import { test } from 'node:test';
import { foldText } from '../../platform/text/fold-text.js';
import { addText, archaicForms, emptyVocabulary, modernise } from './archaic-forms.js';

/** The forms decided from these texts, as `archaic → modern`, and the words rejected. */
function decide(...texts: string[]): { forms: Record<string, string>; rejected: string[] } {
  const v = emptyVocabulary();
  for (const t of texts) addText(v, t, foldText(t));
  const r = archaicForms(v);
  return { forms: Object.fromEntries(r.forms.map((f) => [f.archaic, f.modern])), rejected: r.rejected.map((x) => x.word) };
}

test('-eth becomes the modern third person when the texts use the verb: believeth, goeth, teacheth, seeth, sitteth, crieth', () => {
  const { forms } = decide(
    'He that believeth shall live. They believe and believed. He goeth out; we go, going. He teacheth; they teach, teaching.',
    'He seeth it; they see, seeing. He sitteth; they sit and sat, sitting. He crieth; they cried. He hateth; they hate, hated.',
  );
  assert.deepEqual(forms, { believeth: 'believes', goeth: 'goes', teacheth: 'teaches', seeth: 'sees', sitteth: 'sits', crieth: 'cries', hateth: 'hates' });
});

test('names and nouns in -eth are left alone: Nazareth, Seth, Japheth (capitalised), teeth, the twentieth, the fiftieth', () => {
  const { forms, rejected } = decide(
    'Jesus of Nazareth and Seth and Japheth went to Nazar, to Seas and to Japh. Se, s, te, tes.',
    'Their teeth, beneath the bene, in the twentieth year, by fifties, in the fiftieth year, fifty of them.',
  );
  assert.deepEqual(forms, {});
  for (const w of ['nazareth', 'seth', 'japheth', 'teeth', 'twentieth', 'fiftieth']) assert.ok(rejected.includes(w), w);
});

test('-est becomes the base only beside its -eth form and not as a superlative: lovest, not forest, priest, slightest', () => {
  const { forms, rejected } = decide(
    'Lovest thou me? He loveth thee; they love, loved. The forest, the priest, the rest, honest and earnest men.',
    'He slighteth the slightest thing, the slightest fault; they slight it, slighted.',
  );
  assert.equal(forms.lovest, 'love');
  assert.equal(forms.loveth, 'loves');
  assert.equal(forms.slighteth, 'slights');
  for (const w of ['forest', 'priest', 'rest', 'honest', 'earnest', 'slightest']) assert.equal(forms[w], undefined, w);
  assert.ok(rejected.includes('slightest'));
});

test('irregular forms are mapped when the texts use them; art (a noun as well) is not', () => {
  const { forms } = decide('He saith: thou hast, he hath, he doth, thou dost, thou shalt, thou wilt, thou canst, thou art. The art of medicine.');
  assert.deepEqual(forms, { saith: 'says', hast: 'have', hath: 'has', doth: 'does', dost: 'do', shalt: 'shall', wilt: 'will', canst: 'can' });
});

test('modernise replaces whole words only, one for one', () => {
  const forms = new Map([['believeth', 'believes'], ['hath', 'has']]);
  assert.equal(modernise('he that believeth hath life', forms), 'he that believes has life');
  assert.equal(modernise('unbelieveth hathor believeth', forms), 'unbelieveth hathor believes');
});
