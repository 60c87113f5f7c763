import type { Command } from 'commander';
import { createCrmClient, type CrmClient } from '@crm/client';
import { resolveConfig, type GlobalOptions } from './config.js';
import { t } from './i18n/index.js';
import { createOutput, type Output } from './output.js';
import { cliVersion } from './version.js';

export interface CommandContext {
  readonly client: CrmClient;
  readonly output: Output;
  /** One line to stderr, for notes that are not the result (warnings, skipped items). */
  readonly note: (sentence: string) => void;
}

/**
 * Every subcommand's action runs through here: configuration is resolved only when a command
 * actually needs the service, so `crm --help` works without CRM_TOKEN.
 */
export async function withClient(
  command: Command,
  work: (context: CommandContext) => Promise<void>,
): Promise<void> {
  const options = command.optsWithGlobals<GlobalOptions>();
  const config = await resolveConfig(options, process.env);
  const client = createCrmClient({
    baseUrl: config.baseUrl,
    token: config.token,
    userAgent: `crm-cli/${cliVersion}`,
    ...(config.timeoutMs !== undefined && { timeoutMs: config.timeoutMs }),
    ...(config.retries !== undefined && {
      retry: config.retries === 0 ? false : { retries: config.retries },
    }),
  });
  const output = createOutput({
    json: options.json === true,
    write: (text) => process.stdout.write(text),
    columns: process.stdout.isTTY ? process.stdout.columns : undefined,
  });
  const note = (sentence: string): void => void process.stderr.write(`crm: ${sentence}\n`);
  await work({ client, output, note });
  reportToleratedIssues(client.responseIssueCount, note);
}

/** The client keeps records whose fields deviate in format; the user should still hear about it. */
function reportToleratedIssues(count: number, note: (sentence: string) => void): void {
  if (count === 0) return;
  note(t.notes.toleratedIssues(count));
}
