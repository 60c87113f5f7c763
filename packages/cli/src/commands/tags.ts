import type { Command } from 'commander';
import type { CreateTagRequest } from '@crm/client';
import { UsageError } from '../errors.js';
import { withClient } from '../with-client.js';

interface CreateOptions {
  name: string;
  color?: string;
  description?: string;
  randomColor?: boolean;
}

export function registerTagCommands(program: Command): void {
  const tags = program.command('tags').description('tags for leads and businesses');

  tags
    .command('create')
    .description('create a tag')
    .requiredOption('--name <name>', 'tag name')
    .option('--color <#RRGGBB>', 'colour as #RRGGBB (hexadecimal)')
    .option('--description <text>', 'what the tag means')
    .option('--random-color', 'let the service pick the colour')
    .action(async (options: CreateOptions, command: Command) => {
      if (options.color === undefined && options.randomColor !== true) {
        throw new UsageError(
          "Give the tag a colour with --color '#RRGGBB', or pass --random-color.",
        );
      }
      await withClient(command, async ({ client, output }) => {
        const created = await client.createTag(tagRequest(options));
        if (typeof created === 'object' && created !== null) output.record(created);
        else
          output.done(`Tag "${options.name}" created.`, { status: 'created', name: options.name });
      });
    });

  tags
    .command('get')
    .description('show one tag')
    .argument('<id>', 'tag id')
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
