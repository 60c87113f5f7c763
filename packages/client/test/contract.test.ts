// Every operation through createCrmClient against Prism serving the contract. Prism validates each
// request (an invalid one would come back as 422, a CrmHttpError, and fail the test), and each
// result must satisfy the generated zod schema of its operation.
import { startMock, type RunningMock } from '@crm/mock';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createCrmClient,
  CrmAuthError,
  CrmHttpError,
  CrmRateLimitError,
  CrmValidationError,
  type CrmClient,
  type ResponseIssue,
} from '../src/index.ts';
import { operationCalls } from './support/operation-calls.ts';

let mock: RunningMock;
let client: CrmClient;
const issues: ResponseIssue[] = [];

beforeAll(async () => {
  mock = await startMock();
  client = createCrmClient({
    baseUrl: mock.url,
    token: 'contract-test-token',
    onResponseIssue: (issue) => issues.push(issue),
  });
});
afterAll(() => mock?.close());

describe('all 19 operations against Prism', () => {
  it('covers every operation of the client', () => {
    const clientOperations = Object.keys(client).filter(
      (key) => key !== 'setToken' && key !== 'responseIssueCount',
    );
    expect(operationCalls.map((entry) => entry.operationId).sort()).toEqual(
      clientOperations.sort(),
    );
    expect(operationCalls).toHaveLength(19);
  });

  it.each(operationCalls)(
    '$operationId: accepted by Prism, result matches the schema',
    async ({ call, schema }) => {
      const result = await call(client);
      if (schema) expect(() => schema.parse(result)).not.toThrow();
      else expect(result).toBeUndefined();
    },
  );

  it('tolerated no deviation in Prism’s examples', () => {
    expect(issues).toEqual([]);
    expect(client.responseIssueCount).toBe(0);
  });
});

describe('Prism and the client agree on what is invalid', () => {
  it('Prism answers 422 to a colour the client refuses to send', async () => {
    const response = await fetch(`${mock.url}/api/v1/tags`, {
      method: 'POST',
      headers: { authorization: 'Bearer t', 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'VIP', color: 'red' }),
    });
    expect(response.status).toBe(422);
    expect(response.headers.get('sl-violations')).toContain('color');
    await expect(client.createTag({ name: 'VIP', color: 'red' })).rejects.toBeInstanceOf(
      CrmValidationError,
    );
  });
});

describe('error statuses forced through Prism (Prefer: code=...)', () => {
  const clientPreferring = (code: number) =>
    createCrmClient({
      baseUrl: mock.url,
      token: 'contract-test-token',
      retry: false,
      fetch: (input, init) =>
        fetch(input, {
          ...init,
          headers: { ...(init.headers as Record<string, string>), prefer: `code=${code}` },
        }),
    });

  it('401 is a CrmAuthError', async () => {
    await expect(clientPreferring(401).getTag('tag_3c8e21')).rejects.toBeInstanceOf(CrmAuthError);
  });

  it('429 is a CrmRateLimitError', async () => {
    await expect(clientPreferring(429).listInstances()).rejects.toBeInstanceOf(CrmRateLimitError);
  });

  it('404 (the default response) is a CrmHttpError with the body kept', async () => {
    const error = await clientPreferring(404)
      .getBusiness('biz_missing')
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(CrmHttpError);
    expect(error).toMatchObject({ status: 404, operationId: 'getBusiness' });
    expect((error as CrmHttpError).body).toBeDefined();
  });
});
