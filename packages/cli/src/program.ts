import { Command } from 'commander';
import { registerActivityCommands } from './commands/activities.js';
import { registerAttendantCommands } from './commands/attendants.js';
import { registerBusinessCommands } from './commands/businesses.js';
import { registerInstanceCommands } from './commands/instances.js';
import { registerLeadCommands } from './commands/leads.js';
import { registerLossReasonCommands } from './commands/loss-reasons.js';
import { registerMessageCommands } from './commands/messages.js';
import { registerPipelineCommands } from './commands/pipelines.js';
import { registerProductCommands } from './commands/products.js';
import { registerTagCommands } from './commands/tags.js';
import { parseNonNegativeInteger, parsePositiveInteger } from './options.js';
import { cliVersion } from './version.js';

const environmentHelp = `
Configuration:
  CRM_BASE_URL   service address, e.g. https://crm.example.com (or --base-url)
  CRM_TOKEN      API token (or --token-file <path>); never printed

Exit codes:
  0 ok · 2 usage or configuration · 3 token refused (401/403) · 4 not found (404)
  5 service failed or unreachable (5xx, connection, time-out) · 6 rate limited (429)
  7 input rejected (before sending, or another 4xx) · 8 answer not matching the contract · 1 bug`;

/**
 * The whole command tree. Settings made here before the subcommands are added (exitOverride,
 * help after errors) are inherited by every subcommand.
 */
export function createProgram(): Command {
  const program = new Command('crm')
    .description('The CRM service from the terminal: one subcommand per API operation.')
    .version(cliVersion)
    .option('--json', 'print results as JSON on stdout (for scripts)')
    .option('--base-url <url>', 'service address (default: $CRM_BASE_URL)')
    .option('--token-file <path>', 'read the API token from this file (default: $CRM_TOKEN)')
    .option(
      '--timeout <ms>',
      'time-out per request, in milliseconds (default 15000)',
      parsePositiveInteger,
    )
    .option(
      '--retries <n>',
      'retries of reads after 429/5xx/connection errors (default 3; 0 = none)',
      parseNonNegativeInteger,
    )
    .exitOverride()
    .showHelpAfterError('(add --help for usage)')
    .addHelpText('after', environmentHelp);

  registerInstanceCommands(program);
  registerMessageCommands(program);
  registerBusinessCommands(program);
  registerLeadCommands(program);
  registerTagCommands(program);
  registerActivityCommands(program);
  registerPipelineCommands(program);
  registerAttendantCommands(program);
  registerProductCommands(program);
  registerLossReasonCommands(program);
  return program;
}
