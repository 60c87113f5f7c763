import type { Command } from 'commander';
import { withClient } from '../with-client.js';

export function registerProductCommands(program: Command): void {
  const products = program.command('products').description('products');

  products
    .command('get')
    .description('show one product')
    .argument('<id>', 'product id')
    .action(async (id: string, _options: unknown, command: Command) => {
      await withClient(command, async ({ client, output }) => {
        output.record(await client.getProduct(id));
      });
    });
}
