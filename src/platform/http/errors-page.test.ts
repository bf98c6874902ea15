import assert from 'node:assert/strict';
import { test } from 'node:test';
import { errorsPage, wantsHtml } from './errors-page.js';

const MARKDOWN = `# Errors

A problem's \`type\` ends in \`#<code>\`; see [rate limits](rate-limits.md#headers) and [RFC 9457](https://www.rfc-editor.org/rfc/rfc9457).

| code | status | title | when |
|---|---|---|---|
| \`not_found\` | 404 | Not found | no such path, or <b>not yours</b> |
`;

test('the catalogue as a page: each code row carries the code as its id, text is escaped, links to unserved files are text', () => {
  const html = errorsPage(MARKDOWN);
  assert.match(html, /<title>Errors · Lumen API reference<\/title>/);
  assert.match(html, /<h1>Errors<\/h1>/);
  assert.match(html, /<tr id="not_found"><td><code>not_found<\/code><\/td><td>404<\/td>/);
  assert.match(html, /<code>#&#60;code&#62;<\/code>/);
  assert.ok(!html.includes('<b>'), 'HTML in the Markdown is shown as text');
  assert.match(html, /see rate limits and <a href="https:\/\/www.rfc-editor.org\/rfc\/rfc9457">RFC 9457<\/a>/);
  assert.match(html, /<th scope="col">code<\/th>/);
});

test('a browser gets the page; fetch, curl and Markdown readers get the Markdown', () => {
  assert.equal(wantsHtml('text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,image/webp,*/*;q=0.8'), true);
  assert.equal(wantsHtml('*/*'), false);
  assert.equal(wantsHtml(undefined), false);
  assert.equal(wantsHtml('text/markdown'), false);
  assert.equal(wantsHtml('application/json'), false);
});
