// The client against a real, misbehaving HTTP server: each fault gives the documented class or result.
import { closedPortUrl } from '@crm/testkit';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  createCrmClient,
  CrmAuthError,
  CrmError,
  CrmHttpError,
  CrmNetworkError,
  CrmRateLimitError,
  CrmTimeoutError,
  CrmValidationError,
  type CrmClientOptions,
} from '../src/index.ts';
import {
  after,
  cutOff,
  empty,
  json,
  reset,
  sequence,
  startFaultServer,
  text,
  type FaultServer,
} from './support/fault-server.ts';
import { expectNoSecret } from './support/secrets.ts';

const token = 'eyJhbGciOiJIUzI1NiJ9.c2VjcmV0LXRva2VuLWZvci1mYXVsdHM.Zm9vYmFy';
const tag = { id: 'tag_1', name: 'VIP', color: '#1E88E5', createdAt: '2025-01-08T09:12:00.000Z' };
const message = {
  id: 'msg_1',
  conversationId: 'conv_1',
  body: 'Olá',
  createdAt: '2025-03-12T10:15:00.000Z',
};

let server: FaultServer;
const errors: unknown[] = [];

beforeAll(async () => {
  server = await startFaultServer();
});
afterAll(() => server.close());
afterEach(() => {
  server.requests.length = 0;
});

function client(options: Partial<CrmClientOptions> = {}) {
  return createCrmClient({
    baseUrl: server.url,
    token,
    retry: { baseDelayMs: 5, maxDelayMs: 2000 },
    ...options,
  });
}

/** The error a call rejects with (kept for the token checks at the end). */
async function failure(promise: Promise<unknown>): Promise<unknown> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error, 'the call should have failed').toBeInstanceOf(CrmError);
  errors.push(error);
  return error;
}

describe('empty success bodies', () => {
  it('returns undefined for 204 with no body', async () => {
    server.route('DELETE', '/api/v1/businesses/b1', empty(204));
    await expect(client().deleteBusiness('b1')).resolves.toBeUndefined();
  });

  it('returns undefined for 200 with an empty body', async () => {
    server.route('DELETE', '/api/v1/activities/a1', empty(200));
    server.route('POST', '/api/v1/tags', empty(201));
    await expect(client().deleteActivity('a1')).resolves.toBeUndefined();
    await expect(client().createTag({ name: 'VIP' })).resolves.toBeUndefined();
  });

  it('rejects an empty body where a record is documented, saying a write was probably made', async () => {
    server.route('POST', '/api/v1/conversations/conv_1/messages', empty(200));
    const error = await failure(client().sendMessage('conv_1', { body: 'Olá' }));
    expect(error).toMatchObject({ direction: 'response', path: '', operationId: 'sendMessage' });
    expect((error as Error).message).toMatch(/check whether the change was made/);
  });
});

describe('error bodies of any shape', () => {
  it('keeps an HTML 500 page as text', async () => {
    const page = '<!doctype html><html><body><h1>Internal Server Error</h1></body></html>';
    server.route('GET', '/api/v1/tags/t500', text(500, page, 'text/html'));
    const error = await failure(client({ retry: false }).getTag('t500'));
    expect(error).toBeInstanceOf(CrmHttpError);
    expect(error).toMatchObject({ status: 500, body: page, operationId: 'getTag' });
    expect((error as Error).message).toBe(
      'The CRM service failed while handling getTag (500). Try again in a moment; if it keeps failing, contact the CRM provider.',
    );
  });

  it('keeps a nested JSON 400 body parsed', async () => {
    const body = {
      error: { code: 'VALIDATION', details: [{ field: 'color', problems: ['not a colour'] }] },
    };
    server.route('POST', '/api/v1/tags', json(400, body));
    const error = await failure(client().createTag({ name: 'VIP', color: '#123456' }));
    expect(error).toBeInstanceOf(CrmHttpError);
    expect(error).toMatchObject({ status: 400, body });
  });

  it('keeps an empty error body as undefined', async () => {
    server.route('GET', '/api/v1/products/gone', empty(404));
    const error = await failure(client().getProduct('gone'));
    expect(error).toMatchObject({ status: 404, body: undefined });
    expect((error as Error).message).toMatch(/found nothing for getProduct \(404\)/);
  });

  it('gives 401 and 403 as CrmAuthError', async () => {
    server.route('GET', '/api/v1/instances', json(401, { message: 'Unauthorized' }));
    server.route('GET', '/api/v1/attendants/multi', json(403, { message: 'Forbidden' }));
    const unauthorized = await failure(client().listInstances());
    expect(unauthorized).toBeInstanceOf(CrmAuthError);
    expect((unauthorized as Error).message).toBe(
      'The CRM service rejected the token (401) for listInstances. Sign in again with a valid token.',
    );
    expect(await failure(client().listAttendants())).toBeInstanceOf(CrmAuthError);
  });

  it('redacts the token when the service echoes it back', async () => {
    server.route('POST', '/api/v1/tags', (res, _attempt, req) =>
      json(400, { echoed: req.headers.authorization })(res, 1, req),
    );
    const error = await failure(client().createTag({ name: 'VIP' }));
    expect(error).toMatchObject({ body: { echoed: 'Bearer [redacted]' } });
  });
});

describe('rate limits and retries', () => {
  it('retries a GET after 429 Retry-After: 1 and then succeeds', async () => {
    server.route(
      'GET',
      '/api/v1/tags/busy',
      sequence(json(429, { message: 'slow down' }, { 'retry-after': '1' }), json(200, tag)),
    );
    await expect(client().getTag('busy')).resolves.toEqual(tag);
    expect(server.requests).toHaveLength(2);
  });

  it('never retries a POST, and reports Retry-After in ms', async () => {
    server.route(
      'POST',
      '/api/v1/conversations/conv_busy/messages',
      json(429, { message: 'slow down' }, { 'retry-after': '1' }),
    );
    const error = await failure(client().sendMessage('conv_busy', { body: 'Olá' }));
    expect(error).toBeInstanceOf(CrmRateLimitError);
    expect(error).toMatchObject({ status: 429, retryAfterMs: 1000 });
    expect(server.requests).toHaveLength(1);
  });

  it('reads Retry-After as an HTTP date, and gives up when it is longer than maxDelayMs', async () => {
    const inOneMinute = new Date(Date.now() + 60_000).toUTCString();
    server.route('GET', '/api/v1/tags/later', json(429, {}, { 'retry-after': inOneMinute }));
    const error = await failure(client().getTag('later'));
    expect(error).toBeInstanceOf(CrmRateLimitError);
    expect((error as CrmRateLimitError).retryAfterMs).toBeGreaterThan(50_000);
    expect(server.requests).toHaveLength(1);
  });

  it('retries a GET on 502, 503 and 504, up to `retries` times', async () => {
    server.route(
      'GET',
      '/api/v1/pipelines/p1',
      sequence(empty(502), empty(503), empty(504), json(200, { id: 'p1' })),
    );
    await expect(client().getPipeline('p1')).resolves.toEqual({ id: 'p1' });
    server.route('GET', '/api/v1/pipelines/p2', empty(503));
    expect(
      await failure(client({ retry: { retries: 2, baseDelayMs: 5 } }).getPipeline('p2')),
    ).toMatchObject({ status: 503 });
    expect(server.requests).toHaveLength(4 + 3);
  });

  it('does not retry other statuses, or anything when retry is false', async () => {
    server.route('GET', '/api/v1/pipelines/p3', json(500, {}));
    server.route('GET', '/api/v1/pipelines/p4', empty(503));
    await failure(client().getPipeline('p3'));
    await failure(client({ retry: false }).getPipeline('p4'));
    expect(server.requests).toHaveLength(2);
  });
});

describe('broken responses and connections', () => {
  it('rejects truncated JSON as an unusable response', async () => {
    server.route(
      'GET',
      '/api/v1/tags/half',
      text(200, '{"id":"tag_1","name":"V', 'application/json'),
    );
    const error = await failure(client().getTag('half'));
    expect(error).toBeInstanceOf(CrmValidationError);
    expect(error).toMatchObject({ direction: 'response', path: '' });
    expect((error as Error).message).toMatch(/the body is not JSON/);
  });

  it('gives a body cut off mid-way as CrmNetworkError (the request was received)', async () => {
    server.route('POST', '/api/v1/conversations/conv_cut/messages', cutOff(message));
    const error = await failure(client().sendMessage('conv_cut', { body: 'Olá' }));
    expect(error).toBeInstanceOf(CrmNetworkError);
    expect(error).toMatchObject({ requestMayHaveBeenReceived: true, operationId: 'sendMessage' });
  });

  it('gives an answer slower than timeoutMs as CrmTimeoutError, without retrying', async () => {
    server.route('GET', '/api/v1/tags/slow', after(3000, json(200, tag)));
    const error = await failure(client({ timeoutMs: 150 }).getTag('slow'));
    expect(error).toBeInstanceOf(CrmTimeoutError);
    expect(error).toMatchObject({ timeoutMs: 150, operationId: 'getTag' });
    expect(server.requests).toHaveLength(1);
  });

  it('lets a per-call timeoutMs override the client default', async () => {
    server.route('GET', '/api/v1/tags/slow2', after(3000, json(200, tag)));
    expect(await failure(client().getTag('slow2', { timeoutMs: 100 }))).toMatchObject({
      timeoutMs: 100,
    });
  });

  it('gives a reset connection on a POST as CrmNetworkError, sent once', async () => {
    server.route('POST', '/api/v1/conversations/conv_reset/messages', reset);
    const error = await failure(client().sendMessage('conv_reset', { body: 'Olá' }));
    expect(error).toBeInstanceOf(CrmNetworkError);
    expect(error).toMatchObject({ requestMayHaveBeenReceived: true });
    expect(server.requests).toHaveLength(1);
  });

  it('retries a GET after a reset connection', async () => {
    server.route(
      'GET',
      '/api/v1/products/flaky',
      sequence(reset, json(200, { id_sku: 'SKU-1', price: 10 })),
    );
    await expect(client().getProduct('flaky')).resolves.toEqual({ id_sku: 'SKU-1', price: 10 });
    expect(server.requests).toHaveLength(2);
  });

  it('gives a refused connection as CrmNetworkError that was never received', async () => {
    const refused = createCrmClient({ baseUrl: await closedPortUrl(), token, retry: false });
    const error = await failure(refused.listInstances());
    expect(error).toBeInstanceOf(CrmNetworkError);
    expect(error).toMatchObject({ requestMayHaveBeenReceived: false, code: 'ECONNREFUSED' });
    expect((error as Error).message).toMatch(
      /^Could not connect to the CRM service at http:\/\/127\.0\.0\.1:\d+ for listInstances/,
    );
  });

  it('rejects with the caller’s own reason when the caller aborts', async () => {
    server.route('GET', '/api/v1/tags/abort', after(3000, json(200, tag)));
    const controller = new AbortController();
    const call = client().getTag('abort', { signal: controller.signal });
    setTimeout(() => controller.abort(new Error('closed by the attendant')), 50);
    await expect(call).rejects.toThrow('closed by the attendant');
  });
});

describe('the token', () => {
  it('is sent as a bearer token, and setToken replaces it', async () => {
    server.route('GET', '/api/v1/tags/t', json(200, tag));
    const crm = client();
    await crm.getTag('t');
    crm.setToken('second-token');
    await crm.getTag('t');
    expect(server.requests.map((request) => request.headers.authorization)).toEqual([
      `Bearer ${token}`,
      'Bearer second-token',
    ]);
  });

  it('is refused, without being quoted, when it is not a valid header value', () => {
    const bad = `${token}\n`;
    let error: unknown;
    try {
      client().setToken(bad);
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(CrmValidationError);
    expectNoSecret(error, token);
  });

  it('appears in no error, message, toString, JSON or inspection, nor in the client', () => {
    expect(errors.length).toBeGreaterThan(15);
    for (const error of errors) expectNoSecret(error, token);
    expectNoSecret(client(), token);
  });
});
