import { readFileSync } from 'node:fs';

/** The package version, read once from package.json (two levels up from src/ and from dist/). */
export const VERSION: string = (
  JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { version: string }
).version;

export const PACKAGE_ROOT = new URL('../', import.meta.url);
