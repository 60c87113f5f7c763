import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // The tests run the built bin; build it first so they never test stale code.
    globalSetup: ['./test/build-before-tests.ts'],
    // Each test spawns `node bin/crm.js` (and some start Prism): slow on a busy 2-core machine.
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
