import assert from 'node:assert/strict';
import { test } from 'node:test';
import { citationWindows } from './citation-windows.js';

const windows = (text: string, chapters: number[]) => [...citationWindows(text, new Set(chapters))].map(([f, t]) => text.slice(f, t));

test('a window holds the book name before the chapter, with its number, and the verses after it', () => {
  const text = 'For it is written, as the Apostle says at length in his letter (1 Jn. 3:16-18), that we ought to lay down our lives.';
  const [w] = windows(text, [3]);
  assert.ok(w!.includes('(1 Jn. 3:16-18),'), w);
  assert.deepEqual(windows(text, [4]), [], 'no window for a chapter the text does not write');
});

test('every place the chapter is written before a verse, in order, and only those', () => {
  const text = `${'word '.repeat(40)}John 6:52 and ${'more '.repeat(40)}Jn. 6, 54 then chapter 6 alone and 16:18`;
  const found = windows(text, [6]);
  assert.equal(found.length, 2);
  assert.match(found[0]!, /John 6:52/);
  assert.match(found[1]!, /Jn\. 6, 54/);
});
