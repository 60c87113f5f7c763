import { Command, Help, type HelpConfiguration, type Option } from 'commander';
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
import { t } from './i18n/index.js';
import { parseNonNegativeInteger, parsePositiveInteger } from './options.js';
import { cliVersion } from './version.js';

/** Commander's own words in the help: the section titles and "(choices: ...)". */
const commanderTitles: Readonly<Record<string, string>> = {
  'Usage:': t.help.titles.usage,
  'Arguments:': t.help.titles.arguments,
  'Options:': t.help.titles.options,
  'Global Options:': t.help.titles.globalOptions,
  'Commands:': t.help.titles.commands,
};

const helpInChosenLanguage: HelpConfiguration = {
  styleTitle: (title) => commanderTitles[title] ?? title,
  optionDescription(this: Help, option: Option) {
    const described = Help.prototype.optionDescription.call(this, option);
    return described.replace(/\(choices: /, `(${t.help.choices}: `);
  },
};

/**
 * The whole command tree. Settings made here before the subcommands are added (exitOverride,
 * help option and texts, help after errors) are inherited by every subcommand.
 */
export function createProgram(): Command {
  const program = new Command('crm')
    .description(t.program.description)
    .version(cliVersion, '-V, --version', t.help.version)
    .option('--json', t.program.json)
    .option('--base-url <url>', t.program.baseUrl)
    .option('--token-file <path>', t.program.tokenFile)
    .option('--timeout <ms>', t.program.timeout, parsePositiveInteger)
    .option('--retries <n>', t.program.retries, parseNonNegativeInteger)
    .helpOption('-h, --help', t.help.helpOption)
    .helpCommand('help [command]', t.help.helpCommand)
    .configureHelp(helpInChosenLanguage)
    .exitOverride()
    .showHelpAfterError(t.help.afterError)
    .addHelpText('after', t.help.footer);

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
