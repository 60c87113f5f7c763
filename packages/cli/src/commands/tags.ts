import type { Command } from 'commander';
import type { CreateTagRequest } from '@crm/client';
import { UsageError } from '../errors.js';
import { withClient } from '../with-client.js';
import { t } from '../i18n/index.js';

interface CreateOptions {
  name: string;
  color?: string;
  description?: string;
  randomColor?: boolean;
}

export function registerTagCommands(program: Command): void {
  const tags = program.command('tags').description(t.tags.description);

  tags
    .command('create')
    .description(t.tags.create)
    .requiredOption('--name <name>', t.tags.name)
    .option('--color <#RRGGBB>', t.tags.color)
    .option('--description <text>', t.tags.tagDescription)
    .option('--random-color', t.tags.randomColor)
    .action(async (options: CreateOptions, command: Command) => {
      if (options.color === undefined && options.randomColor !== true) {
        throw new UsageError(t.usage.tagNeedsColor);
      }
      await withClient(command, async ({ client, output }) => {
        const created = await client.createTag(tagRequest(options));
        if (typeof created === 'object' && created !== null) output.record(created);
        else
          output.done(t.done.tagCreated(options.name), { status: 'created', name: options.name });
      });
    });

  tags
    .command('get')
    .description(t.tags.get)
    .argument('<id>', t.tags.id)
    .action(async (id: string, _options: unknown, command: Command) => {
      await withClient(command, async ({ client, output }) => {
        output.record(await client.getTag(id));
      });
    });
}

function tagRequest(options: CreateOptions): CreateTagRequest {
  return {
    name: options.name,
    ...(options.color !== undefined && { color: options.color }),
    ...(options.description !== undefined && { description: options.description }),
    ...(options.randomColor === true && { useRandomColor: true }),
  };
}
