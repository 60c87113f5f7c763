import type { Command } from 'commander';
import { withClient } from '../with-client.js';

export function registerActivityCommands(program: Command): void {
  const activities = program
    .command('activities')
    .description('scheduled tasks on leads and businesses');

  activities
    .command('get')
    .description('show one activity')
    .argument('<id>', 'activity id')
    .action(async (id: string, _options: unknown, command: Command) => {
      await withClient(command, async ({ client, output }) => {
        output.record(await client.getActivity(id));
      });
    });

  activities
    .command('delete')
    .description('delete an activity')
    .argument('<id>', 'activity id')
    .action(async (id: string, _options: unknown, command: Command) => {
      await withClient(command, async ({ client, output }) => {
        await client.deleteActivity(id);
        output.done(`Activity ${id} deleted.`, { status: 'deleted', id });
      });
    });
}
