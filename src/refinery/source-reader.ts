import { readFile } from 'node:fs/promises';
import { isAbsolute, join, resolve } from 'node:path';

/** Where the open source files are read from: a local folder or a base URL holding the `shared/data` layout. */
export interface SourceReader {
  /** Human description for logs and errors. */
  readonly location: string;
  read(path: string): Promise<Buffer>;
}

export class SourceReadError extends Error {
  constructor(
    readonly path: string,
    message: string,
  ) {
    super(message);
    this.name = 'SourceReadError';
  }
}

function isUrl(from: string): boolean {
  return /^https?:\/\//i.test(from);
}

/** Source paths are manifest keys: relative, forward slashes, no `..` (a URL or folder cannot be escaped). */
function checkRelative(path: string): void {
  if (isAbsolute(path) || path.split('/').some((part) => part === '..' || part === '')) {
    throw new SourceReadError(path, `refusing source path ${path}`);
  }
}

function folderReader(dir: string): SourceReader {
  const root = resolve(dir);
  return {
    location: root,
    async read(path) {
      checkRelative(path);
      try {
        return await readFile(join(root, path));
      } catch (err) {
        const code = (err as NodeJS.ErrnoException).code;
        throw new SourceReadError(path, `cannot read ${path} from ${root}: ${code ?? (err as Error).message}`);
      }
    },
  };
}

function urlReader(base: string, timeoutMs: number): SourceReader {
  const root = base.endsWith('/') ? base : `${base}/`;
  return {
    location: root,
    async read(path) {
      checkRelative(path);
      const url = new URL(path.split('/').map(encodeURIComponent).join('/'), root);
      let res: Response;
      try {
        res = await fetch(url, { signal: AbortSignal.timeout(timeoutMs) });
      } catch (err) {
        throw new SourceReadError(path, `cannot fetch ${url.href}: ${(err as Error).message}`);
      }
      if (!res.ok) throw new SourceReadError(path, `cannot fetch ${url.href}: HTTP ${res.status}`);
      return Buffer.from(await res.arrayBuffer());
    },
  };
}

/** `--from` / `LUMEN_SOURCES`: an http(s) base URL or a folder (relative to the working directory). */
export function openSources(from: string, options: { timeoutMs?: number } = {}): SourceReader {
  return isUrl(from) ? urlReader(from, options.timeoutMs ?? 60_000) : folderReader(from);
}
