import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    // Chromium and the Spectral CLI start slowly when other packages build in parallel.
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
