import { execFileSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

/** vitest globalSetup: compile src/ to dist/ so the spawned bin runs the code under test. */
export default function buildCli(): void {
  const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');
  const packageDir = fileURLToPath(new URL('..', import.meta.url));
  execFileSync(process.execPath, [tsc, '-p', 'tsconfig.build.json'], {
    cwd: packageDir,
    stdio: 'inherit',
  });
}
