import { z } from 'zod';
import { defineSection } from '../define-section.js';

export const storage = defineSection({
  env: {
    DATABASE_URL: z
      .string()
      .regex(/^(postgres(ql)?:\/\/|sqlite:|file:|\.{0,2}\/|[A-Za-z0-9_])/, 'a postgres:// URL or an SQLite file path')
      .default('./var/lumen.sqlite'),
    DATABASE_SCHEMA: z
      .string()
      .regex(/^[a-z_][a-z0-9_]{0,62}$/, 'a lower-case PostgreSQL schema name')
      .default('public'),
    DATABASE_POOL_MAX: z.coerce.number().int().min(1).max(100).default(10),
  },
  describe: {
    DATABASE_URL: 'postgres://… selects PostgreSQL; anything else is an SQLite file path (default ./var/lumen.sqlite)',
    DATABASE_SCHEMA: 'PostgreSQL schema that holds Lumen tables (created if missing)',
    DATABASE_POOL_MAX: 'PostgreSQL connection pool size',
  },
  build: (v) => {
    const isPg = /^postgres(ql)?:\/\//.test(v.DATABASE_URL);
    const sqlitePath = isPg ? '' : v.DATABASE_URL.replace(/^(sqlite|file):(\/\/)?/, '');
    return {
      kind: isPg ? ('postgres' as const) : ('sqlite' as const),
      url: v.DATABASE_URL,
      sqlitePath,
      schema: v.DATABASE_SCHEMA,
      poolMax: v.DATABASE_POOL_MAX,
    };
  },
});
