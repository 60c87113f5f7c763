// Prism's dynamic mode invents a new response from the schemas on every call: a few hundred of them
// must all be read without an exception. The same bodies, and every one-spot-broken variant of the
// first round's, prove that the compiled fast check and zod agree.
import { startMock, type RunningMock } from '@crm/mock';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { compileFastCheck } from '../src/fast-check.ts';
import { createCrmClient, type CrmClient, type ResponseIssue } from '../src/index.ts';
import { mutations } from './support/mutations.ts';
import { operationCalls } from './support/operation-calls.ts';

const rounds = 20;
let mock: RunningMock;
let client: CrmClient;
const issues: ResponseIssue[] = [];
const bodies: string[] = [];

beforeAll(async () => {
  mock = await startMock({ dynamic: true });
  client = createCrmClient({
    baseUrl: mock.url,
    token: 'dynamic-test-token',
    onResponseIssue: (issue) => issues.push(issue),
    // Keep a copy of each body as it came off the wire.
    fetch: async (input, init) => {
      const response = await fetch(input, init);
      bodies.push(await response.clone().text());
      return response;
    },
  });
});
afterAll(() => mock?.close());

const readsAndWrites = operationCalls.filter((entry) => entry.method !== 'DELETE');

it(`reads ${rounds} random responses of each operation without throwing`, async () => {
  let calls = 0;
  let variants = 0;
  for (let round = 0; round < rounds; round++) {
    for (const { call, schema } of readsAndWrites) {
      bodies.length = 0;
      await call(client);
      calls++;
      const body = bodies.at(-1);
      if (schema && body) {
        const fastCheck = compileFastCheck(schema);
        const raw: unknown = JSON.parse(body);
        // The fast path may only say yes when zod says yes; here they must agree exactly.
        expect(fastCheck(raw), body).toBe(schema.safeParse(raw).success);
        if (round === 0) {
          for (const variant of mutations(raw)) {
            expect(fastCheck(variant), JSON.stringify(variant)).toBe(
              schema.safeParse(variant).success,
            );
            variants++;
          }
        }
      }
    }
  }
  expect(calls).toBeGreaterThanOrEqual(300);
  expect(variants).toBeGreaterThan(1000);
  // Random data may deviate (then it is reported, not thrown); show what did, for the record.
  if (issues.length > 0)
    console.info(`${issues.length} tolerated deviations, e.g.`, issues.slice(0, 3));
}, 120_000);
