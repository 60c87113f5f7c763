import type { Command } from 'commander';
import { withClient } from '../with-client.js';
import { t } from '../i18n/index.js';

export function registerLossReasonCommands(program: Command): void {
  const lossReasons = program.command('loss-reasons').description(t.lossReasons.description);

  lossReasons
    .command('delete')
    .description(t.lossReasons.delete)
    .argument('<id>', t.lossReasons.id)
    .action(async (id: string, _options: unknown, command: Command) => {
      await withClient(command, async ({ client, output }) => {
        await client.deleteBusinessLossReason(id);
        output.done(t.done.lossReasonDeleted(id), { status: 'deleted', id });
      });
    });
}
