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

/** A redrawn bar on a TTY; one line per step (and per quarter of a long step) otherwise. */
export function streamProgress(stream: NodeJS.WriteStream): ImportProgress {
  const tty = Boolean(stream.isTTY);
  let lastQuarter = -1;
  let drawing = false;
  const endBar = () => {
    if (drawing) stream.write('\n');
    drawing = false;
  };
  return {
    step(dataset, message) {
      endBar();
      lastQuarter = -1;
      stream.write(`${dataset}: ${message}\n`);
    },
    progress(dataset, label, done, total) {
      const ratio = total > 0 ? Math.min(1, done / total) : 1;
      if (tty) {
        const filled = Math.round(ratio * BAR);
        stream.write(`\r${dataset}: ${label.padEnd(14)} [${'#'.repeat(filled)}${' '.repeat(BAR - filled)}] ${Math.round(ratio * 100)}%`);
        drawing = true;
        return;
      }
      const quarter = Math.floor(ratio * 4);
      if (quarter !== lastQuarter) {
        lastQuarter = quarter;
        stream.write(`${dataset}: ${label} ${done}/${total}\n`);
      }
    },
    done(dataset, message) {
      endBar();
      stream.write(`${dataset}: ${message}\n`);
    },
  };
}
