import manifestJson from './manifest.json' with { type: 'json' };

/** Expected sha256 and size of one source file, relative to the sources root (`saints/romcal_martyrology.jsonl`). */
export interface ManifestEntry {
  sha256: string;
  bytes: number;
}

export type SourceManifest = Readonly<Record<string, ManifestEntry>>;

/**
 * The checksums the project trusts, taken from the appendix of `shared/data/SOURCES.md` (every staged file's
 * sha256 and byte size). An import refuses any source file whose bytes do not hash to the value kept here, so a
 * mirror or a URL cannot slip in altered text. Regenerate with `lumen data manifest --from DIR` when the staged
 * sources change, and review the diff.
 */
export const BUILTIN_MANIFEST: SourceManifest = manifestJson.files;
