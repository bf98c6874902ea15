import { mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { GroupCommit } from './group-commit.js';
import { SqliteDatabase as SQLite } from './sqlite-driver.js';
import { cachingStatements } from './statement-cache.js';
import { WalCheckpointer } from './wal-checkpointer.js';
import { WalSync, committedChanges } from './wal-sync.js';
import { Kysely, PostgresDialect, SqliteDialect, sql } from 'kysely';
import pg from 'pg';
import type { Config } from '../config/load-config.js';

// int8 (COUNT(*), BIGINT epoch milliseconds) arrives as a string by default; every value Lumen stores in one
// fits in a double (timestamps in ms, counters).
pg.types.setTypeParser(20, (value) => Number(value));

export type Dialect = 'sqlite' | 'postgres';

/**
 * The storage handle shared by every module. `db` is typed per module with `withTables<…>()`, so the platform
 * knows no module's tables. Timestamps are stored as epoch milliseconds (BIGINT), booleans as 0/1 integers,
 * JSON as TEXT: the same columns on both dialects.
 */
export interface Storage {
  dialect: Dialect;
  db: Kysely<object>;
  /**
   * SQLite only: runs synchronous writes in one transaction per event-loop turn and resolves each after the
   * batch is durable (group-commit.ts). Absent on PostgreSQL, whose COMMIT is durable (synchronous_commit=on).
   */
  groupCommit?: GroupCommit;
  /**
   * Resolves once every commit made so far is on stable storage (a WAL flush on SQLite, at once when nothing
   * changed since the last one; nothing on PostgreSQL). The HTTP layer awaits it before answering a write
   * (http/durable-answers.ts).
   */
  durable(): Promise<void>;
  /** True when the database answers a trivial query. */
  ping(): Promise<boolean>;
  close(): Promise<void>;
}

export async function openStorage(config: Config['storage']): Promise<Storage> {
  if (config.kind === 'postgres') return openPostgres(config);
  return openSqlite(config.sqlitePath);
}

function openSqlite(path: string): Storage {
  const file = path === ':memory:' ? path : resolve(path);
  if (file !== ':memory:') mkdirSync(dirname(file), { recursive: true });
  const database = new SQLite(file);
  database.pragma('journal_mode = WAL');
  // NORMAL: COMMIT does not fsync (it would block the event loop); writes acknowledged as durable await
  // `durable()`, one WAL flush on the thread pool shared by every commit before it (wal-sync.ts).
  database.pragma('synchronous = NORMAL');
  // Savepoint journals (one per unit of a group commit) in memory: in a file they cost a write() per page a
  // unit first touches, a tenth of a durable submission's time. Nothing of them needs to survive a crash.
  database.pragma('temp_store = MEMORY');
  database.pragma('foreign_keys = ON');
  database.pragma('busy_timeout = 5000');
  const db = new Kysely<object>({ dialect: new SqliteDialect({ database: cachingStatements(database) }) });
  // Rows committed by this connection so far (every write of the process goes through it): see WalSync.
  const wal = new WalSync(file, committedChanges(database));
  // Checkpoints on a worker thread, never inside a COMMIT on the event loop (wal-checkpointer.ts).
  const checkpointer = new WalCheckpointer(file, database);
  return {
    dialect: 'sqlite',
    db,
    groupCommit: new GroupCommit(db, database, wal),
    durable: () => wal.durable(),
    ping: () => ping(db),
    async close() {
      await checkpointer.close();
      await wal.close();
      await db.destroy();
    },
  };
}

async function openPostgres(config: Config['storage']): Promise<Storage> {
  const schema = config.schema;
  // Create the schema first, then let every pooled connection select it through the startup `options`.
  const bootstrap = new pg.Client({ connectionString: config.url, connectionTimeoutMillis: 5000 });
  await bootstrap.connect();
  try {
    await bootstrap.query(`create schema if not exists "${schema}"`);
  } finally {
    await bootstrap.end();
  }
  const pool = new pg.Pool({
    connectionString: config.url,
    max: config.poolMax,
    connectionTimeoutMillis: 5000,
    options: `-c search_path="${schema}"`,
  });
  const db = new Kysely<object>({ dialect: new PostgresDialect({ pool }) });
  return {
    dialect: 'postgres',
    db,
    durable: () => Promise.resolve(),
    ping: () => ping(db),
    close: () => db.destroy(),
  };
}

async function ping(db: Kysely<object>): Promise<boolean> {
  try {
    await sql`select 1`.execute(db);
    return true;
  } catch {
    return false;
  }
}
