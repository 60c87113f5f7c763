import type { Command } from 'commander';
import { withClient } from '../with-client.js';
import { t } from '../i18n/index.js';

export function registerAttendantCommands(program: Command): void {
  const attendants = program.command('attendants').description(t.attendants.description);

  attendants
    .command('list')
    .description(t.attendants.list)
    .action(async (_options: unknown, command: Command) => {
      await withClient(command, async ({ client, output }) => {
        output.list(await client.listAttendants(), [
          { header: t.columns.id, path: 'id' },
          { header: t.columns.name, path: 'name' },
          { header: t.columns.email, path: 'email' },
          { header: t.columns.phone, path: 'phone' },
        ]);
      });
    });

  attendants
    .command('get')
    .description(t.attendants.get)
    .argument('<id>', t.attendants.id)
    .action(async (id: string, _options: unknown, command: Command) => {
      await withClient(command, async ({ client, output }) => {
        output.record(await client.getAttendant(id));
      });
    });
}
