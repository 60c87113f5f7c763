import type { Command } from 'commander';
import { withClient } from '../with-client.js';
import { t } from '../i18n/index.js';

export function registerProductCommands(program: Command): void {
  const products = program.command('products').description(t.products.description);

  products
    .command('get')
    .description(t.products.get)
    .argument('<id>', t.products.id)
    .action(async (id: string, _options: unknown, command: Command) => {
      await withClient(command, async ({ client, output }) => {
        output.record(await client.getProduct(id));
      });
    });
}
