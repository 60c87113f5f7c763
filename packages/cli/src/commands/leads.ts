import type { Command } from 'commander';
import type { HistoryEntry, HistoryList } from '@crm/client';
import type { Column } from '../output.js';
import { collectKeyValue, parseNonNegativeInteger, parsePositiveInteger } from '../options.js';
import { collectAllPages } from '../paging.js';
import { createProgress } from '../progress.js';
import { withClient, type CommandContext } from '../with-client.js';
import { t } from '../i18n/index.js';

interface HistoryOptions {
  skip?: number;
  take?: number;
  filter?: Record<string, string>;
  all?: boolean;
}

const defaultPageSize = 50;

const historyColumns: readonly Column[] = [
  { header: t.columns.created, path: 'createdAt', maxWidth: 24 },
  { header: t.columns.type, path: 'type', maxWidth: 12 },
  { header: t.columns.attendant, path: 'attendant.name', maxWidth: 20 },
  { header: t.columns.text, path: 'history', maxWidth: 60 },
];

export function registerLeadCommands(program: Command): void {
  const leads = program.command('leads').description(t.leads.description);

  leads
    .command('history')
    .description(t.leads.history)
    .argument('<id>', t.leads.id)
    .option('--skip <n>', t.leads.skip, parseNonNegativeInteger)
    .option('--take <n>', t.leads.take(defaultPageSize), parsePositiveInteger)
    .option('--filter <key=value...>', t.leads.filter, collectKeyValue)
    .option('--all', t.leads.all)
    .action(async (id: string, options: HistoryOptions, command: Command) => {
      await withClient(command, async (context) => {
        const history =
          options.all === true
            ? await fetchWholeHistory(context, id, options)
            : await fetchOnePage(context, id, options);
        context.output.list(history, historyColumns);
      });
    });

  const notes = leads.command('notes').description(t.leads.notes);

  notes
    .command('list')
    .description(t.leads.notesList)
    .argument('<leadId>', t.leads.id)
    .action(async (leadId: string, _options: unknown, command: Command) => {
      await withClient(command, async ({ client, output }) => {
        output.list(await client.listLeadNotes(leadId), historyColumns);
      });
    });

  notes
    .command('add')
    .description(t.leads.notesAdd)
    .argument('<leadId>', t.leads.id)
    .requiredOption('--note <text>', t.leads.note)
    .action(async (leadId: string, options: { note: string }, command: Command) => {
      await withClient(command, async ({ client, output }) => {
        output.record(await client.addLeadNote(leadId, { note: options.note }));
      });
    });

  leads
    .command('businesses')
    .description(t.leads.businesses)
    .argument('<id>', t.leads.id)
    .action(async (id: string, _options: unknown, command: Command) => {
      await withClient(command, async ({ client, output }) => {
        output.list(await client.listLeadBusinesses(id), [
          { header: t.columns.id, path: 'id' },
          { header: t.columns.status, path: 'status' },
          { header: t.columns.total, path: 'total' },
          { header: t.columns.stage, path: 'stageId' },
          { header: t.columns.created, path: 'createdAt', maxWidth: 24 },
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
      progress: createProgress(t.progress.history),
      keyOf: (entry) => entry.id,
      onStall: (collected, count) => note(t.notes.pagingStalled(collected, count)),
    },
  );
  return whole;
}
