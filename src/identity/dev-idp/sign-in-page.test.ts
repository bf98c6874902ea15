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
