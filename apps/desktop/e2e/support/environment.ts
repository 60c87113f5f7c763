// What every e2e file shares: Prism with the contract, a gateway in front of it, the built renderer served
// over HTTP with the app's CSP, and one Chromium.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { startMock } from '@crm/mock';
import { launchChromium } from '@crm/testkit';
import type { Browser } from 'playwright-core';
import { startGateway, type Gateway } from './gateway.ts';
import { RENDERER_DIR, startStaticServer, type StaticServer } from './staticServer.ts';

/** The gateway answers 401 to this token only; any other bearer reaches Prism. */
export const BAD_TOKEN = 'e2e-revoked-token-4711';
/** A token that works. Long and distinctive, so a leak into the page would be found by a plain text search. */
export const GOOD_TOKEN = 'e2e-bearer-9f8c1a7d5e3b2f60c4a1d9e8b7f6a5c4';

export interface E2eEnvironment {
  browser: Browser;
  app: StaticServer;
  gateway: Gateway;
  prismUrl: string;
  close(): Promise<void>;
}

export async function startE2eEnvironment(): Promise<E2eEnvironment> {
  if (!existsSync(join(RENDERER_DIR, 'index.html'))) {
    throw new Error(
      'The renderer is not built: run `pnpm --filter @crm/desktop build` first (turbo does it before test).',
    );
  }
  const mock = await startMock();
  const gateway = await startGateway(mock.url, { rejectToken: BAD_TOKEN });
  const app = await startStaticServer();
  const browser = await launchChromium();
  return {
    browser,
    app,
    gateway,
    prismUrl: mock.url,
    async close() {
      await browser.close();
      await app.close();
      await gateway.close();
      await mock.close();
    },
  };
}
