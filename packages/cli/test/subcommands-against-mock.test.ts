import { startMock, type RunningMock } from '@crm/mock';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseJson, runCrm, type CrmRun } from './run-crm.js';

// Prism validates every request against the contract: a request it rejects (422) fails the test
// through a non-zero exit code, so each case proves the CLI builds a valid request.
let mock: RunningMock;
beforeAll(async () => {
  mock = await startMock();
});
afterAll(async () => {
  await mock.close();
});

function crm(...args: string[]): Promise<CrmRun> {
  return runCrm(args, { baseUrl: mock.url });
}

async function crmJson(...args: string[]): Promise<Record<string, unknown>> {
  const run = await crm('--json', ...args);
  expect(run.stderr).toBe('');
  expect(run.code).toBe(0);
  const parsed = parseJson(run);
  expect(parsed).toBeTypeOf('object');
  return parsed as Record<string, unknown>;
}

describe('every subcommand against the Prism mock, with --json', () => {
  it('instances list never prints the provider token', async () => {
    const list = await crmJson('instances', 'list');
    expect(list).toMatchObject({ count: 1, data: [{ id: 'inst_1a2b3c', status: 'CONNECTED' }] });
    expect(JSON.stringify(list)).not.toContain('tok_example_redacted');
    expect(JSON.stringify(list)).toContain('[hidden]');
    const table = await crm('instances', 'list');
    expect(table.stdout).toContain('inst_1a2b3c');
    expect(table.stdout + table.stderr).not.toContain('tok_example_redacted');
  });

  it('messages send (text, internal, scheduled, reply, attachments)', async () => {
    const message = await crmJson(
      'messages',
      'send',
      'conv_9e4b12',
      '--body',
      'Olá!',
      '--internal',
      '--schedule',
      '2026-05-01T14:30:00Z',
      '--reply-to',
      'msg_1',
      '--attach',
      'https://cdn.example.com/f/photo.jpg',
      'https://cdn.example.com/f/contract.pdf',
    );
    expect(message).toHaveProperty('id');
  });

  it('businesses get, delete, restore, attach', async () => {
    expect(await crmJson('businesses', 'get', 'biz_2b81d4')).toHaveProperty('id', 'biz_2b81d4');
    expect(await crmJson('businesses', 'delete', 'biz_2b81d4')).toEqual({
      status: 'deleted',
      id: 'biz_2b81d4',
    });
    expect(await crmJson('businesses', 'restore', 'biz_1', 'biz_2')).toMatchObject({
      status: 'restored',
      ids: ['biz_1', 'biz_2'],
    });
    const attachment = await crmJson(
      'businesses',
      'attach',
      'biz_2b81d4',
      '--url',
      'https://cdn.example.com/p.pdf',
      '--file-name',
      'p.pdf',
      '--description',
      'Proposta',
    );
    expect(attachment).toHaveProperty('type');
  });

  it('leads history (one page and --all), notes list and add, businesses', async () => {
    const page = await crmJson(
      'leads',
      'history',
      'lead_7f3a9c',
      '--skip',
      '0',
      '--take',
      '20',
      '--filter',
      'type=NOTE',
    );
    expect(page['count']).toBeTypeOf('number');
    expect(page['data']).toHaveLength(page['count'] as number);
    // The static example is the whole history, so --all stops after its first page.
    const all = await crmJson('leads', 'history', 'lead_7f3a9c', '--all');
    expect(all).toEqual({ count: page['count'], data: page['data'] });
    expect(await crmJson('leads', 'notes', 'list', 'lead_7f3a9c')).toHaveProperty('data');
    expect(
      await crmJson('leads', 'notes', 'add', 'lead_7f3a9c', '--note', 'Ligar amanhã'),
    ).toHaveProperty('note');
    expect(await crmJson('leads', 'businesses', 'lead_7f3a9c')).toHaveProperty('data');
  });

  it('tags create and get', async () => {
    const created = await crmJson(
      'tags',
      'create',
      '--name',
      'VIP',
      '--color',
      '#1E88E5',
      '--description',
      'Top clients',
    );
    expect(created).toBeTypeOf('object');
    await crmJson('tags', 'create', '--name', 'Random', '--random-color');
    expect(await crmJson('tags', 'get', 'tag_3c8e21')).toHaveProperty('color');
  });

  it('activities get and delete, pipelines get, products get, loss-reasons delete', async () => {
    expect(await crmJson('activities', 'get', 'act_4d19e0')).toHaveProperty('id');
    expect(await crmJson('activities', 'delete', 'act_4d19e0')).toEqual({
      status: 'deleted',
      id: 'act_4d19e0',
    });
    expect(await crmJson('pipelines', 'get', 'pip_5b7d20')).toHaveProperty('name');
    expect(await crmJson('products', 'get', 'SKU-CAD-ERG-01')).toHaveProperty('price');
    expect(await crmJson('loss-reasons', 'delete', 'lr_0c6f95')).toEqual({
      status: 'deleted',
      id: 'lr_0c6f95',
    });
  });

  it('attendants list and get', async () => {
    expect(await crmJson('attendants', 'list')).toHaveProperty('data');
    expect(await crmJson('attendants', 'get', 'att_5e02c1')).toHaveProperty('email');
  });
});

describe('readable output against the Prism mock', () => {
  it('instances list prints a table and a count, without the provider token', async () => {
    const run = await crm('instances', 'list');
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('Loja Online - Vendas');
    expect(run.stdout).toContain('Showing 1 of 1.');
    expect(run.stdout).not.toContain('tok_example_redacted');
  });

  it('listings and records print readable tables, nested fields as dotted keys', async () => {
    const run = await crm('leads', 'history', 'lead_7f3a9c');
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('Ana Paula Ferreira');
    const activity = await crm('activities', 'get', 'act_4d19e0');
    expect(activity.code).toBe(0);
    expect(activity.stdout).toContain('attendant.name');
  });

  it('void operations print a sentence', async () => {
    const run = await crm('loss-reasons', 'delete', 'lr_0c6f95');
    expect(run).toMatchObject({ code: 0, stdout: 'Loss reason lr_0c6f95 deleted.\n', stderr: '' });
  });
});
