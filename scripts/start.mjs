#!/usr/bin/env node
// `pnpm start`: build what is needed, serve the mock CRM API and its docs, and open the desktop app pointed at the mock.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { createRequire } from 'node:module';

const desktopDir = new URL('../apps/desktop/', import.meta.url);

const build = spawnSync(
  'pnpm',
  [
    'exec',
    'turbo',
    'run',
    'build',
    '--filter=@crm/mock...',
    '--filter=@crm/desktop...',
    '--output-logs=errors-only',
  ],
  {
    stdio: 'inherit',
  },
);
if (build.status !== 0) process.exit(build.status ?? 1);

const { startMock, startDocsServer } = await import('../packages/mock/dist/index.js');
const mock = await startMock({ port: 4010 });
const docs = await startDocsServer(4011);
console.log(`Mock CRM API:  ${mock.url}  (any bearer token is accepted)`);
console.log(`API reference: ${docs.url}`);
console.log(
  `CLI:           CRM_BASE_URL=${mock.url} CRM_TOKEN=demo pnpm --filter @crm/cli exec crm instances list`,
);

let app;
if (ensureElectronBinary()) {
  app = spawn('pnpm', ['--filter', '@crm/desktop', 'start'], {
    stdio: 'inherit',
    env: { ...process.env, CRM_DESK_BASE_URL: mock.url, CRM_DESK_DEMO_TOKEN: 'demo-token' },
  });
  app.once('exit', () => shutdown());
} else {
  console.log(
    'The Electron binary could not be downloaded (no network?), so the desktop window cannot open here; ' +
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

/**
 * Electron's binary is fetched on first use (install scripts are off in this workspace). Fetch it quietly here so an
 * offline machine gets one clear sentence instead of a stack trace.
 */
function ensureElectronBinary() {
  const electronDir = dirname(
    createRequire(new URL('package.json', desktopDir)).resolve('electron/package.json'),
  );
  const pathFile = join(electronDir, 'path.txt');
  if (existsSync(pathFile) && existsSync(join(electronDir, 'dist', readFileSync(pathFile, 'utf8'))))
    return true;
  console.log('Fetching the Electron binary (first start only)...');
  return (
    spawnSync(process.execPath, [join(electronDir, 'install.js')], { stdio: 'ignore' }).status === 0
  );
}
