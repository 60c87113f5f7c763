// For tests only: the real main-side backend (createDesktopBackend) in a temp folder, talking to a CRM service
// (Prism from @crm/mock unless a base URL is given), and a `CrmBridge` over it that copies every argument and result
// the way IPC's structured clone does. Nothing in the app imports this file.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startMock } from '@crm/mock';
import type { CrmBridge } from '../../shared/bridge.ts';
import { INVOKE_METHODS } from '../../shared/ipc-channels.ts';
import {
  createDesktopBackend,
  type DesktopBackend,
  type DesktopBackendOptions,
} from '../../main/services/index.ts';
import { createFakeSealer } from '../../../test/support/fake-sealer.ts';

export interface RealBackend {
  backend: DesktopBackend;
  bridge: CrmBridge;
  /** Where the CRM service answers (Prism, or the given base URL). */
  serviceUrl: string;
  dataDir: string;
  close(): Promise<void>;
}

export interface RealBackendOptions {
  /** Connect with this token before handing the backend over. */
  connectWithToken?: string;
  /** Talk to this service instead of starting Prism (e.g. a test gateway in front of it). */
  serviceUrl?: string;
  backendOptions?: Partial<Omit<DesktopBackendOptions, 'dataDir' | 'sealer'>>;
  /** Pretend the OS only offers a plain-text secret store. */
  plainTextSecretStore?: boolean;
}

export async function startRealBackend(options: RealBackendOptions = {}): Promise<RealBackend> {
  const mock = options.serviceUrl ? undefined : await startMock();
  const serviceUrl = options.serviceUrl ?? (mock as { url: string }).url;
  const dataDir = await mkdtemp(join(tmpdir(), 'crm-desk-renderer-'));
  const sealer = createFakeSealer({
    backend: options.plainTextSecretStore ? 'plain-text' : 'secure',
  });
  const backend = await createDesktopBackend({ dataDir, sealer, ...options.backendOptions });
  if (options.connectWithToken) {
    const connected = await backend.connect({
      baseUrl: serviceUrl,
      token: options.connectWithToken,
    });
    if (!connected.ok)
      throw new Error(`The test backend could not connect: ${connected.error.message}`);
  }
  return {
    backend,
    bridge: bridgeOver(backend),
    serviceUrl,
    dataDir,
    async close() {
      await backend.close();
      await mock?.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** `window.crm` as the preload builds it, with structured clones standing in for the IPC hop. */
export function bridgeOver(backend: DesktopBackend): CrmBridge {
  const bridge: Record<string, unknown> = {};
  for (const method of INVOKE_METHODS) {
    const call = backend[method] as (...args: unknown[]) => Promise<unknown>;
    bridge[method] = async (...args: unknown[]) =>
      structuredClone(await call(...structuredClone(args)));
  }
  bridge.onOutboxChanged = (listener: (payload: unknown) => void) =>
    backend.events.on('outbox-changed', (entry) => listener(structuredClone(entry)));
  bridge.onDeepLink = (listener: (payload: unknown) => void) =>
    backend.events.on('deep-link', (id) => listener(id));
  return bridge as unknown as CrmBridge;
}
