import type { Command } from 'commander';
import { withClient } from '../with-client.js';

export function registerPipelineCommands(program: Command): void {
  const pipelines = program.command('pipelines').description('sales pipelines');

  pipelines
    .command('get')
    .description('show one pipeline')
    .argument('<id>', 'pipeline id')
    .action(async (id: string, _options: unknown, command: Command) => {
      await withClient(command, async ({ client, output }) => {
        output.record(await client.getPipeline(id));
      });
    });
}
