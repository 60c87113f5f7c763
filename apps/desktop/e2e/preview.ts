// `pnpm --filter @crm/desktop preview:chromium`: the built renderer in a visible Chromium window, with `window.crm`
// bound to the real backend connected to the mock (Prism). For machines without the Electron binary.
import { launchChromium } from '@crm/testkit';
import { bindBridge } from './support/bridgeBinding.ts';
import { startStaticServer } from './support/staticServer.ts';
import { startRealBackend } from '../src/renderer/test-support/realBackend.ts';

if (!process.env.DISPLAY && process.platform === 'linux') {
  console.error(
    'preview:chromium opens a window and needs a display (set DISPLAY, or run it under xvfb-run).',
  );
  process.exit(1);
}

const real = await startRealBackend({ connectWithToken: 'demo-token' });
const app = await startStaticServer();
const browser = await launchChromium({ headless: false });
const context = await browser.newContext({ viewport: null });
const page = await context.newPage();
await bindBridge(page, real.backend);
await page.goto(app.url);
console.log(
  `CRM Desk (renderer in Chromium) against the mock at ${real.serviceUrl}. Close the window or press Ctrl+C to stop.`,
);

const stop = async () => {
  await browser.close().catch(() => undefined);
  await app.close();
  await real.close();
  process.exit(0);
};
process.on('SIGINT', () => void stop());
browser.on('disconnected', () => void stop());
