#!/usr/bin/env node
// Launcher only: the command lives in dist/ (built with `pnpm --filter @crm/cli build`).
let main;
try {
  ({ main } = await import('../dist/main.js'));
} catch (error) {
  if (error?.code !== 'ERR_MODULE_NOT_FOUND') throw error;
  process.stderr.write(
    'crm: the command is not built yet (or a dependency is missing); run `pnpm install && pnpm build` in the repository first.\n',
  );
  process.exit(1);
}
process.exitCode = await main(process.argv);
