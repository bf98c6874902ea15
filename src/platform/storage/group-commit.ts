import type { Kysely } from 'kysely';
import type { SqliteHandle } from './sqlite-driver.js';
import type { WalSync } from './wal-sync.js';

interface Unit {
  work: (sqlite: SqliteHandle) => unknown;
  resolve: (value: unknown) => void;
  reject: (err: unknown) => void;
}

/**
 * Group commit for SQLite writes that must be durable before they are acknowledged (a 201 of Communio).
 *
 * Units of work queued during one turn of the event loop run together, synchronously, in one `BEGIN IMMEDIATE`
 * transaction on the single connection (taken through Kysely's connection lock, so no Kysely transaction is ever
 * interleaved), each inside its own savepoint: a unit that throws rolls back only its own writes and rejects only
 * its own caller. After COMMIT, one flush of the WAL (`WalSync.durable`) makes the whole batch durable, and only
 * then is every caller answered. A failed COMMIT or flush rejects the whole batch: nothing was acknowledged.
 *
 * The work is synchronous (better-sqlite3 prepared statements): a unit must not await, which is also what keeps
 * the write lock short.
 */
export class GroupCommit {
  private queue: Unit[] = [];
  private scheduled = false;
  /** Transaction control, prepared once: `exec` would parse each statement again for every unit. */
  private readonly control: Record<'begin' | 'commit' | 'savepoint' | 'release' | 'rollbackTo', { run(): unknown }>;

  constructor(
    private readonly db: Kysely<object>,
    private readonly sqlite: SqliteHandle,
    private readonly wal: WalSync,
  ) {
    this.control = {
      begin: sqlite.prepare('BEGIN IMMEDIATE'),
      commit: sqlite.prepare('COMMIT'),
      savepoint: sqlite.prepare('SAVEPOINT unit'),
      release: sqlite.prepare('RELEASE unit'),
      rollbackTo: sqlite.prepare('ROLLBACK TO unit'),
    };
  }

  run<T>(work: (sqlite: SqliteHandle) => T): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      this.queue.push({ work, resolve: resolve as (value: unknown) => void, reject });
      if (!this.scheduled) {
        this.scheduled = true;
        setImmediate(() => void this.flush());
      }
    });
  }

  private async flush(): Promise<void> {
    this.scheduled = false;
    // Everything queued until the connection is ours joins this batch.
    let batch: Unit[] = [];
    const results: Array<{ unit: Unit; ok: boolean; value: unknown }> = [];
    try {
      await this.db.connection().execute(async () => {
        batch = this.queue;
        this.queue = [];
        if (batch.length === 0) return;
        this.control.begin.run();
        try {
          for (const unit of batch) results.push(this.runUnit(unit));
          this.control.commit.run();
        } catch (err) {
          if (this.sqlite.inTransaction) this.sqlite.exec('ROLLBACK');
          throw err;
        }
      });
      if (batch.length === 0) return;
      await this.wal.durable();
    } catch (err) {
      for (const unit of batch) unit.reject(err);
      return;
    }
    for (const r of results) (r.ok ? r.unit.resolve : r.unit.reject)(r.value);
  }

  private runUnit(unit: Unit): { unit: Unit; ok: boolean; value: unknown } {
    this.control.savepoint.run();
    try {
      const value = unit.work(this.sqlite);
      this.control.release.run();
      return { unit, ok: true, value };
    } catch (err) {
      this.control.rollbackTo.run();
      this.control.release.run();
      return { unit, ok: false, value: err };
    }
  }
}
