import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { layout } from '../platform/datasets/layout.js';

export class ImportLockedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ImportLockedError';
  }
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * One import per dataset at a time: `.lock` is created exclusively with our pid. A lock whose process is gone
 * (a killed import) is taken over, so a crash never blocks the next import.
 */
export function acquireImportLock(dataDir: string, name: string): () => void {
  const path = layout.lock(dataDir, name);
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      writeFileSync(path, String(process.pid), { flag: 'wx' });
      return () => rmSync(path, { force: true });
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const holder = Number.parseInt(readFileSync(path, 'utf8'), 10);
      if (Number.isInteger(holder) && holder !== process.pid && alive(holder)) {
        throw new ImportLockedError(`another import of ${name} is running (pid ${holder}); wait for it or stop it`);
      }
      rmSync(path, { force: true });
    }
  }
  throw new ImportLockedError(`could not take the import lock ${path}`);
}
