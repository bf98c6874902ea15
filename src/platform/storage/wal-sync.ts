import { closeSync, fdatasync, fsyncSync, openSync } from 'node:fs';
import { dirname } from 'node:path';
import type { SqliteHandle } from './sqlite-driver.js';

/**
 * Makes SQLite commits durable without blocking the event loop.
 *
 * Lumen runs SQLite in WAL mode with `synchronous=NORMAL`: a commit appends its frames to the `-wal` file with
 * `write()` and returns without `fsync` (https://www.sqlite.org/pragma.html#pragma_synchronous: "a transaction
 * committed in WAL mode with synchronous=NORMAL might roll back following a power loss or system crash"; it does
 * survive a crash of the process, the frames being in the kernel's page cache). `synchronous=FULL` would fsync the
 * WAL inside every COMMIT, which better-sqlite3 runs on the main thread: measured here at 7.6 ms per commit, during
 * which no request is served.
 *
 * Instead, a write that must be durable before it is acknowledged awaits `durable()`: one `fdatasync` of the WAL
 * file on libuv's thread pool. `fdatasync` flushes every dirty page of the file (the inode, whichever descriptor
 * wrote them), so each call covers every commit made before it started; calls that arrive while one is running
 * share the next (group commit: one flush per round, however many commits it covers). That next flush starts at
 * once (in the same turn's microtasks, so that the calls of one turn share it) rather than after the running one:
 * a commit waits for one flush, not for the rest of an earlier one and then its own. At most `MAX_IN_FLIGHT`
 * flushes run at a time; calls beyond that share the flush that starts when one ends. A checkpoint between the
 * commit and the flush is harmless: SQLite syncs the WAL and the database file around every checkpoint.
 */
/** Flushes of one WAL under way at once (each on a thread of libuv's pool, which has four by default). */
const MAX_IN_FLIGHT = 2;

export class WalSync {
  private fd: number | undefined;
  /** Flushes under way, each with the waiters whose commits happened before it started. */
  private inFlight = 0;
  /** A flush is to start in this turn's microtasks. */
  private starting = false;
  /** Waiters whose commits may be later than every running flush's start: they need a new one. */
  private next: Array<(err?: Error) => void> = [];

  private closed = false;
  /** fdatasync calls completed (each covers every commit before its start). */
  rounds = 0;
  /** `changes()` when the latest completed flush started: every change up to it is on stable storage. */
  private flushedChanges = -1;
  /** The flush started last while it runs, with `changes()` at its start and its waiters. */
  private latestRunning: { changes: number; waiters: Array<(err?: Error) => void> } | undefined;

  /**
   * `file` is the database file (`:memory:` needs no flush). `changes`, when given, counts the rows the
   * connection has changed so far (`committedChanges` below), or is negative when it cannot tell: a call made when
   * nothing changed since the start of the latest completed flush resolves at once, without a flush, so that
   * answers which wrote nothing never wait.
   */
  constructor(
    private readonly file: string,
    private readonly changes?: () => number,
  ) {}

  /**
   * Opens the WAL file on first use (it exists once something has been committed in WAL mode) and makes its
   * directory entry durable once, as a new file's name is not made durable by syncing the file itself.
   */
  private openWal(): number | undefined {
    if (this.fd !== undefined || this.closed || this.file === ':memory:') return this.fd;
    this.fd = openSync(`${this.file}-wal`, 'r');
    const dir = openSync(dirname(this.file), 'r');
    try {
      fsyncSync(dir);
    } finally {
      closeSync(dir);
    }
    return this.fd;
  }

  /** Resolves once every commit made before this call is on stable storage. */
  durable(): Promise<void> {
    let fd: number | undefined;
    try {
      fd = this.openWal();
    } catch (err) {
      return Promise.reject(err as Error);
    }
    if (fd === undefined) return Promise.resolve();
    const changes = this.changes?.();
    if (changes !== undefined && changes >= 0) {
      // Nothing changed since the latest completed flush began: already durable.
      if (changes === this.flushedChanges) return Promise.resolve();
      // Nothing changed since the latest running flush began: it covers this call's commits.
      const running = this.latestRunning;
      if (running && changes <= running.changes) return new Promise<void>((resolve, reject) => running.waiters.push((err) => (err ? reject(err) : resolve())));
    }
    return this.enqueue();
  }

  /** Waits for a flush that starts after this call. */
  private enqueue(): Promise<void> {
    return new Promise<void>((resolve, reject) => {
      this.next.push((err) => (err ? reject(err) : resolve()));
      if (this.inFlight === 0) this.flush();
      else if (this.inFlight < MAX_IN_FLIGHT && !this.starting) {
        this.starting = true;
        queueMicrotask(() => {
          this.starting = false;
          if (this.next.length > 0 && this.inFlight < MAX_IN_FLIGHT) this.flush();
        });
      }
    });
  }

  private flush(): void {
    const fd = this.fd;
    if (fd === undefined) return;
    this.inFlight++;
    const round = { changes: this.changes?.() ?? -1, waiters: this.next };
    this.next = [];
    this.latestRunning = round;
    fdatasync(fd, (err) => {
      this.rounds++;
      this.inFlight--;
      if (this.latestRunning === round) this.latestRunning = undefined;
      if (!err && round.changes > this.flushedChanges) this.flushedChanges = round.changes;
      for (const done of round.waiters) done(err ?? undefined);
      if (this.next.length > 0 && this.inFlight < MAX_IN_FLIGHT && !this.starting) this.flush();
    });
  }

  /** Waits for the flushes under way (their waiters are answered), then closes the file. */
  async close(): Promise<void> {
    // Until no flush is left on the thread pool: the descriptor must not close under one.
    while (this.fd !== undefined && (this.inFlight > 0 || this.next.length > 0)) await this.enqueue().catch(() => undefined);
    this.closed = true;
    if (this.fd !== undefined) closeSync(this.fd);
    this.fd = undefined;
  }
}

/**
 * The `changes` of a WalSync for a better-sqlite3 connection: SQLite's `total_changes()`, which counts a row when
 * its statement runs, not when it commits. While a transaction is open (a Kysely transaction awaits between its
 * statements, and a flush may start meanwhile), some counted rows are not committed yet, so the count cannot
 * stand for "committed before this flush": it is then -1, and the flush marks nothing as covered.
 */
export function committedChanges(sqlite: Pick<SqliteHandle, 'inTransaction' | 'prepare'>): () => number {
  const total = sqlite.prepare('SELECT total_changes()').pluck();
  return () => {
    if (sqlite.inTransaction) return -1;
    try {
      return Number(total.get());
    } catch {
      return -1; // the connection is busy (an open iterator): no shortcut, flush
    }
  };
}
