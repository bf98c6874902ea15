/** Output helpers shared by the subcommands: `--json` prints one JSON document, otherwise readable lines. */
export interface Out {
  json: boolean;
  print(human: string, machine?: unknown): void;
  error(message: string): void;
}

export function makeOut(json: boolean): Out {
  return {
    json,
    print(human, machine) {
      if (json) process.stdout.write(`${JSON.stringify(machine ?? { message: human })}\n`);
      else process.stdout.write(`${human}\n`);
    },
    error(message) {
      if (json) process.stderr.write(`${JSON.stringify({ error: message })}\n`);
      else process.stderr.write(`lumen: ${message}\n`);
    },
  };
}

/** Thrown by a subcommand to end with a message and a non-zero exit code. */
export class CliError extends Error {
  constructor(
    message: string,
    readonly exitCode = 1,
  ) {
    super(message);
  }
}
