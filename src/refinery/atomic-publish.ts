import { closeSync, fsyncSync, openSync, readdirSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { layout, listVersions } from '../platform/datasets/layout.js';

function fsyncPath(path: string): void {
  const fd = openSync(path, 'r');
  try {
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}

/** fsync every file below `dir`, then the folders themselves, so a rename publishes only durable bytes. */
export function fsyncTree(dir: string): number {
  let bytes = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) bytes += fsyncTree(path);
    else {
      bytes += statSync(path).size;
      fsyncPath(path);
    }
  }
  fsyncPath(dir);
  return bytes;
}

/** Moves a finished build into versions/ (one rename) and makes it durable. */
export function publishVersion(tmpDir: string, dataDir: string, name: string, version: string): string {
  const target = layout.versionDir(dataDir, name, version);
  renameSync(tmpDir, target);
  fsyncPath(dirname(target));
  return target;
}

/**
 * Flips `current` to `version`: write a sibling file, fsync it, rename it over the pointer (rename is atomic on
 * POSIX file systems, so a reader sees the old or the new version, never a torn one), then fsync the folder.
 */
export function switchCurrent(dataDir: string, name: string, version: string): void {
  const pointer = layout.pointer(dataDir, name);
  const tmp = `${pointer}.${process.pid}.tmp`;
  writeFileSync(tmp, `${version}\n`, { flush: true });
  renameSync(tmp, pointer);
  fsyncPath(dirname(pointer));
}

/** Keeps the current and the previous version (a server may still hold it open); removes older ones. */
export function pruneVersions(dataDir: string, name: string, keep: readonly string[]): string[] {
  const removed: string[] = [];
  const versions = listVersions(dataDir, name);
  const keepSet = new Set(keep);
  for (const version of versions) {
    if (keepSet.has(version)) continue;
    rmSync(layout.versionDir(dataDir, name, version), { recursive: true, force: true });
    removed.push(version);
  }
  return removed;
}

/** Removes build folders left by an import that died (its lock is already ours, so none is in progress). */
export function removeStaleBuilds(dataDir: string, name: string): number {
  const dir = layout.datasetDir(dataDir, name);
  let removed = 0;
  for (const entry of readdirSync(dir)) {
    if (!entry.startsWith(layout.tmpPrefix)) continue;
    rmSync(join(dir, entry), { recursive: true, force: true });
    removed += 1;
  }
  return removed;
}
