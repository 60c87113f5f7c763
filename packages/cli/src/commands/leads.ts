import type { Command } from 'commander';
import type { HistoryEntry, HistoryList } from '@crm/client';
import type { Column } from '../output.js';
import { collectKeyValue, parseNonNegativeInteger, parsePositiveInteger } from '../options.js';
import { collectAllPages } from '../paging.js';
import { createProgress } from '../progress.js';
import { withClient, type CommandContext } from '../with-client.js';

interface HistoryOptions {
  skip?: number;
  take?: number;
  filter?: Record<string, string>;
  all?: boolean;
}

const defaultPageSize = 50;

const historyColumns: readonly Column[] = [
  { header: 'created', path: 'createdAt', maxWidth: 24 },
  { header: 'type', path: 'type', maxWidth: 12 },
  { header: 'attendant', path: 'attendant.name', maxWidth: 20 },
  { header: 'text', path: 'history', maxWidth: 60 },
];

export function registerLeadCommands(program: Command): void {
  const leads = program.command('leads').description('leads: history, notes and businesses');

  leads
    .command('history')
    .description('show the history of a lead, one page or (--all) every page')
    .argument('<id>', 'lead id')
    .option('--skip <n>', 'entries to skip', parseNonNegativeInteger)
    .option(
      '--take <n>',
      `entries per page (with --all: default ${defaultPageSize})`,
      parsePositiveInteger,
    )
    .option(
      '--filter <key=value...>',
      'filter entries (repeatable), e.g. --filter type=NOTE',
      collectKeyValue,
    )
    .option('--all', 'follow skip/take until every entry is fetched')
    .action(async (id: string, options: HistoryOptions, command: Command) => {
      await withClient(command, async (context) => {
        const history =
          options.all === true
            ? await fetchWholeHistory(context, id, options)
            : await fetchOnePage(context, id, options);
        context.output.list(history, historyColumns);
      });
    });

  const notes = leads.command('notes').description('notes on a lead');

  notes
    .command('list')
    .description('list the notes of a lead')
    .argument('<leadId>', 'lead id')
    .action(async (leadId: string, _options: unknown, command: Command) => {
      await withClient(command, async ({ client, output }) => {
        output.list(await client.listLeadNotes(leadId), historyColumns);
      });
    });

  notes
    .command('add')
    .description('add a note to a lead')
    .argument('<leadId>', 'lead id')
    .requiredOption('--note <text>', 'the note')
    .action(async (leadId: string, options: { note: string }, command: Command) => {
      await withClient(command, async ({ client, output }) => {
        output.record(await client.addLeadNote(leadId, { note: options.note }));
      });
    });

  leads
    .command('businesses')
    .description('list the businesses (deals) of a lead')
    .argument('<id>', 'lead id')
    .action(async (id: string, _options: unknown, command: Command) => {
      await withClient(command, async ({ client, output }) => {
        output.list(await client.listLeadBusinesses(id), [
          { header: 'id', path: 'id' },
          { header: 'status', path: 'status' },
          { header: 'total', path: 'total' },
          { header: 'stage', path: 'stageId' },
          { header: 'created', path: 'createdAt', maxWidth: 24 },
        ]);
      });
    });
}

function fetchOnePage(
  { client }: CommandContext,
  id: string,
  options: HistoryOptions,
): Promise<HistoryList> {
  return client.getLeadHistory(id, {
    ...(options.skip !== undefined && { skip: options.skip }),
    ...(options.take !== undefined && { take: options.take }),
    ...(options.filter !== undefined && { filter: options.filter }),
  });
}

async function fetchWholeHistory(
  { client, note }: CommandContext,
  id: string,
  options: HistoryOptions,
): Promise<HistoryList> {
  const whole = await collectAllPages<HistoryEntry>(
    ({ skip, take }) =>
      client.getLeadHistory(id, {
        skip,
        take,
        ...(options.filter !== undefined && { filter: options.filter }),
      }),
    {
      firstSkip: options.skip ?? 0,
      pageSize: options.take ?? defaultPageSize,
      progress: createProgress('history'),
      keyOf: (entry) => entry.id,
      onStall: (collected, count) =>
        note(
          `The service stopped sending new entries after ${collected} of ${count}; showing what arrived.`,
        ),
    },
  );
  return whole;
}
