import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { sendJson, startLocalServer, type LocalServer } from '@crm/testkit';
import { afterEach, describe, expect, it } from 'vitest';
import { parseJson, runCrm, testToken } from './run-crm.js';

const entries = Array.from({ length: 120 }, (_, index) => ({
  id: `hist_${String(index).padStart(3, '0')}`,
  type: index % 3 === 0 ? 'NOTE' : 'STAGE',
  createdAt: '2025-03-12T10:05:31.000Z',
  history: `Entry number ${index}`,
}));

/** Serves `entries` honestly through skip/take, like a real paged endpoint. */
function pagedHistory(): Promise<LocalServer> {
  return startLocalServer((request, response) => {
    const skip = Number(request.searchParams.get('skip') ?? 0);
    const take = Number(request.searchParams.get('take') ?? 20);
    sendJson(response, 200, { count: entries.length, data: entries.slice(skip, skip + take) });
  });
}

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
    server = await pagedHistory();
    const run = await runCrm(['--json', 'leads', 'history', 'lead_1', '--all'], {
      baseUrl: server.url,
    });
    expect(run.code).toBe(0);
    // stderr is not a terminal here: no progress bar, nothing but data on stdout.
    expect(run.stderr).toBe('');
    const history = parseJson(run) as { count: number; data: { id: string }[] };
    expect(history.count).toBe(120);
    expect(history.data.map((entry) => entry.id)).toEqual(entries.map((entry) => entry.id));
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
    server = await pagedHistory();
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
      entries.slice(30).map((entry) => entry.id),
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
      sendJson(response, 200, { count: entries.length, data: entries.slice(skip, skip + 25) });
    });
    const run = await runCrm(['--json', 'leads', 'history', 'lead_1', '--all'], {
      baseUrl: server.url,
    });
    expect((parseJson(run) as { data: unknown[] }).data).toHaveLength(120);
    expect(pages(server).map((page) => page.skip)).toEqual(['0', '25', '50', '75', '100']);
  });

  it('stops with a note instead of looping when the service ignores skip', async () => {
    server = await startLocalServer((_request, response) => {
      sendJson(response, 200, { count: entries.length, data: entries.slice(0, 50) });
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
    server = await pagedHistory();
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
    server = await pagedHistory();
    const bin = fileURLToPath(new URL('../bin/crm.js', import.meta.url));
    const { stdout } = await promisify(execFile)(
      '/usr/bin/script',
      [
        '-q',
        '-e',
        '-c',
        `"${process.execPath}" "${bin}" --json leads history lead_1 --all`,
        '/dev/null',
      ],
      {
        env: {
          PATH: process.env['PATH'] ?? '',
          CRM_LANG: 'en',
          CRM_BASE_URL: server.url,
          CRM_TOKEN: testToken,
        },
      },
    );
    expect(stdout).toMatch(/history \|.*\| \d+\/120/);
    expect(stdout).not.toContain(testToken);
  });
});
