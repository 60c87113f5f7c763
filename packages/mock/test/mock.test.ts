import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMock, type RunningMock } from '../src/index.ts';
import {
  exampleRequest,
  hasJsonBody,
  operations,
  responseErrors,
  successStatus,
} from './support/contract.ts';

let mock: RunningMock;
beforeAll(async () => {
  mock = await startMock();
});
afterAll(() => mock.close());

const call = (path: string, init: RequestInit & { token?: string | null; body?: string } = {}) =>
  fetch(mock.url + path, {
    ...init,
    headers: {
      'content-type': 'application/json',
      ...(init.token === null ? {} : { authorization: `Bearer ${init.token ?? 'demo-token'}` }),
      ...(init.headers as Record<string, string> | undefined),
    },
  });

describe('the mock', () => {
  it('serves on a loopback URL', () => {
    expect(mock.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
  });

  it('answers 401 to a request without a bearer token', async () => {
    const response = await call('/api/v1/instances', { token: null });
    expect(response.status).toBe(401);
  });

  it('answers 422 to an invalid body, naming the violation', async () => {
    const response = await call('/api/v1/business/biz_1/attachments', {
      method: 'POST',
      body: JSON.stringify({ description: 'missing the required url and file name' }),
    });
    expect(response.status).toBe(422);
    expect(response.headers.get('sl-violations')).toMatch(/attachmentUrl|fileName/);
  });

  it('has a contract check that rejects a body breaking the schema', () => {
    const listInstances = operations().find((op) => op.operationId === 'listInstances')!;
    expect(responseErrors(listInstances, '200', { count: 'two', data: {} })).toBeDefined();
  });

  it('covers all 19 operations of the contract', () => {
    expect(operations()).toHaveLength(19);
  });

  describe.each(operations().map((op) => [op.operationId, op] as const))('%s', (_id, operation) => {
    it('answers its documented status with a body that matches the contract', async () => {
      const { path, body } = exampleRequest(operation);
      const response = await call(path, {
        method: operation.method.toUpperCase(),
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      const status = successStatus(operation);
      expect(response.status, response.headers.get('sl-violations') ?? '').toBe(Number(status));
      const text = await response.text();
      if (hasJsonBody(operation, status)) {
        expect(responseErrors(operation, status, JSON.parse(text))).toBeUndefined();
      }
    });
  });
});

describe('closing', () => {
  it('stops Prism so its port refuses connections', async () => {
    const extra = await startMock();
    await extra.close();
    await expect(fetch(extra.url + '/api/v1/instances')).rejects.toThrow();
  });
});
