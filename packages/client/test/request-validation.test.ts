// Bad input is rejected before anything is sent: the server must see no request at all.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createCrmClient, CrmValidationError, type SendMessageRequest } from '../src/index.ts';
import { json, startFaultServer, type FaultServer } from './support/fault-server.ts';

let server: FaultServer;
beforeAll(async () => {
  server = await startFaultServer();
});
afterAll(() => server.close());
afterEach(() => {
  server.requests.length = 0;
});

const client = () => createCrmClient({ baseUrl: server.url, token: 'token' });

async function rejected(promise: Promise<unknown>, path: string): Promise<CrmValidationError> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(CrmValidationError);
  expect(error).toMatchObject({ direction: 'request', path });
  expect(server.requests, 'nothing may reach the server').toEqual([]);
  return error as CrmValidationError;
}

// Input a TypeScript caller could not write, but a JavaScript caller (or a form) could.
const unchecked = <T>(value: unknown) => value as T;

describe('request validation', () => {
  it('rejects an empty, non-string or path-changing id', async () => {
    const error = await rejected(client().getTag(''), 'id');
    expect(error.message).toBe(
      'getTag was not sent because id is invalid (Too small: expected string to have >=1 characters). Correct it and try again.',
    );
    await rejected(client().deleteBusiness(unchecked<string>(42)), 'id');
    await rejected(client().deleteActivity('..'), 'id');
    await rejected(client().addLeadNote('', { note: 'x' }), 'leadId');
  });

  it('rejects a colour that is not #RRGGBB', async () => {
    await rejected(client().createTag({ name: 'VIP', color: 'red' }), 'body.color');
    await rejected(client().createTag({ name: 'VIP', color: '#12345G' }), 'body.color');
  });

  it('rejects an attachment without url', async () => {
    const body = unchecked<SendMessageRequest>({
      body: 'See attached',
      attachments: [{ fileName: 'a.pdf', type: 'FILE' }],
    });
    await rejected(client().sendMessage('conv_1', body), 'body.attachments[0].url');
  });

  it('rejects a scheduledDate that is not a date-time, and other wrong types in the body', async () => {
    await rejected(
      client().sendMessage('conv_1', { body: 'Olá', scheduledDate: 'tomorrow at 9' }),
      'body.scheduledDate',
    );
    await rejected(
      client().sendMessage('conv_1', { body: 'Olá', isInternal: unchecked<boolean>('yes') }),
      'body.isInternal',
    );
    await rejected(
      client().sendMessage('conv_1', unchecked<SendMessageRequest>(undefined)),
      'body',
    );
    await rejected(
      client().addBusinessAttachment('b1', unchecked({ fileName: 'a.pdf' })),
      'body.attachmentUrl',
    );
    await rejected(client().restoreBusinesses({ ids: unchecked<string>(5) }), 'body.ids');
  });

  it('rejects bad paging of the lead history', async () => {
    await rejected(client().getLeadHistory('l1', { take: 0 }), 'query.take');
    await rejected(client().getLeadHistory('l1', { skip: -1 }), 'query.skip');
    await rejected(client().getLeadHistory('l1', { skip: 1.5 }), 'query.skip');
    await rejected(
      client().getLeadHistory('l1', { filter: unchecked({ type: 1 }) }),
      'query.filter.type',
    );
  });
});

describe('what is sent', () => {
  it('encodes ids, serialises the history query, and sends the expected headers', async () => {
    server.route('GET', '/api/v1/leads/lead%2F1%3Fx/history', json(200, { count: 0, data: [] }));
    const crm = createCrmClient({
      baseUrl: `${server.url}/`,
      token: 'token',
      userAgent: 'crm-desk-test/1.0',
    });
    await crm.getLeadHistory('lead/1?x', { skip: 20, take: 10, filter: { type: 'NOTE' } });
    const [request] = server.requests;
    expect(request?.url).toBe(
      '/api/v1/leads/lead%2F1%3Fx/history?skip=20&take=10&filter[type]=NOTE',
    );
    expect(request?.headers).toMatchObject({
      authorization: 'Bearer token',
      accept: 'application/json',
      'user-agent': 'crm-desk-test/1.0',
    });
  });

  it('sends a JSON body with its content type', async () => {
    server.route(
      'POST',
      '/api/v1/conversations/conv_1/messages',
      json(201, { id: 'm1', body: 'Olá' }),
    );
    await client().sendMessage('conv_1', { body: 'Olá', isInternal: true });
    expect(server.requests[0]?.headers['content-type']).toBe('application/json');
    expect(JSON.parse(server.requests[0]?.body ?? '')).toEqual({ body: 'Olá', isInternal: true });
  });
});

describe('client options', () => {
  it('rejects an unusable baseUrl or timeoutMs with a sentence naming the option', () => {
    for (const baseUrl of [
      'not a url',
      'ftp://example.com',
      'https://user:secret@example.com',
      'https://example.com/?a=1',
    ]) {
      expect(() => createCrmClient({ baseUrl, token: 'token' })).toThrow(CrmValidationError);
    }
    expect(() => createCrmClient({ baseUrl: server.url, token: 'token', timeoutMs: 0 })).toThrow(
      "The CRM client option timeoutMs must be a positive number of milliseconds. Fix the client's configuration.",
    );
    expect(() => createCrmClient({ baseUrl: server.url, token: '' })).toThrow(/option token/);
  });
});
