import { existsSync } from 'node:fs';
import { sendJson, startLocalServer, type LocalServer } from '@crm/testkit';
import { afterEach, describe, expect, it } from 'vitest';
import { historyEntries, startPagedHistory } from './paged-history.js';
import { parseJson, runCrm, runCrmOnTerminal, testToken } from './run-crm.js';

function pages(server: LocalServer): { skip: string | null; take: string | null }[] {
  return server.requests.map(({ searchParams }) => ({
    skip: searchParams.get('skip'),
    take: searchParams.get('take'),
  }));
}

let server: LocalServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

describe('leads history --all', () => {
  it('collects all 120 entries with skip/take pages of 50 and merges them', async () => {
    server = await startPagedHistory();
    const run = await runCrm(['--json', 'leads', 'history', 'lead_1', '--all'], {
      baseUrl: server.url,
    });
    expect(run.code).toBe(0);
    // stderr is not a terminal here: no progress bar, nothing but data on stdout.
    expect(run.stderr).toBe('');
    const history = parseJson(run) as { count: number; data: { id: string }[] };
    expect(history.count).toBe(120);
    expect(history.data.map((entry) => entry.id)).toEqual(historyEntries.map((entry) => entry.id));
    expect(pages(server)).toEqual([
      { skip: '0', take: '50' },
      { skip: '50', take: '50' },
      { skip: '100', take: '50' },
    ]);
    expect(
      server.requests.every((request) => request.path === '/api/v1/leads/lead_1/history'),
    ).toBe(true);
  });

  it('honours --take as the page size, --skip as the start, and repeats --filter on every page', async () => {
    server = await startPagedHistory();
    const run = await runCrm(
      [
        '--json',
        'leads',
        'history',
        'lead_1',
        '--all',
        '--take',
        '40',
        '--skip',
        '30',
        '--filter',
        'type=NOTE',
      ],
      { baseUrl: server.url },
    );
    expect(run.code).toBe(0);
    const history = parseJson(run) as { data: { id: string }[] };
    expect(history.data.map((entry) => entry.id)).toEqual(
      historyEntries.slice(30).map((entry) => entry.id),
    );
    expect(pages(server)).toEqual([
      { skip: '30', take: '40' },
      { skip: '70', take: '40' },
      { skip: '110', take: '40' },
    ]);
    expect(
      server.requests.every((request) => request.searchParams.get('filter[type]') === 'NOTE'),
    ).toBe(true);
  });

  it('steps by what arrived when the service sends smaller pages than asked', async () => {
    server = await startLocalServer((request, response) => {
      const skip = Number(request.searchParams.get('skip'));
      sendJson(response, 200, {
        count: historyEntries.length,
        data: historyEntries.slice(skip, skip + 25),
      });
    });
    const run = await runCrm(['--json', 'leads', 'history', 'lead_1', '--all'], {
      baseUrl: server.url,
    });
    expect((parseJson(run) as { data: unknown[] }).data).toHaveLength(120);
    expect(pages(server).map((page) => page.skip)).toEqual(['0', '25', '50', '75', '100']);
  });

  it('stops with a note instead of looping when the service ignores skip', async () => {
    server = await startLocalServer((_request, response) => {
      sendJson(response, 200, { count: historyEntries.length, data: historyEntries.slice(0, 50) });
    });
    const run = await runCrm(['--json', 'leads', 'history', 'lead_1', '--all'], {
      baseUrl: server.url,
    });
    expect(run.code).toBe(0);
    expect((parseJson(run) as { data: unknown[] }).data).toHaveLength(50);
    expect(server.requests).toHaveLength(2);
    expect(run.stderr).toContain('stopped sending new entries after 50 of 120');
  });

  it('without --all asks for exactly one page', async () => {
    server = await startPagedHistory();
    const run = await runCrm(['leads', 'history', 'lead_1', '--skip', '5', '--take', '10'], {
      baseUrl: server.url,
    });
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('Entry number 5');
    expect(run.stdout).toContain('Showing 10 of 120.');
    expect(pages(server)).toEqual([{ skip: '5', take: '10' }]);
  });
});

// util-linux `script` runs the command on a pseudo-terminal, the only way to give it a TTY stderr.
describe.skipIf(!existsSync('/usr/bin/script'))('progress bar', () => {
  it('is drawn on a terminal', async () => {
    server = await startPagedHistory();
    const stdout = await runCrmOnTerminal(
      ['--json', 'leads', 'history', 'lead_1', '--all'],
      server.url,
      {
        CRM_LANG: 'en',
      },
    );
    expect(stdout).toMatch(/history \|.*\| \d+\/120/);
    expect(stdout).not.toContain(testToken);
  });
});
