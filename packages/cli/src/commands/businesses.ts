import type { Command } from 'commander';
import { withClient } from '../with-client.js';
import { t } from '../i18n/index.js';

interface AttachOptions {
  url: string;
  fileName: string;
  description?: string;
}

export function registerBusinessCommands(program: Command): void {
  const businesses = program.command('businesses').description(t.businesses.description);

  businesses
    .command('get')
    .description(t.businesses.get)
    .argument('<id>', t.businesses.id)
    .action(async (id: string, _options: unknown, command: Command) => {
      await withClient(command, async ({ client, output }) => {
        output.record(await client.getBusiness(id));
      });
    });

  businesses
    .command('delete')
    .description(t.businesses.delete)
    .argument('<id>', t.businesses.id)
    .action(async (id: string, _options: unknown, command: Command) => {
      await withClient(command, async ({ client, output }) => {
        await client.deleteBusiness(id);
        output.done(t.done.businessDeleted(id), { status: 'deleted', id });
      });
    });

  businesses
    .command('restore')
    .description(t.businesses.restore)
    .argument('<id...>', t.businesses.ids)
    .action(async (ids: string[], _options: unknown, command: Command) => {
      await withClient(command, async ({ client, output }) => {
        const response = await client.restoreBusinesses({ ids });
        output.done(t.done.restoreRequested(ids), {
          status: 'restored',
          ids,
          ...(response !== undefined && { response }),
        });
      });
    });

  businesses
    .command('attach')
    .description(t.businesses.attach)
    .argument('<businessId>', t.businesses.id)
    .requiredOption('--url <url>', t.businesses.url)
    .requiredOption('--file-name <name>', t.businesses.fileName)
    .option('--description <text>', t.businesses.attachmentDescription)
    .action(async (businessId: string, options: AttachOptions, command: Command) => {
      await withClient(command, async ({ client, output }) => {
        const attachment = await client.addBusinessAttachment(businessId, {
          attachmentUrl: options.url,
          fileName: options.fileName,
          ...(options.description !== undefined && { description: options.description }),
        });
        output.record(attachment);
      });
    });
}
