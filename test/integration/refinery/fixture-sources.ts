import { cpSync, mkdtempSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import type { SourceManifest } from '../../../src/refinery/manifest.js';
import { sha256Hex } from '../../../src/refinery/verify-checksum.js';

export const FIXTURE_SOURCES = new URL('../../fixtures/devotio-sources/', import.meta.url).pathname;
export const SHARED_DATA = new URL('../../../../shared/data/', import.meta.url).pathname;

function walk(dir: string, root = dir, out: string[] = []): string[] {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) walk(path, root, out);
    else out.push(relative(root, path));
  }
  return out;
}

/** The manifest of a folder as it is now (fixtures are not in the project's manifest of shared/data). */
export function manifestOf(dir: string): SourceManifest {
  const files: Record<string, { sha256: string; bytes: number }> = {};
  for (const path of walk(dir)) {
    const data = readFileSync(join(dir, path));
    files[path] = { sha256: sha256Hex(data), bytes: data.length };
  }
  return files;
}

/** A private copy of the fixture sources that a test may alter. */
export function copyFixtures(): string {
  const dir = mkdtempSync(join(tmpdir(), 'lumen-sources-'));
  cpSync(FIXTURE_SOURCES, dir, { recursive: true });
  return dir;
}
