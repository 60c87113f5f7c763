// The backend exactly as the app and the e2e tests use it, against Prism serving the contract (@crm/mock), and
// against small local servers for the answers Prism cannot give (a refused token, a page that is not the CRM).
import { startMock, type RunningMock } from '@crm/mock';
import { closedPortUrl, startLocalServer, type LocalServer } from '@crm/testkit';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createDesktopBackend, type DesktopBackend } from '../src/main/services/index.ts';
import { createFakeSealer } from './support/fake-sealer.ts';
import { waitForBackendEntry } from './support/outbox-events.ts';
import { makeTempDir } from './support/temp-dir.ts';

const TOKEN = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJhdHRlbmRhbnQtZGVtbyJ9.ZGVtby1zaWduYXR1cmU';
// The provider token in the contract's Instance example; it must never come out of the backend.
const PROVIDER_TOKEN = 'tok_example_redacted';

describe('desktop backend against the mock', () => {
  let mock: RunningMock;
  let dir: { path: string; remove: () => Promise<void> };
  const sealer = createFakeSealer();
  const backends: DesktopBackend[] = [];
  const open = async (
    extra: Partial<Parameters<typeof createDesktopBackend>[0]> = {},
  ): Promise<DesktopBackend> => {
    const backend = await createDesktopBackend({ dataDir: dir.path, sealer, ...extra });
    backends.push(backend);
    return backend;
  };

  beforeAll(async () => {
    mock = await startMock();
  });
  afterAll(async () => {
    await mock.close();
  });
  beforeEach(async () => {
    dir = await makeTempDir('crm-desk-backend-');
  });
  afterEach(async () => {
    await Promise.all(backends.splice(0).map((backend) => backend.close()));
    await dir.remove();
  });

  it('starts signed out and says so on every call that needs the service', async () => {
    const backend = await open();
    expect(await backend.getConnection()).toEqual({ status: 'signed-out' });
    expect(await backend.listInstances()).toMatchObject({
      ok: false,
      error: { kind: 'signed-out' },
    });
  });

  it('connects with a real listInstances call and lists instances with the provider token masked', async () => {
    const backend = await open();
    const connected = await backend.connect({ baseUrl: `${mock.url}/`, token: TOKEN });
    expect(connected).toEqual({ ok: true, value: { status: 'connected', baseUrl: mock.url } });

    const instances = await backend.listInstances();
    if (!instances.ok) throw new Error(instances.error.message);
    expect(instances.value.count).toBeGreaterThan(0);
    const first = instances.value.data[0];
    expect(first?.config?.providerInstanceTokenSet).toBe(true);
    expect(first?.config).not.toHaveProperty('providerInstanceToken');
    expect(first?.config?.providerInstanceId).toBeTypeOf('string');
    expect(JSON.stringify(instances)).not.toContain(PROVIDER_TOKEN);
  });

  it('keeps the connection across a restart, with the token sealed on disk', async () => {
    const first = await open();
    await first.connect({ baseUrl: mock.url, token: TOKEN });
    await first.close();
    const second = await open();
    expect(await second.getConnection()).toEqual({ status: 'connected', baseUrl: mock.url });
    expect((await second.listAttendants()).ok).toBe(true);

    const names = await readdir(dir.path, { recursive: true });
    for (const name of names) {
      const content = await readFile(join(dir.path, name)).catch(() => Buffer.alloc(0));
      expect(content.toString('latin1')).not.toContain(TOKEN);
    }
  });

  it('signs out: the token file is wiped and calls say signed-out', async () => {
    const backend = await open();
    await backend.connect({ baseUrl: mock.url, token: TOKEN });
    await backend.signOut();
    expect(await readdir(dir.path)).not.toContain('token.sealed');
    expect(await backend.getConnection()).toEqual({ status: 'signed-out', baseUrl: mock.url });
    expect(await backend.listAttendants()).toMatchObject({
      ok: false,
      error: { kind: 'signed-out' },
    });
  });

  it('asks before storing the token where only plain-text storage exists', async () => {
    const backend = await open({ sealer: createFakeSealer({ backend: 'plain-text' }) });
    expect(await backend.connect({ baseUrl: mock.url, token: TOKEN })).toMatchObject({
      ok: false,
      error: { kind: 'insecure-storage' },
    });
    expect(
      await backend.connect({ baseUrl: mock.url, token: TOKEN, allowPlainTextStorage: true }),
    ).toMatchObject({
      ok: true,
    });
  });

  it('lists attendants and reads one', async () => {
    const backend = await open();
    await backend.connect({ baseUrl: mock.url, token: TOKEN });
    const list = await backend.listAttendants();
    if (!list.ok) throw new Error(list.error.message);
    const id = list.value.data[0]?.id;
    expect(id).toBeTypeOf('string');
    expect(await backend.getAttendant(id ?? '')).toMatchObject({ ok: true, value: { id } });
  });

  it('opens a conversation by link, sends a message through the outbox and learns the contact', async () => {
    const backend = await open();
    await backend.connect({ baseUrl: mock.url, token: TOKEN });
    const opened = await backend.openConversation(
      'https://crm.example.com/conversations/conv_9e4b12',
    );
    expect(opened).toMatchObject({ ok: true, value: { id: 'conv_9e4b12' } });
    await backend.saveDraft('conv_9e4b12', {
      body: 'half-written',
      isInternal: false,
      attachments: [],
    });

    const queued = await backend.sendMessage('conv_9e4b12', {
      body: 'Olá! Sua proposta está pronta.',
      isInternal: false,
      attachments: [
        {
          url: 'https://cdn.example.com/p.pdf',
          fileName: 'p.pdf',
          mimeType: 'application/pdf',
          type: 'FILE',
          size: 10,
        },
      ],
    });
    if (!queued.ok) throw new Error(queued.error.message);
    const sent = await waitForBackendEntry(backend, queued.value, 'sent');
    expect(sent.sent?.id).toBeTypeOf('string');

    const view = await backend.getConversation('conv_9e4b12');
    if (!view.ok) throw new Error(view.error.message);
    expect(view.value.entries.map((entry) => entry.state)).toEqual(['sent']);
    expect(view.value.contact?.name).toBeTypeOf('string');
    expect(view.value.draft).toBeUndefined();
    expect(await backend.outboxSummary()).toEqual({ waiting: 0, failed: 0 });
  });

  it('sends a message only to the service it was written for, never to one connected later', async () => {
    const other = await startLocalServer((_req, res) => {
      res.writeHead(200, { 'Content-Type': 'application/json' }).end('{"count":0,"data":[]}');
    });
    try {
      const backend = await open();
      await backend.connect({ baseUrl: mock.url, token: TOKEN });
      await backend.signOut();
      const queued = await backend.sendMessage('conv_9e4b12', {
        body: 'Written while signed out of the first service.',
        isInternal: false,
        attachments: [],
      });
      if (!queued.ok) throw new Error(queued.error.message);
      expect(queued.value).toMatchObject({ state: 'queued', serviceUrl: mock.url });

      await backend.connect({ baseUrl: other.url, token: TOKEN });
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(other.requests.filter((request) => request.method === 'POST')).toEqual([]);
      expect(await backend.outboxSummary()).toMatchObject({ waiting: 1 });

      await backend.connect({ baseUrl: mock.url, token: TOKEN });
      expect((await waitForBackendEntry(backend, queued.value, 'sent')).sent?.id).toBeTypeOf(
        'string',
      );
    } finally {
      await other.close();
    }
  });

  it('announces a crmdesk:// deep link and refuses anything else', async () => {
    const backend = await open();
    const announced: string[] = [];
    backend.events.on('deep-link', (id) => announced.push(id));
    expect(await backend.openDeepLink('crmdesk://conversations/conv_77')).toMatchObject({
      ok: true,
    });
    expect(await backend.openDeepLink('crmdesk://settings')).toMatchObject({
      ok: false,
      error: { kind: 'invalid-input' },
    });
    expect(announced).toEqual(['conv_77']);
    expect((await backend.listConversations()).map((c) => c.id)).toEqual(['conv_77']);
  });

  it('refuses bad input before touching the disk or the network', async () => {
    const backend = await open();
    expect(
      await backend.sendMessage('../x', { body: 'x', isInternal: false, attachments: [] }),
    ).toMatchObject({
      ok: false,
      error: { kind: 'invalid-input', field: 'conversationId' },
    });
    expect(
      await backend.sendMessage('c1', { body: '  ', isInternal: false, attachments: [] }),
    ).toMatchObject({
      ok: false,
      error: { kind: 'invalid-input', field: 'body' },
    });
    expect(await backend.getConversation('unknown')).toMatchObject({
      ok: false,
      error: { kind: 'not-found' },
    });
    expect(await backend.inspectAttachmentUrl('file:///etc/passwd')).toMatchObject({
      ok: false,
      error: { kind: 'invalid-input' },
    });
  });
});

describe('connect tells the attendant what is wrong', () => {
  let dir: { path: string; remove: () => Promise<void> };
  let server: LocalServer | undefined;
  beforeEach(async () => {
    dir = await makeTempDir('crm-desk-connect-');
  });
  afterEach(async () => {
    await server?.close();
    server = undefined;
    await dir.remove();
  });

  const connectTo = async (baseUrl: string) => {
    const backend = await createDesktopBackend({
      dataDir: dir.path,
      sealer: createFakeSealer(),
      requestTimeoutMs: 2_000,
    });
    try {
      return await backend.connect({ baseUrl, token: TOKEN });
    } finally {
      await backend.close();
    }
  };

  it('a refused token → auth, without the token in the message, and nothing stored', async () => {
    server = await startLocalServer((_req, res) => {
      res
        .writeHead(401, { 'Content-Type': 'application/json' })
        .end(JSON.stringify({ message: 'Unauthorized' }));
    });
    const result = await connectTo(server.url);
    expect(result).toMatchObject({ ok: false, error: { kind: 'auth', status: 401 } });
    expect(JSON.stringify(result)).not.toContain(TOKEN);
    expect(await readdir(dir.path)).not.toContain('token.sealed');
  });

  it('an unreachable host → network', async () => {
    expect(await connectTo(await closedPortUrl())).toMatchObject({
      ok: false,
      error: { kind: 'network' },
    });
  });

  it('a web page instead of the API → not-crm', async () => {
    server = await startLocalServer((_req, res) => {
      res
        .writeHead(200, { 'Content-Type': 'text/html' })
        .end('<!doctype html><title>Welcome</title>');
    });
    expect(await connectTo(server.url)).toMatchObject({ ok: false, error: { kind: 'not-crm' } });
  });

  it('a server without the CRM paths (404) → not-crm', async () => {
    server = await startLocalServer((_req, res) => {
      res.writeHead(404, { 'Content-Type': 'application/json' }).end('{"error":"not found"}');
    });
    expect(await connectTo(server.url)).toMatchObject({ ok: false, error: { kind: 'not-crm' } });
  });
});
