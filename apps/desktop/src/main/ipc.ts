// Registers one ipcMain handler per channel of the bridge. Every call is checked twice before the backend runs:
// the sender must be the app's own page, and the arguments must have the shapes the channel allows.
import { ipcMain, type IpcMainInvokeEvent } from 'electron';
import { INVOKE_CHANNELS, INVOKE_METHODS, type InvokeMethod } from '../shared/ipc-channels.ts';
import { CHANNEL_RULES } from './ipc-arguments.ts';
import type { BackendMethods } from './services/backend.ts';
import { validateSender } from './validate-sender.ts';

export interface IpcOptions {
  /** The electron-vite dev server origin, trusted only in development. */
  devServerUrl?: string;
  /** Called after each successful call (main refreshes the badge after outbox changes, for example). */
  afterCall?: (method: InvokeMethod) => void;
}

export class RefusedSenderError extends Error {
  constructor() {
    super('This window is not allowed to talk to CRM Desk.');
    this.name = 'RefusedSenderError';
  }
}

export function registerIpcHandlers(backend: BackendMethods, options: IpcOptions = {}): () => void {
  for (const method of INVOKE_METHODS) handle(method, backend, options);
  return () => {
    for (const method of INVOKE_METHODS) ipcMain.removeHandler(INVOKE_CHANNELS[method]);
  };
}

function handle<M extends InvokeMethod>(
  method: M,
  backend: BackendMethods,
  options: IpcOptions,
): void {
  const rule = CHANNEL_RULES[method];
  ipcMain.handle(INVOKE_CHANNELS[method], async (event: IpcMainInvokeEvent, ...raw: unknown[]) => {
    if (!validateSender(event, options.devServerUrl)) throw new RefusedSenderError();
    const checked = rule.check(raw);
    if (!checked.ok) {
      if (rule.refuseWith === 'result') return checked;
      throw new Error(checked.error.message);
    }
    const call = backend[method] as (
      ...args: Parameters<BackendMethods[M]>
    ) => ReturnType<BackendMethods[M]>;
    const result: unknown = await call(...checked.value);
    options.afterCall?.(method);
    return result;
  });
}
