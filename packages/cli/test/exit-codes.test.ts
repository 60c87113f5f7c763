import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { closedPortUrl, sendJson, startLocalServer } from '@crm/testkit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answer, runCrm, runsAgainstLocalServer, testToken, type CrmRun } from './run-crm.js';

const local = runsAgainstLocalServer();
const { against } = local;

/** One readable sentence on stderr, nothing on stdout. */
function expectOneLineError(run: CrmRun): void {
  expect(run.stdout).toBe('');
  expect(run.stderr).toMatch(/^crm: [^\n]+\.\n$/);
}

describe('exit codes for answers of the service', () => {
  it('0 when the call succeeds', async () => {
    const run = await against(
      answer(200, { id: 'tag_1', name: 'VIP', color: '#1E88E5' }),
      'tags',
      'get',
      'tag_1',
    );
    expect(run.code).toBe(0);
    expect(local.requests[0]?.headers.authorization).toBe(`Bearer ${testToken}`);
  });

  it.each([401, 403])('3 when the token is refused (%i)', async (status) => {
    const run = await against(answer(status, { message: 'Unauthorized' }), 'tags', 'get', 'tag_1');
    expect(run.code).toBe(3);
    expectOneLineError(run);
    expect(run.stderr).toContain('CRM_TOKEN');
  });

  it('4 when the resource does not exist (404)', async () => {
    const run = await against(
      answer(404, { message: 'Not Found' }),
      'businesses',
      'get',
      'biz_gone',
    );
    expect(run.code).toBe(4);
    expectOneLineError(run);
  });

  it('5 on a server failure (500 with an HTML body)', async () => {
    const run = await against(
      (_request, response) => {
        response.writeHead(500, { 'content-type': 'text/html' });
        response.end('<html><body>Internal Server Error</body></html>');
      },
      'pipelines',
      'get',
      'pip_1',
    );
    expect(run.code).toBe(5);
    expectOneLineError(run);
  });

  it('7 with what the service said when it rejects the input (400 with a nested message)', async () => {
    const body = { statusCode: 400, error: { message: 'note must not be empty\u001b[2J' } };
    const run = await against(answer(400, body), 'leads', 'notes', 'add', 'lead_1', '--note', ' ');
    expect(run.code).toBe(7);
    expectOneLineError(run);
    expect(run.stderr).toContain('The service said: "note must not be empty');
    expect(run.stderr).not.toContain('\u001b');
  });

  it('5 when the service does not answer within --timeout', async () => {
    const run = await against(() => undefined, '--timeout', '300', 'products', 'get', 'sku_1');
    expect(run.code).toBe(5);
    expectOneLineError(run);
    expect(run.stderr).toContain('--timeout');
  });

  it('5 when nothing listens at the address', async () => {
    const run = await runCrm(['--retries', '0', 'instances', 'list'], {
      baseUrl: await closedPortUrl(),
    });
    expect(run.code).toBe(5);
    expectOneLineError(run);
    expect(run.stderr).toContain('CRM_BASE_URL');
  });

  it('6 when rate limited (429), telling how long to wait', async () => {
    const run = await against(
      answer(429, { message: 'Too Many Requests' }, { 'retry-after': '7' }),
      'attendants',
      'list',
    );
    expect(run.code).toBe(6);
    expectOneLineError(run);
    expect(run.stderr).toContain('7 s');
  });

  it('7 when the service rejects the input (409 with an opaque body)', async () => {
    const body = { details: [{ field: 'note' }] };
    const run = await against(answer(409, body), 'leads', 'notes', 'add', 'lead_1', '--note', 'x');
    expect(run.code).toBe(7);
    expectOneLineError(run);
    expect(run.stderr).not.toContain('The service said');
  });

  it('7 when the client rejects the input before sending anything', async () => {
    const run = await against(
      answer(201, {}),
      'tags',
      'create',
      '--name',
      'VIP',
      '--color',
      'blue',
    );
    expect(run.code).toBe(7);
    expectOneLineError(run);
    expect(local.requests).toHaveLength(0);
  });

  it('8 when the answer does not have the documented shape', async () => {
    const run = await against(answer(200, [1, 2, 3]), 'tags', 'get', 'tag_1');
    expect(run.code).toBe(8);
    expectOneLineError(run);
  });
});

describe('usage and configuration errors exit 2', () => {
  it.each([
    [['nonsense']],
    [['tags', 'get']],
    [['leads', 'history', 'lead_1', '--take', 'many']],
    [['leads', 'history', 'lead_1', '--filter', 'no-equals-sign']],
    [['messages', 'send', 'conv_1', '--body', 'hi', '--schedule', 'tomorrow']],
    [['messages', 'send', 'conv_1', '--attach', 'not a url']],
    [
      [
        'messages',
        'send',
        'conv_1',
        '--body',
        'hi',
        '--attach',
        'https://x.test/a',
        '--attach-type',
        'PHOTO',
      ],
    ],
    [['messages', 'send', 'conv_1']],
    [['tags', 'create', '--name', 'VIP']],
    [['--timeout', '0', 'instances', 'list']],
    [[]],
  ])('crm %j', async (args) => {
    const run = await runCrm(args, { baseUrl: 'http://127.0.0.1:9' });
    expect(run.code).toBe(2);
    expect(run.stdout).toBe('');
    expect(run.stderr).not.toBe('');
  });

  it('--help and --version exit 0', async () => {
    const help = await runCrm(['--help']);
    expect(help.code).toBe(0);
    expect(help.stdout).toContain('Exit codes:');
    const version = await runCrm(['--version']);
    expect(version).toMatchObject({ code: 0, stdout: '1.0.0\n' });
  });

  it('says which variable to set when CRM_TOKEN is missing', async () => {
    const run = await runCrm(['instances', 'list'], { baseUrl: 'http://127.0.0.1:9', token: null });
    expect(run.code).toBe(2);
    expectOneLineError(run);
    expect(run.stderr).toContain('set CRM_TOKEN');
  });

  it('says which variable to set when CRM_BASE_URL is missing', async () => {
    const run = await runCrm(['instances', 'list']);
    expect(run.code).toBe(2);
    expectOneLineError(run);
    expect(run.stderr).toContain('set CRM_BASE_URL');
  });

  it('rejects a base URL that is not http(s)', async () => {
    const run = await runCrm(['instances', 'list'], { baseUrl: 'ftp://crm.example.com' });
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('CRM_BASE_URL must start with http:// or https://');
  });
});

describe('--token-file and --base-url', () => {
  let directory: string;
  beforeAll(async () => {
    directory = await mkdtemp(join(tmpdir(), 'crm-cli-'));
  });
  afterAll(async () => {
    await rm(directory, { recursive: true, force: true });
  });

  it('reads the token from the file (flags win over the environment)', async () => {
    const tokenFile = join(directory, 'token');
    await writeFile(tokenFile, `Bearer ${testToken}\n`);
    const server = await startLocalServer(answer(200, { count: 0, data: [] }));
    try {
      const run = await runCrm(
        ['--base-url', server.url, '--token-file', tokenFile, 'attendants', 'list'],
        {
          baseUrl: 'http://127.0.0.1:9',
          token: 'a-different-token-from-the-environment',
        },
      );
      expect(run).toMatchObject({ code: 0, stdout: 'No entries. Showing 0 of 0.\n' });
      expect(server.requests[0]?.headers.authorization).toBe(`Bearer ${testToken}`);
    } finally {
      await server.close();
    }
  });

  it('a missing token file is a usage error naming the file', async () => {
    const missing = join(directory, 'absent');
    const run = await runCrm(['--token-file', missing, 'instances', 'list'], {
      baseUrl: 'http://127.0.0.1:9',
      token: null,
    });
    expect(run.code).toBe(2);
    expect(run.stderr).toContain(missing);
  });
});

describe('the token never appears in output', () => {
  it('not even when the service echoes it back in the error message the CLI quotes', async () => {
    const run = await against(
      (request, response) =>
        sendJson(response, 400, { message: `bad header ${request.headers.authorization ?? ''}` }),
      'instances',
      'list',
    );
    expect(run.code).toBe(7);
    expect(run.stderr).toContain('The service said: "bad header Bearer [redacted]"');
    // runCrm itself throws if testToken is in stdout or stderr; this asserts it explicitly too.
    expect(run.stdout + run.stderr).not.toContain(testToken);
  });
});
