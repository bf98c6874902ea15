/** Receives the steps of an import; the CLI draws bars on a terminal and plain lines elsewhere. */
export interface ImportProgress {
  step(dataset: string, message: string): void;
  progress(dataset: string, label: string, done: number, total: number): void;
  done(dataset: string, message: string): void;
}

export const silentProgress: ImportProgress = { step() {}, progress() {}, done() {} };

/**
 * Steps as log lines (the server's import on first start, which takes tens of seconds), so that a first start says
 * what it is doing; counts within a step are left out, and so is each dataset's end, which the caller logs with its
 * version, records and time (refinery-module.ts).
 */
export function logProgress(log: { info(obj: object, msg: string): void }): ImportProgress {
  return { step: (dataset, message) => log.info({ dataset }, `import: ${message}`), progress() {}, done() {} };
}

const BAR = 24;

/** A step announced as `progress(label, 0, 1)` has no count to show: it is drawn as running, then as done. */
const isPhase = (done: number, total: number) => done === 0 && total === 1;

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/**
 * A redrawn bar on a TTY, finished at 100 % with the step's time when the next step begins (a step that only
 * announces itself shows `…` while it runs); one line per step (and per quarter of a long step) otherwise.
 */
export function streamProgress(stream: NodeJS.WriteStream, now: () => number = () => performance.now()): ImportProgress {
  const tty = Boolean(stream.isTTY);
  let lastQuarter = -1;
  let current: { dataset: string; label: string; started: number; phase: boolean } | undefined;
  const line = (dataset: string, label: string, body: string) => `\r${dataset}: ${label.padEnd(14)} ${body}`;
  const bar = (ratio: number) => {
    const filled = Math.round(ratio * BAR);
    return `[${'#'.repeat(filled)}${' '.repeat(BAR - filled)}] ${Math.round(ratio * 100)}%`;
  };
  const finish = () => {
    if (!current) return;
    if (tty) {
      const took = seconds(now() - current.started);
      stream.write(`${line(current.dataset, current.label, current.phase ? `done (${took})` : `${bar(1)} (${took})`)}\n`);
    }
    current = undefined;
  };
  return {
    step(dataset, message) {
      finish();
      lastQuarter = -1;
      stream.write(`${dataset}: ${message}\n`);
    },
    progress(dataset, label, done, total) {
      if (current && (current.dataset !== dataset || current.label !== label)) finish();
      const phase = isPhase(done, total);
      if (!current) {
        current = { dataset, label, started: now(), phase };
        lastQuarter = -1;
        if (!tty && phase) stream.write(`${dataset}: ${label}…\n`);
      }
      if (phase) {
        if (tty) stream.write(line(dataset, label, '…'));
        return;
      }
      current.phase = false;
      const ratio = total > 0 ? Math.min(1, done / total) : 1;
      if (tty) {
        stream.write(line(dataset, label, bar(ratio)));
        return;
      }
      const quarter = Math.floor(ratio * 4);
      if (quarter !== lastQuarter) {
        lastQuarter = quarter;
        stream.write(`${dataset}: ${label} ${done}/${total}\n`);
      }
    },
    done(dataset, message) {
      finish();
      stream.write(`${dataset}: ${message}\n`);
    },
  };
}
