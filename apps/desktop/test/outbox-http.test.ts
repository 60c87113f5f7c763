// The outbox through the real client against a real HTTP server on 127.0.0.1 that misbehaves on purpose.
// The server counts POSTs, which is what matters: a message may be sent again only when it certainly did not arrive.
import type { ServerResponse } from 'node:http';
import { startLocalServer, type LocalServer, type RecordedRequest } from '@crm/testkit';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { OutboxEntry } from '../src/shared/bridge.ts';
import { createDesktopBackend, type DesktopBackend } from '../src/main/services/index.ts';
import { createFakeSealer } from './support/fake-sealer.ts';
import { ManualTimers } from './support/manual-timers.ts';
import { waitForBackendEntry } from './support/outbox-events.ts';
import { makeTempDir } from './support/temp-dir.ts';

const TOKEN = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJvdXRib3gifQ.b3V0Ym94LXNpZw';
type Reply = (req: RecordedRequest, res: ServerResponse) => void;

const message = (id: string) =>
  JSON.stringify({
    id,
    conversationId: 'conv-1',
    status: 'RECEIVED',
    body: 'hi',
    createdAt: '2026-01-05T12:00:00.000Z',
  });
const ok =
  (id: string): Reply =>
  (_req, res) =>
    res.writeHead(200, { 'Content-Type': 'application/json' }).end(message(id));
const status =
  (code: number, headers: Record<string, string> = {}): Reply =>
  (_req, res) =>
    res
      .writeHead(code, { 'Content-Type': 'application/json', ...headers })
      .end('{"message":"try later"}');
const hang: Reply = () => undefined;
const reset: Reply = (_req, res) => res.socket?.destroy();

describe('outbox over HTTP', () => {
  let server: LocalServer;
  let dir: { path: string; remove: () => Promise<void> };
  let timers: ManualTimers;
  let backend: DesktopBackend;
  let replies: Reply[];
  const posts = () => server.requests.filter((request) => request.method === 'POST');

  beforeEach(async () => {
    replies = [];
    server = await startLocalServer((req, res) => {
      if (req.method === 'GET' && req.url === '/api/v1/instances') {
        res.writeHead(200, { 'Content-Type': 'application/json' }).end('{"count":0,"data":[]}');
        return;
      }
      // The server has read the whole body by now: the request has fully arrived before it answers (or not).
      (replies.shift() ?? ok('late'))(req, res);
    });
    dir = await makeTempDir('crm-desk-http-');
    timers = new ManualTimers(Date.now());
    backend = await createDesktopBackend({
      dataDir: dir.path,
      sealer: createFakeSealer(),
      now: timers.now,
      timers,
      random: () => 0.5,
      requestTimeoutMs: 500,
      backoff: { baseDelayMs: 1_000, maxDelayMs: 8_000, maxAutoAttempts: 5 },
    });
    const connected = await backend.connect({ baseUrl: server.url, token: TOKEN });
    expect(connected.ok).toBe(true);
  });

  afterEach(async () => {
    await backend.close();
    await server.close();
    await dir.remove();
  });

  const send = async (): Promise<OutboxEntry> => {
    const queued = await backend.sendMessage('conv-1', {
      body: 'hi',
      isInternal: false,
      attachments: [],
    });
    if (!queued.ok) throw new Error(queued.error.message);
    return queued.value;
  };

  /** The next time the entry goes back to the queue after an attempt. */
  const requeued = (entry: OutboxEntry) =>
    new Promise<OutboxEntry>((resolve) => {
      const off = backend.events.on('outbox-changed', (changed) => {
        if (changed.id === entry.id && changed.state === 'queued' && changed.error) {
          off();
          resolve(changed);
        }
      });
    });

  it('429 with Retry-After, then 200: waits as asked and sends exactly once', async () => {
    replies.push(status(429, { 'Retry-After': '3' }), ok('srv-429'));
    const entry = await send();
    const waiting = await requeued(entry);
    expect(waiting.error?.kind).toBe('rate-limit');
    expect(Date.parse(waiting.nextAttemptAt ?? '') - timers.now()).toBe(3_000);
    timers.advance(2_999);
    expect(posts()).toHaveLength(1);
    timers.advance(1);
    const sent = await waitForBackendEntry(backend, entry, 'sent');
    expect(sent.sent?.id).toBe('srv-429');
    expect(posts()).toHaveLength(2);
    expect(posts()[0]?.headers.authorization).toBe(`Bearer ${TOKEN}`);
  });

  it('a time-out after the request left → unconfirmed; the server saw exactly one request, even much later', async () => {
    replies.push(hang);
    const entry = await send();
    const unconfirmed = await waitForBackendEntry(backend, entry, 'unconfirmed');
    expect(unconfirmed.error?.kind).toBe('timeout');
    timers.advance(3_600_000);
    expect(posts()).toHaveLength(1);
    expect(await backend.outboxSummary()).toEqual({ waiting: 1, failed: 0 });
  });

  it('a connection reset after the request arrived → unconfirmed, not resent', async () => {
    replies.push(reset);
    const entry = await send();
    await waitForBackendEntry(backend, entry, 'unconfirmed');
    timers.advance(3_600_000);
    expect(posts()).toHaveLength(1);
  });

  it('502 and 503 are retried with back-off, then sent', async () => {
    replies.push(status(502), status(503), ok('srv-5xx'));
    const entry = await send();
    expect((await requeued(entry)).error?.kind).toBe('server');
    const second = requeued(entry);
    timers.advance(8_000);
    await second;
    timers.advance(8_000);
    const sent = await waitForBackendEntry(backend, entry, 'sent');
    expect(sent.attempts).toBe(3);
    expect(posts()).toHaveLength(3);
  });

  it('a refusal (422) fails at once with the reason; retry is the attendant’s call', async () => {
    replies.push(status(422), ok('srv-after-edit'));
    const entry = await send();
    const failed = await waitForBackendEntry(backend, entry, 'failed');
    expect(failed.error).toMatchObject({ kind: 'rejected', status: 422 });
    timers.advance(3_600_000);
    expect(posts()).toHaveLength(1);
    expect(await backend.retryEntry(entry.id)).toMatchObject({
      ok: true,
      value: { state: 'queued' },
    });
    await waitForBackendEntry(backend, entry, 'sent');
    expect(posts()).toHaveLength(2);
  });

  it('an expired token (401) fails without retrying and without the token in the reason', async () => {
    replies.push(status(401));
    const entry = await send();
    const failed = await waitForBackendEntry(backend, entry, 'failed');
    expect(failed.error?.kind).toBe('auth');
    expect(JSON.stringify(failed)).not.toContain(TOKEN);
  });
});
