/**
 * Running a server under valgrind's callgrind and reading what it counted (bench/instructions.ts,
 * bench/token-instructions.ts). The server starts with instrumentation off; `control` switches it on and off and
 * asks for a dump, `dumped` waits for the file, `annotate` sums it, with V8's compiling apart.
 */
import { execFile } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { ServerProcess } from './processes.js';

const run = promisify(execFile);

/** V8 compiling JavaScript (parsing, bytecode, the optimising tiers) and its support code, by symbol. */
export const COMPILER = /v8::internal::(compiler|maglev|turboshaft|interpreter)::|v8::internal::Zone|Compil|Pars(er|ing)/;

/** Sums callgrind_annotate's per-function lines: everything, and the compiler's share. */
export async function annotate(file: string): Promise<{ total: number; compiler: number }> {
  const { stdout } = await run('callgrind_annotate', ['--threshold=100', file], { maxBuffer: 256 * 2 ** 20 });
  let total = 0;
  let compiler = 0;
  for (const line of stdout.split('\n')) {
    const match = /^\s*([\d,]+) \(\s*[\d.]+%\)\s+(.*)$/.exec(line);
    if (!match || match[2]!.includes('PROGRAM TOTALS')) continue;
    const ir = Number(match[1]!.replaceAll(',', ''));
    total += ir;
    if (COMPILER.test(match[2]!)) compiler += ir;
  }
  return { total, compiler };
}

/** The dump file, once written (valgrind may carry out the command a moment after callgrind_control returns). */
export async function dumped(outDir: string): Promise<string> {
  for (let tries = 0; tries < 240; tries++) {
    const file = readdirSync(outDir).find((f) => /\.\d+$/.test(f));
    if (file !== undefined && /^totals:/m.test(readFileSync(join(outDir, file), 'utf8'))) return join(outDir, file);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`no callgrind dump appeared in ${outDir}`);
}

/** A server under callgrind, with $HOST as its environment has it. */
export type Server = Pick<ServerProcess, 'url' | 'pid'> & { host: string | undefined };

/**
 * Sends a command to the server's callgrind. The pipe between them is named after $HOST as the server saw it
 * (Lumen's environment sets it to its listen address), so callgrind_control gets the same. It exits 0 even when
 * it finds no such process; only "sending command" means the command arrived.
 */
export async function control(command: string, server: Server): Promise<void> {
  const env = { ...process.env };
  if (server.host === undefined) delete env.HOST;
  else env.HOST = server.host;
  const { stdout, stderr } = await run('callgrind_control', [command, String(server.pid)], { env });
  if (!/sending command/.test(stdout + stderr)) throw new Error(`callgrind_control ${command} ${server.pid}: ${stdout}${stderr}`);
}

export function callgrind(outDir: string): string[] {
  return ['valgrind', '-q', '--tool=callgrind', '--instr-atstart=no', `--callgrind-out-file=${join(outDir, 'callgrind.out')}`];
}
