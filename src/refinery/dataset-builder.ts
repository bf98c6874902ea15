import type { DatasetMeta, Provenance } from '../platform/datasets/meta.js';

export type { DatasetMeta, Provenance };

/** What a builder is given: the verified source files, a folder to write into, and a way to report. */
export interface BuildContext {
  /** Verified bytes of every file the builder declared, by manifest path. */
  file(path: string): Buffer;
  /** UTF-8 text of a declared file. */
  text(path: string): string;
  /** Parsed JSON of a declared file. */
  json<T = unknown>(path: string): T;
  /** The temporary version folder: write the dataset here (it is fsynced and published after `build`). */
  outDir: string;
  /** A problem found in the sources (a malformed line, an unmatched reference): kept in the import report. */
  problem(message: string): void;
  /** The folder of the version being served before this build, if any (a builder may carry parts of it over). */
  previousDir: string | null;
  /** Progress within the build step (drawn as a bar on a terminal). */
  progress(label: string, done: number, total: number): void;
}

export interface BuildResult {
  /** Record counts by kind, for the summary and the engine index (`saints: 5230`). */
  records: Record<string, number>;
  /** Free-form figures worth keeping in meta.json (merge counts …). */
  stats?: Record<string, number | string>;
}

/**
 * A dataset the refinery can build: one per read engine (or per part of one). Adding a dataset is one file that
 * implements this and one line in `datasets.ts`.
 */
export interface DatasetBuilder {
  /** Folder name under LUMEN_DATA_DIR and the name engines open (`devotio`). */
  name: string;
  title: string;
  /** Bumped when the builder's output changes for the same inputs, so an import rebuilds. */
  builderVersion: number;
  /** Source files read (manifest paths). All are verified before `build` runs. */
  files: readonly string[];
  /** Licences and credits of the sources, shown in the engine index and /readyz. */
  sources: readonly Provenance[];
  build(ctx: BuildContext): Promise<BuildResult> | BuildResult;
}
