import { z } from 'zod';

/**
 * A query parameter that lists values, comma-separated (`translation=vulgate,drb`, `lang=en,la`): lower-cased, in the
 * order given, repeats dropped; an alias names several at once (`both`). `fallback` is the default as a client would
 * write it. A value outside `allowed` is a 400 validation problem naming what is accepted.
 */
export function commaList<T extends string>(allowed: readonly T[], options: { fallback: string; aliases?: Record<string, readonly T[]>; max?: number }) {
  const aliases = options.aliases ?? {};
  const accepted = [...allowed, ...Object.keys(aliases)].join(', ');
  // The lists clients send are few (`drb,vulgate`, `both`…): each is read once, then kept (frozen; null when refused).
  const read = new Map<string, readonly T[] | null>();
  return z
    .string()
    .max(options.max ?? 100)
    .default(options.fallback)
    .transform((s, ctx) => {
      let list = read.get(s);
      if (list === undefined) {
        const items = s.split(',').map((x) => x.trim().toLowerCase()).filter(Boolean).flatMap((x): readonly string[] => aliases[x] ?? [x]);
        list = items.length === 0 || items.some((x) => !allowed.includes(x as T)) ? null : Object.freeze([...new Set(items)] as T[]);
        if (read.size < 256) read.set(s, list);
      }
      if (list === null) ctx.addIssue({ code: 'custom', message: `expected a comma-separated list of ${accepted} (got ${JSON.stringify(s.slice(0, 40))})` });
      return (list ?? []) as T[];
    });
}
