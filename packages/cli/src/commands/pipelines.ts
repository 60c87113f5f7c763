import type { Command } from 'commander';
import { withClient } from '../with-client.js';
import { t } from '../i18n/index.js';

export function registerPipelineCommands(program: Command): void {
  const pipelines = program.command('pipelines').description(t.pipelines.description);

  pipelines
    .command('get')
    .description(t.pipelines.get)
    .argument('<id>', t.pipelines.id)
    .action(async (id: string, _options: unknown, command: Command) => {
      await withClient(command, async ({ client, output }) => {
        output.record(await client.getPipeline(id));
      });
    });
}
