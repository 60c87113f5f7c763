// Builds `window.crm` from the channel list: one function per allowed channel, and event subscriptions that hand the
// listener only the payload. `ipcRenderer` itself never reaches the page.
import type { IpcRenderer, IpcRendererEvent } from 'electron';
import type { CrmBridge } from '../shared/bridge.ts';
import { EVENT_CHANNELS, INVOKE_CHANNELS, INVOKE_METHODS } from '../shared/ipc-channels.ts';

type Ipc = Pick<IpcRenderer, 'invoke' | 'on' | 'removeListener'>;

export function createBridgeApi(ipc: Ipc): CrmBridge {
  const api: Record<string, unknown> = {};
  for (const method of INVOKE_METHODS) {
    const channel = INVOKE_CHANNELS[method];
    api[method] = (...args: unknown[]) => ipc.invoke(channel, ...args);
  }
  api.onOutboxChanged = subscribe(ipc, EVENT_CHANNELS.onOutboxChanged);
  api.onDeepLink = subscribe(ipc, EVENT_CHANNELS.onDeepLink);
  return Object.freeze(api) as unknown as CrmBridge;
}

function subscribe(ipc: Ipc, channel: string) {
  return (listener: (payload: unknown) => void): (() => void) => {
    if (typeof listener !== 'function') throw new TypeError('A listener function is required.');
    const forward = (_event: IpcRendererEvent, payload: unknown) => listener(payload);
    ipc.on(channel, forward);
    return () => {
      ipc.removeListener(channel, forward);
    };
  };
}
