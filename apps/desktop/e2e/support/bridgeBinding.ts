// `window.crm` in Chromium, bound to the real backend: one exposed binding per bridge method (Playwright's
// serialisation stands in for the IPC hop) and an init script that assembles the object the preload would expose.
// Events from the backend are pushed into the page with page.evaluate.
import type { Page } from 'playwright-core';
import { INVOKE_METHODS } from '../../src/shared/ipc-channels.ts';
import type { DesktopBackend } from '../../src/main/services/index.ts';

type BridgeEvent = 'outbox-changed' | 'deep-link';

export async function bindBridge(page: Page, backend: DesktopBackend): Promise<() => void> {
  for (const method of INVOKE_METHODS) {
    const call = backend[method] as (...args: unknown[]) => Promise<unknown>;
    await page.exposeBinding(`__crm_${method}`, (_source, ...args: unknown[]) => call(...args));
  }
  await page.addInitScript((methods: string[]) => {
    const scope = window as unknown as Record<string, unknown>;
    const listeners: Record<string, Set<(payload: unknown) => void>> = {
      'outbox-changed': new Set(),
      'deep-link': new Set(),
    };
    const subscribe = (event: string) => (listener: (payload: unknown) => void) => {
      listeners[event]?.add(listener);
      return () => void listeners[event]?.delete(listener);
    };
    const api: Record<string, unknown> = {
      onOutboxChanged: subscribe('outbox-changed'),
      onDeepLink: subscribe('deep-link'),
    };
    for (const method of methods) {
      api[method] = (...args: unknown[]) =>
        (scope[`__crm_${method}`] as (...a: unknown[]) => Promise<unknown>)(...args);
    }
    Object.defineProperty(window, '__crmEmit', {
      value: (event: string, payload: unknown) =>
        listeners[event]?.forEach((listener) => listener(payload)),
    });
    Object.defineProperty(window, 'crm', { value: Object.freeze(api) });
  }, INVOKE_METHODS as string[]);

  const push = (event: BridgeEvent, payload: unknown) => {
    page
      .evaluate(
        ([name, value]) =>
          (window as unknown as { __crmEmit(e: string, p: unknown): void }).__crmEmit(name, value),
        [event, payload] as const,
      )
      .catch(() => undefined); // the page may be closing
  };
  const stopOutbox = backend.events.on('outbox-changed', (entry) => push('outbox-changed', entry));
  const stopDeepLinks = backend.events.on('deep-link', (id) => push('deep-link', id));
  return () => {
    stopOutbox();
    stopDeepLinks();
  };
}
