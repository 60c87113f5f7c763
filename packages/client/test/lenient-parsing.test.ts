// Responses that deviate from the contract: field-level deviations are tolerated and reported,
// an unusable overall shape is a CrmValidationError.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCrmClient, CrmValidationError, type ResponseIssue } from '../src/index.ts';
import { json, startFaultServer, text, type FaultServer } from './support/fault-server.ts';

let server: FaultServer;
beforeAll(async () => {
  server = await startFaultServer();
});
afterAll(() => server.close());

function client() {
  const issues: ResponseIssue[] = [];
  const crm = createCrmClient({
    baseUrl: server.url,
    token: 'token',
    retry: false,
    onResponseIssue: (issue) => issues.push(issue),
  });
  return { crm, issues };
}

describe('booleans sent as strings', () => {
  it('become booleans where the schema says boolean, plain or BooleanOrString', async () => {
    server.route(
      'GET',
      '/api/v1/activities/a1',
      json(200, {
        id: 'a1',
        isCompleted: 'true',
        required: 'false',
        flow: { id: 'f1', active: 'false' },
        title: 'true',
      }),
    );
    const { crm, issues } = client();
    const activity = await crm.getActivity('a1');
    expect(activity).toEqual({
      id: 'a1',
      isCompleted: true,
      required: false,
      flow: { id: 'f1', active: false },
      title: 'true',
    });
    expect(issues).toEqual([]);
    expect(crm.responseIssueCount).toBe(0);
  });

  it('are normalised inside lists and nested records', async () => {
    server.route(
      'GET',
      '/api/v1/instances',
      json(200, {
        count: 2,
        data: [
          { id: 'i1', isActive: 'true', config: { listenGroups: 'false', typingInterval: true } },
          { id: 'i2', isActive: false },
        ],
      }),
    );
    const { crm } = client();
    const list = await crm.listInstances();
    expect(list.data?.map((instance) => instance.isActive)).toEqual([true, false]);
    expect(list.data?.[0]?.config).toEqual({ listenGroups: false, typingInterval: true });
  });

  it('other strings in a boolean field stay as sent and are reported', async () => {
    server.route('GET', '/api/v1/activities/a2', json(200, { id: 'a2', isCompleted: 'yes' }));
    const { crm, issues } = client();
    await expect(crm.getActivity('a2')).resolves.toEqual({ id: 'a2', isCompleted: 'yes' });
    expect(issues.map((issue) => issue.path)).toEqual(['isCompleted']);
  });
});

describe('field-level deviations', () => {
  it('return the record and report a bad date-time through the hook', async () => {
    server.route(
      'GET',
      '/api/v1/tags/t1',
      json(200, { id: 't1', name: 'VIP', createdAt: 'yesterday' }),
    );
    const { crm, issues } = client();
    await expect(crm.getTag('t1')).resolves.toEqual({
      id: 't1',
      name: 'VIP',
      createdAt: 'yesterday',
    });
    expect(issues).toEqual([
      {
        operationId: 'getTag',
        path: 'createdAt',
        message: expect.stringMatching(/datetime/i) as string,
      },
    ]);
    expect(crm.responseIssueCount).toBe(1);
  });

  it('return the record with the string "null" or a wrong type in a field, each reported', async () => {
    server.route(
      'GET',
      '/api/v1/products/p1',
      json(200, { id_sku: 'SKU-1', name: 'Cadeira', price: 'null' }),
    );
    server.route(
      'GET',
      '/api/v1/businesses/b1',
      json(200, { id: 'b1', code: '17', status: 42, total: '1890.50' }),
    );
    const { crm, issues } = client();
    await expect(crm.getProduct('p1')).resolves.toEqual({
      id_sku: 'SKU-1',
      name: 'Cadeira',
      price: 'null',
    });
    await expect(crm.getBusiness('b1')).resolves.toMatchObject({
      id: 'b1',
      code: '17',
      status: 42,
    });
    const where = issues.map((issue) => `${issue.operationId}:${issue.path}`);
    expect(where.sort()).toEqual(['getBusiness:code', 'getBusiness:status', 'getProduct:price']);
    expect(crm.responseIssueCount).toBe(3);
  });

  it('report deviations inside a listing by their position', async () => {
    server.route(
      'GET',
      '/api/v1/leads/l1/notes',
      json(200, {
        count: 2,
        data: [
          { id: 'h1', createdAt: '2025-03-12T10:05:31.000Z' },
          { id: 'h2', createdAt: '12/03/2025', attendant: { id: 'at1', email: 'not an e-mail' } },
        ],
      }),
    );
    const { crm, issues } = client();
    const notes = await crm.listLeadNotes('l1');
    expect(notes.data).toHaveLength(2);
    expect(issues.map((issue) => issue.path)).toEqual([
      'data[1].createdAt',
      'data[1].attendant.email',
    ]);
  });

  it('keep fields the contract does not list', async () => {
    server.route(
      'GET',
      '/api/v1/attendants/multi/at1',
      json(200, { id: 'at1', name: 'Ana', nickname: 'Aninha', team: { id: 'x', roles: ['a'] } }),
    );
    const { crm, issues } = client();
    await expect(crm.getAttendant('at1')).resolves.toEqual({
      id: 'at1',
      name: 'Ana',
      nickname: 'Aninha',
      team: { id: 'x', roles: ['a'] },
    });
    expect(issues).toEqual([]);
  });

  it('still return the record when the hook itself throws', async () => {
    server.route('GET', '/api/v1/tags/t2', json(200, { id: 't2', color: 'blue' }));
    const crm = createCrmClient({
      baseUrl: server.url,
      token: 'token',
      onResponseIssue: () => {
        throw new Error('logger down');
      },
    });
    await expect(crm.getTag('t2')).resolves.toEqual({ id: 't2', color: 'blue' });
    expect(crm.responseIssueCount).toBe(1);
  });

  it('pass an undocumented body through as sent', async () => {
    server.route('POST', '/api/v1/businesses/actions/restore', json(201, { restored: 2 }));
    server.route('POST', '/api/v1/tags', text(201, 'Created', 'text/plain'));
    const { crm } = client();
    await expect(crm.restoreBusinesses({ ids: ['b1', 'b2'] })).resolves.toEqual({ restored: 2 });
    await expect(crm.createTag({ name: 'VIP' })).resolves.toBe('Created');
  });
});

describe('an unusable overall shape', () => {
  async function shapeError(promise: Promise<unknown>): Promise<CrmValidationError> {
    const error = await promise.then(
      () => undefined,
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(CrmValidationError);
    return error as CrmValidationError;
  }

  it('is a CrmValidationError when a list comes where an object is documented', async () => {
    server.route('GET', '/api/v1/tags/t3', json(200, [{ id: 't3' }]));
    const error = await shapeError(client().crm.getTag('t3'));
    expect(error).toMatchObject({ direction: 'response', path: '', operationId: 'getTag' });
    expect(error.message).toBe(
      'The CRM service answered getTag with unusable data (the response as a whole: Invalid input: expected object, received array). Try again later, and report it to the CRM provider if it persists.',
    );
  });

  it('is a CrmValidationError when the body is JSON null, a bare string, or not JSON at all', async () => {
    server.route('GET', '/api/v1/pipelines/null', text(200, 'null', 'application/json'));
    server.route('GET', '/api/v1/pipelines/string', json(200, 'OK'));
    server.route(
      'GET',
      '/api/v1/pipelines/html',
      text(200, '<html>maintenance</html>', 'text/html'),
    );
    for (const id of ['null', 'string', 'html']) {
      expect(await shapeError(client().crm.getPipeline(id))).toMatchObject({
        direction: 'response',
        path: '',
      });
    }
  });

  it("is a CrmValidationError when a listing's data is not a list", async () => {
    server.route('GET', '/api/v1/leads/l2/businesses', json(200, { count: 1, data: { id: 'b1' } }));
    expect(await shapeError(client().crm.listLeadBusinesses('l2'))).toMatchObject({
      direction: 'response',
      path: 'data',
    });
  });
});
