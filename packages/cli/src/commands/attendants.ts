import type { Command } from 'commander';
import { withClient } from '../with-client.js';

export function registerAttendantCommands(program: Command): void {
  const attendants = program
    .command('attendants')
    .description('attendants (multi-attendant users)');

  attendants
    .command('list')
    .description('list the attendants')
    .action(async (_options: unknown, command: Command) => {
      await withClient(command, async ({ client, output }) => {
        output.list(await client.listAttendants(), [
          { header: 'id', path: 'id' },
          { header: 'name', path: 'name' },
          { header: 'email', path: 'email' },
          { header: 'phone', path: 'phone' },
        ]);
      });
    });

  attendants
    .command('get')
    .description('show one attendant')
    .argument('<id>', 'attendant id')
    .action(async (id: string, _options: unknown, command: Command) => {
      await withClient(command, async ({ client, output }) => {
        output.record(await client.getAttendant(id));
      });
    });
}
