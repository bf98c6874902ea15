import assert from 'node:assert/strict';
import { test } from 'node:test';
import { isBlockedAddress as isPrivateAddress } from '../../platform/security/ssrf.js';
import { isMetadataDocumentUrl } from './fetch-metadata-document.js';
import { redirectUriProblem } from './redirect-uri-rules.js';

test('loopback, private, link-local (cloud metadata), CGNAT, mapped and unspecified addresses are refused (oauth:cimd:ssrf)', () => {
  for (const a of ['127.0.0.1', '10.1.2.3', '172.16.0.1', '192.168.1.1', '169.254.169.254', '100.64.0.1', '0.0.0.0', '::1', '::', 'fe80::1', 'fd00::1', '::ffff:127.0.0.1', '224.0.0.1', 'not-an-ip']) {
    assert.equal(isPrivateAddress(a), true, a);
  }
  for (const a of ['93.184.216.34', '8.8.8.8', '2606:4700:4700::1111']) assert.equal(isPrivateAddress(a), false, a);
});

test('client ID metadata document URLs: https with a path, no fragment, credentials or dot segments', () => {
  assert.equal(isMetadataDocumentUrl('https://app.example/oauth/client.json', false), true);
  for (const u of ['https://app.example/', 'https://app.example', 'http://app.example/c.json', 'https://u:p@app.example/c.json', 'https://app.example/a/../c.json', 'https://app.example/c.json#x', 'cli_abc']) {
    assert.equal(isMetadataDocumentUrl(u, false), false, u);
  }
  assert.equal(isMetadataDocumentUrl('http://127.0.0.1:8000/c.json', false), false);
  assert.equal(isMetadataDocumentUrl('http://127.0.0.1:8000/c.json', true), true);
});

test('redirect URI rules (RFC 8252, RFC 9700)', () => {
  assert.equal(redirectUriProblem('https://app.example/cb'), undefined);
  assert.equal(redirectUriProblem('http://127.0.0.1:5555/cb'), undefined);
  assert.equal(redirectUriProblem('com.example.app:/cb'), undefined);
  assert.match(redirectUriProblem('http://app.example/cb') ?? '', /loopback/);
  assert.match(redirectUriProblem('javascript:alert(1)') ?? '', /javascript/);
  assert.match(redirectUriProblem('https://app.example/cb#x') ?? '', /fragment/);
});

test('IP-literal hosts are never client ID metadata document URLs (Node skips the lookup hook for them)', () => {
  for (const u of ['https://127.0.0.1:9/x.json', 'https://[::1]/a', 'https://0x7f.1/c.json', 'https://10.0.0.1/c.json', 'https://[::ffff:127.0.0.1]/c.json', 'https://93.184.216.34/c.json']) {
    assert.equal(isMetadataDocumentUrl(u, false), false, u);
    assert.equal(isMetadataDocumentUrl(u, true), false, `${u} (loopback flag only covers http://127.0.0.1)`);
  }
});
