import assert from 'node:assert/strict';
import { test } from 'node:test';
import { isDisplayableName } from './display-name.js';

test('emoji drawn with a zero-width joiner or a subdivision flag tag sequence are displayable names', () => {
  for (const name of [
    '👩\u200D💻 dev laptop',
    '🏳\uFE0F\u200D🌈 pride app',
    '👨🏽\u200D🚀 launch',
    '❤\uFE0F\u200D🔥',
    '🏴\u{E0067}\u{E0062}\u{E0077}\u{E006C}\u{E0073}\u{E007F} Cymru',
    '🏴\u{E0067}\u{E0062}\u{E0073}\u{E0063}\u{E0074}\u{E007F} Alba',
    '👩\u200D💻',
    '🙏 prayer app',
    'plain name',
  ]) {
    assert.equal(isDisplayableName(name), true, JSON.stringify(name));
  }
});

test('a joiner, tag or bidi character that draws nothing is still refused', () => {
  for (const name of [
    'zero\u200Dwidth',
    'a\u200D💻',
    '💻\u200D',
    '\u200D💻',
    '👩\u200D\u200D💻',
    'evil\u202Egnp.exe',
    'tag\u{E0067}\u{E007F}',
    '🏴\u{E0041}\u{E007F}',
    '🏴\u{E0067}\u{E0062}',
    'bell\u0007',
    '\u3164',
    '   ',
  ]) {
    assert.equal(isDisplayableName(name), false, JSON.stringify(name));
  }
});

/** The tag characters that spell `text` invisibly (U+E0020-U+E007E mirror ASCII). */
const tags = (text: string) => [...text].map((c) => String.fromCodePoint(0xe0000 + c.codePointAt(0)!)).join('');
const cancel = '\u{E007F}';

// Review finding: allowing any joiner between pictographs and any flag tag run let hidden text through.
test('text hidden in tag characters or joiners outside a recommended emoji is refused', () => {
  for (const name of [
    `Claude🏴${tags('ignore')}${cancel}🏴${tags('previo')}${cancel}`,
    `Claude🏴${tags('gbxyz')}${cancel}`,
    'Acme ©\u200D™',
    '\u{E0041}',
  ]) {
    assert.equal(isDisplayableName(name), false, JSON.stringify(name));
  }
});
