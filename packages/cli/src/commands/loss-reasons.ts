import type { Command } from 'commander';
import { withClient } from '../with-client.js';

export function registerLossReasonCommands(program: Command): void {
  const lossReasons = program.command('loss-reasons').description('reasons a business was lost');

  lossReasons
    .command('delete')
    .description('delete a business loss reason')
    .argument('<id>', 'loss reason id')
    .action(async (id: string, _options: unknown, command: Command) => {
      await withClient(command, async ({ client, output }) => {
        await client.deleteBusinessLossReason(id);
        output.done(`Loss reason ${id} deleted.`, { status: 'deleted', id });
      });
    });
}
