/**
 * What a served dataset says about itself: written by the refinery (`lumen data import`) beside every version it
 * builds, read by the engines that serve it (`dataset-handle.ts`).
 */

/** Provenance of a record or dataset: where it came from, under which licence, and the credit the licence asks. */
export interface Provenance {
  source: string;
  licence: string;
  attribution: string;
  url?: string;
}

/** meta.json written beside every built version. */
export interface DatasetMeta {
  name: string;
  version: string;
  builderVersion: number;
  /** sha256 over the builder version and every input's sha256: equal hashes mean an identical build. */
  inputHash: string;
  builtAt: string;
  buildMs: number;
  bytes: number;
  records: Record<string, number>;
  stats: Record<string, number | string>;
  problems: string[];
  sources: Provenance[];
  files: Record<string, string>;
}
