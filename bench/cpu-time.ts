import { readFileSync } from 'node:fs';

const TICK_US = 1e6 / 100; // USER_HZ is 100 on Linux

/** User + system CPU time of a process (all its threads) so far, in µs, from /proc/<pid>/stat (Linux). */
export function cpuTimeUs(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  // After the command: state is field 3, utime field 14, stime field 15 (proc(5)), so indexes 11 and 12 here.
  return (Number(fields[11]) + Number(fields[12])) * TICK_US;
}

/**
 * Waits until a server has nothing running in the background (dataset imports, warming): less than 5 % of a core
 * over half a second, or gives up after five minutes. Background work would be counted as the requests'.
 */
export async function idle(pid: number): Promise<void> {
  for (let tries = 0; tries < 600; tries++) {
    const before = cpuTimeUs(pid);
    await new Promise((r) => setTimeout(r, 500));
    if (cpuTimeUs(pid) - before < 25_000) return;
  }
}
