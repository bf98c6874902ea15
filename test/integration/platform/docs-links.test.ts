import assert from 'node:assert/strict';
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { test } from 'node:test';

// A reader who follows a link in the README or docs/ lands where it says: the file exists and, when the link
// names an anchor, the target has a heading with that anchor (as GitHub renders it). Links to other sites are
// not fetched: the test uses only files in the repository.
const ROOT = new URL('../../../', import.meta.url).pathname;

function markdownFiles(dir: string, out: string[] = []): string[] {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) markdownFiles(path, out);
    else if (name.endsWith('.md')) out.push(path);
  }
  return out;
}

/** Text outside fenced code blocks and inline code spans, where a `[x](y)` is not a link. */
function prose(markdown: string): string {
  return markdown.replace(/^```[\s\S]*?^```/gm, '').replace(/`[^`\n]*`/g, '``');
}

/** GitHub's heading anchors: lower case, punctuation dropped, spaces to hyphens, repeats numbered -1, -2… */
function anchors(markdown: string): Set<string> {
  const seen = new Map<string, number>();
  const out = new Set<string>();
  for (const match of markdown.replace(/^```[\s\S]*?^```/gm, '').matchAll(/^#{1,6}\s+(.+?)\s*#*\s*$/gm)) {
    const text = match[1]!.replace(/\[([^\]]*)\]\([^)]*\)/g, '$1');
    const base = text
      .toLowerCase()
      .replace(/[^\p{L}\p{N}\s_-]/gu, '')
      .replace(/\s/g, '-');
    const n = seen.get(base) ?? 0;
    seen.set(base, n + 1);
    out.add(n === 0 ? base : `${base}-${n}`);
  }
  return out;
}

function links(markdown: string): string[] {
  const text = prose(markdown);
  const inline = [...text.matchAll(/\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)].map((m) => m[1]!);
  const references = [...text.matchAll(/^\s*\[[^\]]+\]:\s*(\S+)/gm)].map((m) => m[1]!);
  return [...inline, ...references].filter((target) => !/^[a-z][a-z0-9+.-]*:/i.test(target));
}

test('every relative link and anchor in the README and docs/ resolves', () => {
  const files = [join(ROOT, 'README.md'), ...markdownFiles(join(ROOT, 'docs'))];
  const broken: string[] = [];
  for (const file of files) {
    const markdown = readFileSync(file, 'utf8');
    for (const target of links(markdown)) {
      const [pathPart, anchor] = target.split('#', 2) as [string, string | undefined];
      const path = pathPart === '' ? file : resolve(dirname(file), decodeURIComponent(pathPart));
      const where = `${relative(ROOT, file)}: ${target}`;
      if (!existsSync(path)) {
        broken.push(`${where} (no such file)`);
        continue;
      }
      if (anchor === undefined || anchor === '') continue;
      if (!path.endsWith('.md')) {
        broken.push(`${where} (an anchor into a file that is not Markdown)`);
        continue;
      }
      if (!anchors(readFileSync(path, 'utf8')).has(decodeURIComponent(anchor))) broken.push(`${where} (no such heading)`);
    }
  }
  assert.deepEqual(broken, []);
});

test('the README links every page of docs/ (it is the docs index)', () => {
  const readme = readFileSync(join(ROOT, 'README.md'), 'utf8');
  const linked = new Set(links(readme).map((target) => target.split('#')[0]!.replace(/\/$/, '')));
  const pages = readdirSync(join(ROOT, 'docs'))
    .filter((name) => name.endsWith('.md'))
    .map((name) => `docs/${name}`);
  assert.deepEqual(pages.filter((page) => !linked.has(page)), []);
  assert.ok(linked.has('docs/adr'), 'the ADR folder');
});

test('the anchor rule matches GitHub on the forms the docs use', () => {
  const got = anchors('# Lumen\n## The `lumen` command\n## Errors, limits & CORS\n## Step 1: sign in\n## Errors, limits & CORS\n');
  assert.deepEqual([...got], ['lumen', 'the-lumen-command', 'errors-limits--cors', 'step-1-sign-in', 'errors-limits--cors-1']);
});
