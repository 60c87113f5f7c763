import type { Command } from 'commander';
import { withClient } from '../with-client.js';

interface AttachOptions {
  url: string;
  fileName: string;
  description?: string;
}

export function registerBusinessCommands(program: Command): void {
  const businesses = program.command('businesses').description('businesses (deals)');

  businesses
    .command('get')
    .description('show one business')
    .argument('<id>', 'business id')
    .action(async (id: string, _options: unknown, command: Command) => {
      await withClient(command, async ({ client, output }) => {
        output.record(await client.getBusiness(id));
      });
    });

  businesses
    .command('delete')
    .description('delete a business (it can be restored with `crm businesses restore`)')
    .argument('<id>', 'business id')
    .action(async (id: string, _options: unknown, command: Command) => {
      await withClient(command, async ({ client, output }) => {
        await client.deleteBusiness(id);
        output.done(`Business ${id} deleted.`, { status: 'deleted', id });
      });
    });

  businesses
    .command('restore')
    .description('restore deleted businesses')
    .argument('<id...>', 'one or more business ids')
    .action(async (ids: string[], _options: unknown, command: Command) => {
      await withClient(command, async ({ client, output }) => {
        const response = await client.restoreBusinesses({ ids });
        const plural = ids.length === 1 ? 'business' : 'businesses';
        output.done(`Restore requested for ${ids.length} ${plural}: ${ids.join(', ')}.`, {
          status: 'restored',
          ids,
          ...(response !== undefined && { response }),
        });
      });
    });

  businesses
    .command('attach')
    .description('attach a document (by URL) to a business')
    .argument('<businessId>', 'business id')
    .requiredOption('--url <url>', 'address of the document')
    .requiredOption('--file-name <name>', 'name shown for the document')
    .option('--description <text>', 'what the document is')
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
