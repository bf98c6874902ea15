import { join } from 'node:path';
import type { DatasetMeta } from './meta.js';
import { layout, readCurrentVersion, readMeta } from './layout.js';

export interface OpenDataset<T> {
  version: string;
  dir: string;
  meta: DatasetMeta;
  value: T;
}

/**
 * An engine's view of its dataset: whatever version `current` names, opened once and swapped when an import
 * flips the pointer (checked at most every `recheckMs`, so a request costs no file system call). A version
 * being replaced is closed after a grace period, so a reader in the middle of a request is never cut off.
 */
export class DatasetHandle<T> {
  private open: OpenDataset<T> | null = null;
  private checkedAt = 0;
  private readonly timers = new Set<NodeJS.Timeout>();

  constructor(
    private readonly dataDir: string,
    readonly name: string,
    private readonly opener: (dir: string, meta: DatasetMeta) => T,
    private readonly closer: (value: T) => void = () => undefined,
    private readonly recheckMs = 1000,
  ) {}

  /** The dataset being served, or null when none has been imported. */
  get(): OpenDataset<T> | null {
    const now = Date.now();
    if (now - this.checkedAt < this.recheckMs) return this.open;
    this.checkedAt = now;
    const version = readCurrentVersion(this.dataDir, this.name);
    if (version === this.open?.version) return this.open;
    if (version === null) return this.open;
    const dir = layout.versionDir(this.dataDir, this.name, version);
    const meta = readMeta(this.dataDir, this.name, version);
    const next = { version, dir, meta, value: this.opener(dir, meta) };
    const previous = this.open;
    this.open = next;
    if (previous) this.retire(previous.value);
    return next;
  }

  /** Forces the next `get` to look at the pointer (after an import in this process). */
  refresh(): void {
    this.checkedAt = 0;
  }

  private retire(value: T): void {
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      this.closer(value);
    }, 5000);
    timer.unref();
    this.timers.add(timer);
  }

  path(file: string): string | null {
    const open = this.get();
    return open ? join(open.dir, file) : null;
  }

  close(): void {
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
    if (this.open) this.closer(this.open.value);
    this.open = null;
  }
}
