import { Worker } from 'node:worker_threads';
import type { SqliteHandle } from './sqlite-driver.js';
import { sqliteDriverPath } from './sqlite-driver.js';

/**
 * The worker's whole program: its own connection to the database file, and one PASSIVE checkpoint per request
 * (copy the WAL's committed frames into the database file, syncing both, without waiting for or blocking the
 * writer). It answers each request with SQLite's `[busy, log, checkpointed]` row.
 */
const WORKER = `
const { parentPort, workerData } = require('node:worker_threads');
const Database = require(workerData.driver);
const db = new Database(workerData.file);
parentPort.on('message', (m) => {
  if (m === 'close') {
    db.close();
    parentPort.close();
    return;
  }
  try {
    parentPort.postMessage({ ok: true, row: db.pragma('wal_checkpoint(PASSIVE)')[0] });
  } catch (err) {
    parentPort.postMessage({ ok: false, error: String(err && err.message || err) });
  }
});
`;

/** Frames in the WAL past which the writer checkpoints itself after all (the worker fell behind or failed). */
const SAFETY_FRAMES = 20_000;
/** SQLite's own default, restored if the worker cannot run. */
const DEFAULT_FRAMES = 1_000;

export interface CheckpointResult {
  busy: number;
  log: number;
  checkpointed: number;
}

/**
 * Checkpoints the WAL on a worker thread instead of inside a COMMIT on the main thread.
 *
 * SQLite's automatic checkpoint runs in the COMMIT that takes the WAL past 1,000 frames: it copies every frame
 * into the database file and syncs the WAL and the database file, all on the event loop, which serves nothing
 * meanwhile (a tenth of the server's time under a flood of durable submissions, and a stall at each one). Here
 * the main connection checkpoints itself only past `SAFETY_FRAMES` (80 MB of WAL); a worker thread with its own
 * connection runs a PASSIVE checkpoint every `intervalMs` (copying what is committed, neither waiting for nor
 * blocking the writer), so frames rewritten by many commits (the last pages of a table or index) are copied once
 * and the event loop never waits on a checkpoint's I/O. With nothing new in the WAL a pass only reads its header.
 * A checkpoint never makes a commit less durable: SQLite syncs the WAL before copying from it. If the worker
 * fails, the writer goes back to SQLite's automatic checkpoint.
 */
export class WalCheckpointer {
  private worker: Worker | null = null;
  private running = false;
  private readonly timer: NodeJS.Timeout | undefined;
  private waiters: Array<(r: CheckpointResult | null) => void> = [];

  constructor(
    file: string,
    private readonly sqlite: SqliteHandle,
    intervalMs = 200,
  ) {
    if (file === ':memory:') return;
    sqlite.pragma(`wal_autocheckpoint = ${SAFETY_FRAMES}`);
    const worker = new Worker(WORKER, { eval: true, workerData: { driver: sqliteDriverPath, file } });
    worker.unref();
    worker.on('message', (m: { ok: boolean; row?: CheckpointResult }) => this.done(m.ok ? m.row! : null));
    worker.on('error', () => this.fail());
    worker.on('exit', () => {
      if (this.worker) this.fail();
    });
    this.worker = worker;
    this.timer = setInterval(() => {
      if (!this.running) this.start();
    }, intervalMs);
    this.timer.unref();
  }

  /** Runs a checkpoint as soon as the one under way (if any) is done, and resolves with its result (null without a worker). */
  checkpoint(): Promise<CheckpointResult | null> {
    if (!this.worker) return Promise.resolve(null);
    return new Promise((resolve) => {
      if (this.running) {
        // The pass under way may have started before the caller's commits: wait for the next one.
        this.waiters.push(() => this.checkpoint().then(resolve));
      } else {
        this.waiters.push(resolve);
        this.start();
      }
    });
  }

  async close(): Promise<void> {
    const worker = this.worker;
    if (!worker) return;
    clearInterval(this.timer);
    this.worker = null;
    const exited = new Promise((resolve) => worker.once('exit', resolve));
    worker.ref(); // until it has closed its connection
    worker.postMessage('close');
    await exited;
    for (const w of this.waiters.splice(0)) w(null);
  }

  private start(): void {
    if (!this.worker) return;
    this.running = true;
    this.worker.postMessage('checkpoint');
  }

  private done(result: CheckpointResult | null): void {
    this.running = false;
    for (const w of this.waiters.splice(0)) w(result);
  }

  private fail(): void {
    this.worker = null;
    this.running = false;
    clearInterval(this.timer);
    for (const w of this.waiters.splice(0)) w(null);
    if (this.sqlite.open) this.sqlite.pragma(`wal_autocheckpoint = ${DEFAULT_FRAMES}`);
  }
}
