import { CommanderError } from 'commander';
import { describeFailure } from './errors.js';
import { ExitCode, type ExitCodeValue } from './exit-codes.js';
import { createProgram } from './program.js';
import { redactSecrets } from './secrets.js';

/** Runs one `crm` invocation and returns its exit code (see exit-codes.ts). */
export async function main(argv: readonly string[]): Promise<ExitCodeValue> {
  // `crm ... | head` closes stdout early; that is the reader's choice, not an error.
  process.stdout.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code === 'EPIPE') process.exit(ExitCode.ok);
    throw error;
  });
  try {
    await createProgram().parseAsync(argv);
    return ExitCode.ok;
  } catch (error) {
    // Commander has already printed its own message (or the help) to stderr.
    if (error instanceof CommanderError) return error.exitCode === 0 ? ExitCode.ok : ExitCode.usage;
    const failure = describeFailure(error);
    process.stderr.write(redactSecrets(`crm: ${failure.message}\n`));
    return failure.exitCode;
  }
}
