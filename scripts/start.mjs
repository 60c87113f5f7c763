#!/usr/bin/env node
// `pnpm start`: build what is needed, serve the mock CRM API and its docs, and open the desktop app pointed at the mock.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';

const desktopDir = new URL('../apps/desktop/', import.meta.url);

const build = spawnSync('pnpm', ['exec', 'turbo', 'run', 'build', '--filter=@crm/mock...', '--filter=@crm/desktop...', '--output-logs=errors-only'], {
  stdio: 'inherit',
});
if (build.status !== 0) process.exit(build.status ?? 1);

const { startMock, startDocsServer } = await import('../packages/mock/dist/index.js');
const mock = await startMock({ port: 4010 });
const docs = await startDocsServer(4011);
console.log(`Mock CRM API:  ${mock.url}  (any bearer token is accepted)`);
console.log(`API reference: ${docs.url}`);
console.log(`CLI:           CRM_BASE_URL=${mock.url} CRM_TOKEN=demo pnpm --filter @crm/cli exec crm instances list`);

let app;
const electronBinary = findElectronBinary();
if (electronBinary) {
  app = spawn('pnpm', ['--filter', '@crm/desktop', 'start'], {
    stdio: 'inherit',
    env: { ...process.env, CRM_DESK_BASE_URL: mock.url, CRM_DESK_DEMO_TOKEN: 'demo-token' },
  });
  app.once('exit', () => shutdown());
} else {
  console.log(
    'The Electron binary is not installed (it downloads on first install on a machine with network), so no window opens here; ' +
      'to exercise the app UI in Chromium instead, run: pnpm --filter @crm/desktop test:e2e',
  );
  console.log('Serving the mock and the docs until Ctrl+C.');
}

async function shutdown() {
  app?.kill();
  await Promise.all([mock.close(), docs.close()]);
  process.exit(0);
}
process.once('SIGINT', shutdown);
process.once('SIGTERM', shutdown);

/** electron's package exports the path of its binary, or throws when the download did not happen. */
function findElectronBinary() {
  try {
    const path = createRequire(new URL('package.json', desktopDir))('electron');
    return typeof path === 'string' && existsSync(path) ? path : undefined;
  } catch {
    return undefined;
  }
}
