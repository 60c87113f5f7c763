import { beforeAll, describe, expect, it, vi } from 'vitest';

const exposed: { key: string; api: Record<string, unknown> }[] = [];
const ipcRenderer = {
  invoke: vi.fn(async (...args: unknown[]) => ({ ok: true, value: args })),
  on: vi.fn(),
  removeListener: vi.fn(),
  send: vi.fn(),
  sendSync: vi.fn(),
};

vi.mock('electron', () => ({
  contextBridge: {
    exposeInMainWorld: (key: string, api: Record<string, unknown>) => exposed.push({ key, api }),
  },
  ipcRenderer,
}));

// The intended surface, written out by hand: adding a method to window.crm must be a deliberate change here too.
const INTENDED = [
  'connect',
  'discardEntry',
  'editEntry',
  'getAttendant',
  'getConnection',
  'getConversation',
  'getSettings',
  'inspectAttachmentUrl',
  'listAttendants',
  'listConversations',
  'listInstances',
  'markEntrySent',
  'onDeepLink',
  'onOutboxChanged',
  'openConversation',
  'outboxSummary',
  'retryEntry',
  'saveDraft',
  'sendMessage',
  'signOut',
  'updateSettings',
];

describe('preload', () => {
  let api: Record<string, unknown>;
  beforeAll(async () => {
    await import('./index.ts');
    expect(exposed).toHaveLength(1);
    api = exposed[0]?.api ?? {};
  });

  it('exposes exactly one object, window.crm, with exactly the intended methods', () => {
    expect(exposed.map((entry) => entry.key)).toEqual(['crm']);
    expect(Object.keys(api).sort()).toEqual(INTENDED);
    for (const value of Object.values(api)) expect(typeof value).toBe('function');
    expect(Object.isFrozen(api)).toBe(true);
  });

  it('never hands out ipcRenderer or any of its functions', () => {
    const leaked = Object.values(api).filter(
      (value) => value === ipcRenderer || Object.values(ipcRenderer).includes(value as never),
    );
    expect(leaked).toEqual([]);
  });

  it('forwards a call to its own channel only, through invoke', async () => {
    const sendMessage = api.sendMessage as (id: string, draft: unknown) => Promise<unknown>;
    await sendMessage('conv-1', { body: 'hi' });
    expect(ipcRenderer.invoke).toHaveBeenLastCalledWith('crm:send-message', 'conv-1', {
      body: 'hi',
    });
    expect(ipcRenderer.send).not.toHaveBeenCalled();
    expect(ipcRenderer.sendSync).not.toHaveBeenCalled();
  });

  it('gives event listeners the payload only (never the IPC event), and unsubscribes', () => {
    const onOutboxChanged = api.onOutboxChanged as (
      listener: (payload: unknown) => void,
    ) => () => void;
    const listener = vi.fn();
    const unsubscribe = onOutboxChanged(listener);
    const [channel, forward] = ipcRenderer.on.mock.lastCall as [
      string,
      (event: unknown, payload: unknown) => void,
    ];
    expect(channel).toBe('crm:outbox-changed');
    forward({ sender: ipcRenderer, ports: [] }, { id: 'e1' });
    expect(listener).toHaveBeenCalledWith({ id: 'e1' });
    expect(listener.mock.lastCall).toHaveLength(1);
    unsubscribe();
    expect(ipcRenderer.removeListener).toHaveBeenCalledWith('crm:outbox-changed', forward);
  });

  it('refuses a listener that is not a function', () => {
    const onDeepLink = api.onDeepLink as (listener: unknown) => unknown;
    expect(() => onDeepLink('alert(1)')).toThrow(TypeError);
  });
});
