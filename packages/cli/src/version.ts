import { readFileSync } from 'node:fs';

/** Read at run time so src/ (tests) and dist/ (the bin) report the same version. */
function readVersion(): string {
  const manifest: unknown = JSON.parse(
    readFileSync(new URL('../package.json', import.meta.url), 'utf8'),
  );
  const version = (manifest as { version?: unknown }).version;
  return typeof version === 'string' ? version : '0.0.0';
}

export const cliVersion = readVersion();
