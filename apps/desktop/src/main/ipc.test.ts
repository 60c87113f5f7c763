import type { IpcMainInvokeEvent } from 'electron';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { MessageDraft } from '../shared/bridge.ts';
import { INVOKE_CHANNELS } from '../shared/ipc-channels.ts';
import type { BackendMethods } from './services/backend.ts';

type Handler = (event: IpcMainInvokeEvent, ...args: unknown[]) => Promise<unknown>;
const handlers = new Map<string, Handler>();

vi.mock('electron', () => ({
  ipcMain: {
    handle: (channel: string, handler: Handler) => {
      if (handlers.has(channel)) throw new Error(`Second handler for ${channel}`);
      handlers.set(channel, handler);
    },
    removeHandler: (channel: string) => handlers.delete(channel),
  },
}));

const { registerIpcHandlers, RefusedSenderError } = await import('./ipc.ts');

/** Records what reached the backend; every method answers ok. */
function recordingBackend(): {
  backend: BackendMethods;
  calls: { method: string; args: unknown[] }[];
} {
  const calls: { method: string; args: unknown[] }[] = [];
  const backend = new Proxy({} as BackendMethods, {
    get:
      (_target, method: string) =>
      async (...args: unknown[]) => {
        calls.push({ method, args });
        return { ok: true, value: `${method} done` };
      },
  });
  return { backend, calls };
}

const frame = (url: string, parent: unknown = null) =>
  ({ senderFrame: { url, parent } }) as unknown as IpcMainInvokeEvent;
const fromApp = frame('app://crm-desk/index.html');
const draft: MessageDraft = { body: 'Hello', isInternal: false, attachments: [] };

function invoke(channel: string, event: IpcMainInvokeEvent, ...args: unknown[]): Promise<unknown> {
  const handler = handlers.get(channel);
  if (!handler) throw new Error(`No handler for ${channel}`);
  return handler(event, ...args);
}

describe('IPC handlers', () => {
  let calls: { method: string; args: unknown[] }[];
  let afterCall: ReturnType<typeof vi.fn<(method: string) => void>>;

  beforeEach(() => {
    handlers.clear();
    const recording = recordingBackend();
    calls = recording.calls;
    afterCall = vi.fn<(method: string) => void>();
    registerIpcHandlers(recording.backend, { afterCall });
  });

  it('registers exactly one handler per bridge channel, and removes them all', () => {
    expect([...handlers.keys()].sort()).toEqual(Object.values(INVOKE_CHANNELS).sort());
    const unregister = registerIpcHandlersAgainAfterClearing();
    unregister();
    expect(handlers.size).toBe(0);
  });

  it('forwards a valid call from the app page to the backend', async () => {
    await expect(invoke(INVOKE_CHANNELS.sendMessage, fromApp, 'conv-1', draft)).resolves.toEqual({
      ok: true,
      value: 'sendMessage done',
    });
    expect(calls).toEqual([{ method: 'sendMessage', args: ['conv-1', draft] }]);
    expect(afterCall).toHaveBeenCalledWith('sendMessage');
  });

  it.each([
    ['a web page', frame('https://evil.example/index.html')],
    ['a file:// page', frame('file:///tmp/index.html')],
    ['another app:// host', frame('app://elsewhere/index.html')],
    ['a dev-server page when no dev server was configured', frame('http://localhost:5173/')],
    [
      'an iframe inside the app',
      frame('app://crm-desk/embedded.html', { url: 'app://crm-desk/index.html' }),
    ],
    ['a frame that is gone', { senderFrame: null } as unknown as IpcMainInvokeEvent],
  ])('refuses %s, before looking at the arguments', async (_label, event) => {
    await expect(invoke(INVOKE_CHANNELS.listInstances, event)).rejects.toBeInstanceOf(
      RefusedSenderError,
    );
    await expect(
      invoke(INVOKE_CHANNELS.connect, event, { baseUrl: 'https://x.io', token: 't' }),
    ).rejects.toThrow('not allowed');
    expect(calls).toEqual([]);
  });

  it('trusts the dev server only when main was started with it', async () => {
    handlers.clear();
    registerIpcHandlers(recordingBackend().backend, { devServerUrl: 'http://localhost:5173' });
    await expect(
      invoke(INVOKE_CHANNELS.getSettings, frame('http://localhost:5173/')),
    ).resolves.toBeDefined();
    await expect(
      invoke(INVOKE_CHANNELS.getSettings, frame('http://localhost:5174/')),
    ).rejects.toBeInstanceOf(RefusedSenderError);
  });

  it('answers a bad argument with an invalid-input Result on Result channels, without calling the backend', async () => {
    await expect(
      invoke(INVOKE_CHANNELS.sendMessage, fromApp, 'conv-1', { body: 5 }),
    ).resolves.toMatchObject({
      ok: false,
      error: { kind: 'invalid-input', field: 'body' },
    });
    await expect(invoke(INVOKE_CHANNELS.getAttendant, fromApp, 42)).resolves.toMatchObject({
      ok: false,
      error: { field: 'id' },
    });
    await expect(
      invoke(INVOKE_CHANNELS.connect, fromApp, { baseUrl: 'javascript:alert(1)', token: 't' }),
    ).resolves.toMatchObject({
      ok: false,
      error: { field: 'baseUrl' },
    });
    await expect(invoke(INVOKE_CHANNELS.retryEntry, fromApp, '')).resolves.toMatchObject({
      ok: false,
      error: { field: 'entryId' },
    });
    await expect(
      invoke(INVOKE_CHANNELS.openConversation, fromApp, 'x'.repeat(5_000)),
    ).resolves.toMatchObject({ ok: false });
    expect(calls).toEqual([]);
  });

  it('rejects a bad argument on channels without a Result', async () => {
    await expect(
      invoke(INVOKE_CHANNELS.saveDraft, fromApp, 'conv-1', { body: 'x' }),
    ).rejects.toThrow();
    await expect(invoke(INVOKE_CHANNELS.updateSettings, fromApp, { token: 'x' })).rejects.toThrow(
      '"token" is not a setting',
    );
    expect(calls).toEqual([]);
  });

  it('refuses missing and extra arguments', async () => {
    await expect(invoke(INVOKE_CHANNELS.listInstances, fromApp, 'extra')).resolves.toMatchObject({
      ok: false,
      error: { field: 'arguments' },
    });
    await expect(invoke(INVOKE_CHANNELS.sendMessage, fromApp, 'conv-1')).resolves.toMatchObject({
      ok: false,
      error: { field: 'arguments' },
    });
    await expect(invoke(INVOKE_CHANNELS.getSettings, fromApp, {})).rejects.toThrow(
      'Expected 0 argument(s)',
    );
    expect(calls).toEqual([]);
  });

  it('accepts null to clear a draft', async () => {
    await invoke(INVOKE_CHANNELS.saveDraft, fromApp, 'conv-1', null);
    expect(calls).toEqual([{ method: 'saveDraft', args: ['conv-1', null] }]);
  });
});

function registerIpcHandlersAgainAfterClearing(): () => void {
  handlers.clear();
  return registerIpcHandlers(recordingBackend().backend);
}
