import assert from 'node:assert/strict';
import { test } from 'node:test';
import { escapeHtml, signInErrorPage, signInPage } from './sign-in-page.js';

test('every request value is escaped in the sign-in page', () => {
  assert.equal(escapeHtml(`<a href="x" onclick='y'>&\``), '&#60;a href=&#34;x&#34; onclick=&#39;y&#39;&#62;&#38;&#96;');
  const evil = `"><script>alert(1)</script>`;
  const html = signInPage('/dev-idp/authorize', { state: evil, [evil]: 'x' }, evil);
  assert.ok(!html.includes('<script>'));
  assert.match(html, /<input type="text" id="username"/);
  assert.match(html, /<button type="submit">Sign in<\/button>/);
});

test('the error page is a page (language, title, heading, main) and escapes its message', () => {
  const html = signInErrorPage('unknown client <script>alert(1)</script>');
  assert.ok(!html.includes('<script>'));
  assert.match(html, /<html lang="en">/);
  assert.match(html, /<title>Sign-in error · Lumen development sign-in<\/title>/);
  assert.match(html, /<main>\s*<h1>Sign-in error<\/h1>/);
});

test('the user-name rule is said beside the field, and a refused name comes back in the field with its error tied to it', () => {
  // A name with a space is refused by the browser's `pattern`, whose own message only says "match the requested format".
  const blank = signInPage('/dev-idp/authorize', {});
  assert.match(blank, /id="username-help">Letters, digits, dots, dashes, underscores or @/);
  assert.match(blank, /<input [^>]*aria-describedby="username-help"/);
  assert.match(blank, /<input [^>]*title="Letters, digits, dots, dashes, underscores or @"/);
  const refused = signInPage('/dev-idp/authorize', {}, 'User names are 1-100 letters.', 'John "Smith"');
  assert.match(refused, /<p class="error" id="username-error" role="alert">/);
  assert.match(refused, /<input [^>]*aria-describedby="username-help username-error"/);
  assert.match(refused, /<input [^>]*aria-invalid="true"/);
  assert.match(refused, /<input [^>]*value="John &#34;Smith&#34;"/, 'what was typed is kept, escaped');
  assert.match(refused, /<title>Error: Lumen development sign-in<\/title>/);
});
