import assert from 'node:assert/strict';
import { test } from 'node:test';
import { candidatePattern } from './first-candidate.js';
import { matchOf, parseSearch } from './fts-query.js';
import { snippet } from './snippet.js';

const terms = (q: string) => parseSearch(q)!.terms;

test('the candidate pattern finds every original spelling of a folded prefix: ligatures, accents, case', () => {
  const re = candidatePattern(['caelum', 'israel'])!;
  const found = (text: string) => [...text.matchAll(re)].map((m) => m[0]);
  assert.deepEqual(found('In principio creavit Deus cælum et terram. CÆLUM'), ['cælum', 'CÆLUM']);
  assert.deepEqual(found('filii Israël et Israel; non Israelita? non praeisrael'), ['Israël', 'Israel', 'Israel']);
  // A prefix that ends inside a ligature still finds it.
  assert.deepEqual([...'cæli'.matchAll(candidatePattern(['ca'])!)].map((m) => m[0]), ['cæ']);
  assert.equal(candidatePattern(['θεος']), null, 'not ASCII: no shortcut');
});

test('a snippet marks the first hit after candidates that are not hits, and shows the beginning when none is', () => {
  const text = `${'Words before the match. '.repeat(40)}Causality is not it, but the cause is; causes too.`;
  const s = snippet(text, terms('cause'), true);
  assert.match(s, /^…/, 'cut at the start');
  assert.match(s, /Causality is not it, but the <mark>cause<\/mark> is; <mark>causes<\/mark> too\.$/);
  assert.equal(snippet('No such word here at all.', terms('cause'), true), 'No such word here at all.');
  assert.equal(snippet('Et dixit Deus: Fiat lux. Et vidit cælum.', terms('caelum'), false), 'Et dixit Deus: Fiat lux. Et vidit <mark>cælum</mark>.');
  assert.equal(snippet('a <b> & c loved', terms('love'), true), 'a &lt;b&gt; &amp; c <mark>loved</mark>');
});

test('a phrase opens the window where the phrase is, not at the first of its words alone', () => {
  const text = `He is also Eleazar, that is, God is my helper. ${'Other words of the commentary follow here. '.repeat(12)}For God so loved the world.`;
  const s = snippet(text, terms('"God so loved"'), true);
  assert.match(s, /For <mark>God so loved<\/mark> the world\.$/);
  assert.match(s, /^…/, 'the text before is cut');
  // A lone word of the phrase a few words before it neither opens the window nor is marked: only the phrase is.
  const near = `${'Words at the start of it. '.repeat(20)}My God, my helper; he gave gifts for men, and God so loved the world, that he gave his only Son, ${'and more words after. '.repeat(20)}`;
  assert.match(snippet(near, terms('"God so loved"'), true), /^…My God, my helper; he gave gifts for men, and <mark>God so loved<\/mark> the world/);
  // Without the phrase in the text (a match the index made otherwise), the words are marked where they stand.
  assert.equal(snippet('No phrase: God is, so it is loved.', terms('"God so loved"'), true), 'No phrase: <mark>God</mark> is, <mark>so</mark> it is <mark>loved</mark>.');
});

test('a phrase is marked where its words stand together, as one mark; one-word terms wherever they stand', () => {
  // The first "The" is a word of the phrase, not the phrase: unmarked.
  assert.equal(snippet('The same was in the beginning with God.', terms('"in the beginning"'), true), 'The same was <mark>in the beginning</mark> with God.');
  // Stemmed words of a phrase, across punctuation, twice; a one-word term beside it is marked alone.
  assert.equal(
    snippet('God loves; so loved he the world that God so loved, and God so loves.', terms('"God so loved" world'), true),
    'God loves; so loved he the <mark>world</mark> that <mark>God so loved</mark>, and <mark>God so loves</mark>.',
  );
  // Case and HTML: the gap inside a mark is escaped.
  assert.equal(snippet('In principio erat Verbum & Verbum', terms('"erat verbum"'), false), 'In principio <mark>erat Verbum</mark> &amp; Verbum');
  assert.equal(snippet('a <b> c', terms('"a b"'), false), '<mark>a &lt;b</mark>&gt; c');
});

test('a prefix on a stemmed text marks what its stem matched (loved* finds love), on the Latin only the prefix', () => {
  assert.equal(snippet('If you love them that love you', terms('loved*'), true), 'If you <mark>love</mark> them that <mark>love</mark> you');
  assert.equal(snippet('amavit et amor', terms('amav*'), false), '<mark>amavit</mark> et amor');
});

test('a snippet that is not cut at the start keeps the text\'s opening punctuation; one that is cut opens with …', () => {
  assert.equal(snippet('(in Luc. 9:5.) The Apostles enter a house.', terms('house'), true), '(in Luc. 9:5.) The Apostles enter a <mark>house</mark>.');
  assert.equal(snippet('"Fiat lux," et facta est lux.', terms('lux'), false), '"Fiat <mark>lux</mark>," et facta est <mark>lux</mark>.');
  assert.match(snippet(`(${'word '.repeat(60)}) house`, terms('house'), true), /^…word/);
});

test('matched only in the lead (a Summa title, a Catena Father), the snippet opens with it marked, then the text', () => {
  assert.equal(
    snippet('The chief good is the only motive of philosophical enquiry.', terms('augustine'), true, 32, 'Augustine of Hippo'),
    '<mark>Augustine</mark> of Hippo — The chief good is the only motive of philosophical enquiry.',
  );
  // A hit in the text keeps the snippet to the text; a lead without a hit is left out.
  assert.equal(snippet('As Augustine says, the good…', terms('augustine'), true, 32, 'Augustine of Hippo'), 'As <mark>Augustine</mark> says, the good…');
  assert.equal(snippet('Nothing here.', terms('augustine'), true, 32, 'Jerome'), 'Nothing here.');
});

test('the window opens at the first word of the query that is not a common one: bread, not the first of', () => {
  // `bread of life` opened at the first `of`, the 40 words after it holding neither `bread` nor `life`.
  const text = `Of the works of the law ${'and the rest of the words of that people '.repeat(8)}I am the bread of life.`;
  assert.match(snippet(text, terms('bread of life'), false), /I am the <mark>bread<\/mark> <mark>of<\/mark> <mark>life<\/mark>\.$/);
  // A query of common words alone opens at the first of them, as before.
  assert.match(snippet(text, terms('of the'), false), /^<mark>Of<\/mark> <mark>the<\/mark> works/);
});

test("a possessive or a chapter and verse is one phrase, marked whole; a prefix's modern alternatives are marked too", () => {
  assert.deepEqual(terms("Lord's prayer"), [{ words: ['lord', 's'], prefix: false, typed: "Lord's" }, { words: ['prayer'], prefix: false, typed: 'prayer' }]);
  assert.deepEqual(terms('only-begotten 3:16 5,3 St.Thomas'), [
    { words: ['only', 'begotten'], prefix: false, typed: 'only-begotten' },
    { words: ['3', '16'], prefix: false, typed: '3:16' },
    { words: ['5', '3'], prefix: false, typed: '5,3' },
    { words: ['st'], prefix: false, typed: 'St' },
    { words: ['thomas'], prefix: false, typed: 'Thomas' },
  ]);
  assert.equal(parseSearch("Lord's*")!.match, '"lord s"*');
  assert.equal(snippet("John's words and the Lord's prayer.", terms("lord's prayer"), false), "John's words and the <mark>Lord's</mark> <mark>prayer</mark>.");
  assert.equal(snippet('Gn. 1:3 and Jn. 3:16.', terms('3:16'), false), 'Gn. 1:3 and Jn. <mark>3:16</mark>.');
  const alts = [{ words: ['believet'], prefix: true, alts: [['believes']] }];
  assert.equal(matchOf(alts), '("believet"* OR "believes")');
  assert.equal(snippet('He that believeth, and he that believes.', alts, false), 'He that <mark>believeth</mark>, and he that <mark>believes</mark>.');
});
