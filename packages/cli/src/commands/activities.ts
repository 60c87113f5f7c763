import type { Command } from 'commander';
import { withClient } from '../with-client.js';
import { t } from '../i18n/index.js';

export function registerActivityCommands(program: Command): void {
  const activities = program.command('activities').description(t.activities.description);

  activities
    .command('get')
    .description(t.activities.get)
    .argument('<id>', t.activities.id)
    .action(async (id: string, _options: unknown, command: Command) => {
      await withClient(command, async ({ client, output }) => {
        output.record(await client.getActivity(id));
      });
    });

  activities
    .command('delete')
    .description(t.activities.delete)
    .argument('<id>', t.activities.id)
    .action(async (id: string, _options: unknown, command: Command) => {
      await withClient(command, async ({ client, output }) => {
        await client.deleteActivity(id);
        output.done(t.done.activityDeleted(id), { status: 'deleted', id });
      });
    });
}
