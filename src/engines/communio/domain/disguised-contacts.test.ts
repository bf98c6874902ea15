import assert from 'node:assert/strict';
import { test } from 'node:test';
import { findContactDetails } from './contact-details.js';

test('contact details written in words, spaced out or bracketed are found', () => {
  for (const [text, kind] of [
    ['write to john at gmail dot com', 'email'],
    ['write to John AT gmail DOT com please', 'email'],
    ['john (at) gmail (dot) com', 'email'],
    ['john[at]gmail[dot]com', 'email'],
    ['john {at} yahoo {dot} co {dot} uk', 'email'],
    ['john <at> parish <dot> org', 'email'],
    ['j o h n @ g m a i l . c o m', 'email'],
    ['john @ gmail . com', 'email'],
    ['john@gmail dot com', 'email'],
    ['john at gmail.com', 'email'],
    ['maria arroba hotmail punto com', 'email'],
    ['mail me: john @ gmail', 'email'],
    ['write john at hotmail', 'email'],
    ['visit example dot com', 'url'],
    ['www dot stjoseph dot org', 'url'],
    ['stjoseph(dot)org/pray', 'url'],
    ['h t t p s : / / e x a m p l e . o r g', 'url'],
    ['w w w . p a r i s h . c o m', 'url'],
    ['our site is parish . com', 'url'],
    ['call five five five one two three four five six seven', 'phone'],
    ['call Five-Five-Five One-Two-Three Four-Five-Six-Seven', 'phone'],
    ['call 555 one two three 4567', 'phone'],
    ['call 5 5 5 - 1 2 3 - 4 5 6 7', 'phone'],
    ['call 555 . 123 . 4567', 'phone'],
    ['call zero seven nine one two three four five six seven eight', 'phone'],
    ['text me on 5 5 5 1 2 3 4', 'phone'],
  ] as const) {
    assert.equal(findContactDetails(text), kind, text);
  }
});

test('ordinary intentions with "at", "dot", numbers in words, Scripture, dates and times pass', () => {
  for (const text of [
    'For my mother at the hospital, that her surgery at 10:30 goes well',
    'For those at sea, at war, at risk, and at home. It has been a hard year.',
    'Pray for Anna at home. Com­fort her, Lord.',
    'For my grandmother Dot, at St. Mary\'s care home',
    'For Dot and Tom at their wedding on 12.05.2025',
    'He lost his job in the dot com crash; pray he finds work',
    'For my aunt who wore a polka dot dress to every feast. Connect the dots, Lord.',
    'John 3:16 and Romans 8:28 keep me going; also 1 Cor 13:4-7',
    'For my three sons, two daughters and one grandchild',
    'I pray one Our Father, three Hail Marys and one Glory Be each day',
    'For the seven sorrows, the five wounds and the twelve apostles',
    'Surgery on 3. 4. 2025 at 9.30 in the morning',
    'In memory of Anna (1931 - 2024), who died at 3 am',
    'Thank you all @ St. Mary\'s for your prayers',
    'For my son who works at Yahoo and my daughter at Outlook Bank',
    'For J R R and C S who taught me to read',
    'For those at Holy Family. Org­anizers need strength',
    'At the hospital. It is room 12, bed 4',
    'For my friend at school dot',
    'I am at a point in my life where I need God; at this point in time, pray for me',
    'For my aunt Dot in Dublin and my aunt Dot at home',
    'Por mi tía Dot de Madrid',
    // Dot words and top-level domains that are words of prose, with no address before them (review).
    'Nesse ponto com certeza Deus ajuda',
    'Chegamos a um ponto com muita dor',
    'A questo punto va bene, Signore',
    'Pray for my aunt Dot Catholic all her life',
  ]) {
    assert.equal(findContactDetails(text), null, text);
  }
});

test('the disguise checks stay fast on text made to slow them (no backtracking blow-up)', () => {
  findContactDetails('warm up the expressions: john at gmail dot com');
  // Linear or quadratic checks take a few ms here even on a busy machine; a blow-up would take seconds.
  for (const text of ['a.'.repeat(500), '\u3300.'.repeat(500), 'a.b '.repeat(300), 'a '.repeat(500), 'at '.repeat(333), 'dot '.repeat(250), 'a at '.repeat(200), 'one '.repeat(250), 'x'.repeat(1000)]) {
    findContactDetails(text); // V8 interprets a regular expression before it compiles it: time the compiled one
    const start = performance.now();
    findContactDetails(text);
    assert.ok(performance.now() - start < 100, `${text.slice(0, 12)}… took ${performance.now() - start} ms`);
  }
});
