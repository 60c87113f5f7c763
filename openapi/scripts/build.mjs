// Publishes the contract: bundles the multi-file spec into dist/openapi.{yaml,json} and renders
// dist/index.html, a static reference that embeds Redoc so it opens without network.
import { execFileSync } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const dist = join(root, 'dist');
const redocly = join(
  root,
  'node_modules',
  '.bin',
  process.platform === 'win32' ? 'redocly.cmd' : 'redocly',
);

function run(args) {
  execFileSync(redocly, args, { cwd: root, stdio: 'inherit', shell: process.platform === 'win32' });
}

rmSync(dist, { recursive: true, force: true });
mkdirSync(dist, { recursive: true });

run(['bundle', 'openapi.yaml', '--output', 'dist/openapi.yaml']);
run(['bundle', 'openapi.yaml', '--ext', 'json', '--output', 'dist/openapi.json']);
// --inlineBundle embeds the Redoc script instead of loading it from a CDN.
run([
  'build-docs',
  'dist/openapi.yaml',
  '--inlineBundle',
  '--title',
  'CRM Service API reference',
  '--output',
  'dist/index.html',
]);
