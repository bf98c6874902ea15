import type { z } from 'zod';

/**
 * A configuration section: the environment variables it reads (each with a zod schema that coerces and
 * validates the raw string) and a function that builds the typed, frozen section from the parsed values.
 * Sections live in `sections/`, one per module, so that modules add settings without touching each other.
 */
export interface ConfigSection<Env extends Record<string, z.ZodType>, Out> {
  env: Env;
  /** One line per variable for `lumen --help` and docs: what it means. */
  describe: { [K in keyof Env]: string };
  build(values: { [K in keyof Env]: z.output<Env[K]> }, all: Record<string, unknown>): Out;
}

export function defineSection<Env extends Record<string, z.ZodType>, Out>(
  section: ConfigSection<Env, Out>,
): ConfigSection<Env, Out> {
  return section;
}
