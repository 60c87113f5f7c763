// One attendant's desk for a test: a real backend in a temp folder, a Chromium page showing the built renderer
// with `window.crm` bound to that backend, and a screenshot helper.
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import {
  startRealBackend,
  type RealBackend,
  type RealBackendOptions,
} from '../../src/renderer/test-support/realBackend.ts';
import { bindBridge } from './bridgeBinding.ts';
import { startE2eEnvironment, type E2eEnvironment } from './environment.ts';

export const SCREENSHOT_DIR = join(import.meta.dirname, '..', 'screenshots');

export interface Desk {
  page: Page;
  context: BrowserContext;
  real: RealBackend;
  screenshot(name: string): Promise<void>;
  close(): Promise<void>;
}

export interface DeskOptions extends RealBackendOptions {
  appUrl: string;
  locale?: string;
}

export async function openDesk(browser: Browser, options: DeskOptions): Promise<Desk> {
  const real = await startRealBackend({
    ...options,
    backendOptions: {
      // Quick automatic retries keep the network-cut scenario short.
      backoff: { baseDelayMs: 400, maxDelayMs: 1_500, maxAutoAttempts: 30 },
      inspectTimeoutMs: 3_000,
      ...options.backendOptions,
    },
  });
  const context = await browser.newContext({
    viewport: { width: 1280, height: 800 },
    locale: options.locale ?? 'en-US',
    timezoneId: 'America/Sao_Paulo',
  });
  context.setDefaultTimeout(15_000);
  const page = await context.newPage();
  const unbind = await bindBridge(page, real.backend);
  await page.goto(options.appUrl);
  await page.locator('main#content').waitFor();
  return {
    page,
    context,
    real,
    async screenshot(name) {
      await mkdir(SCREENSHOT_DIR, { recursive: true });
      await page.screenshot({ path: join(SCREENSHOT_DIR, `${name}.png`) });
    },
    async close() {
      unbind();
      await context.close();
      await real.close();
    },
  };
}

/** The environment and one desk on it, for a test file; `closeDeskFile` ends both. */
export async function openDeskFile(
  options: Omit<DeskOptions, 'appUrl' | 'serviceUrl'> = {},
): Promise<{ env: E2eEnvironment; desk: Desk }> {
  const env = await startE2eEnvironment();
  const desk = await openDesk(env.browser, {
    appUrl: env.app.url,
    serviceUrl: env.gateway.url,
    ...options,
  });
  return { env, desk };
}

export async function closeDeskFile(env?: E2eEnvironment, desk?: Desk): Promise<void> {
  await desk?.close();
  await env?.close();
}
