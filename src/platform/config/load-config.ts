import { z } from 'zod';
import { sections } from './sections/index.js';

type Sections = typeof sections;
export type Config = {
  readonly [K in keyof Sections]: Readonly<ReturnType<Sections[K]['build']>>;
};

/** Thrown when the environment does not validate; `issues` has one line per bad variable. */
export class ConfigError extends Error {
  constructor(readonly issues: string[]) {
    super(`invalid configuration: ${issues.join('; ')}`);
    this.name = 'ConfigError';
  }
}

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object') {
    for (const v of Object.values(value)) deepFreeze(v);
    Object.freeze(value);
  }
  return value;
}

/**
 * Reads the environment once, validates every variable of every section, and reports all problems together.
 * Only this module reads `process.env`. Empty strings count as unset.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const shape: Record<string, z.ZodType> = {};
  for (const section of Object.values(sections)) Object.assign(shape, section.env);
  const raw: Record<string, string> = {};
  for (const key of Object.keys(shape)) {
    const value = env[key];
    if (value !== undefined && value !== '') raw[key] = value;
  }
  const parsed = z.object(shape).safeParse(raw);
  if (!parsed.success) {
    const issues = parsed.error.issues.map((issue) => {
      const name = String(issue.path[0] ?? '?');
      const got = raw[name];
      return `${name}: ${issue.message}${got === undefined ? '' : ` (got ${JSON.stringify(redactIfSecret(name, got))})`}`;
    });
    throw new ConfigError(issues);
  }
  const values = parsed.data as Record<string, unknown>;
  const out: Record<string, unknown> = {};
  for (const [name, section] of Object.entries(sections)) {
    out[name] = (section.build as (v: Record<string, unknown>, all: Record<string, unknown>) => unknown)(values, values);
  }
  return deepFreeze(out) as Config;
}

function redactIfSecret(name: string, value: string): string {
  return /SECRET|PASSWORD|KEY|TOKEN/.test(name) ? '[redacted]' : value;
}

/** Every variable with its description, for `lumen --help` and the docs. */
export function describeConfig(): Array<{ name: string; description: string }> {
  const rows: Array<{ name: string; description: string }> = [];
  for (const section of Object.values(sections)) {
    for (const [name, description] of Object.entries(section.describe as Record<string, string>)) {
      rows.push({ name, description });
    }
  }
  return rows;
}
