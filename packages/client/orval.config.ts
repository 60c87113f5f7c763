// orval turns the bundled contract into fetch operation functions and zod schemas under src/generated/.
import { defineConfig } from 'orval';

// The bundled single-file spec written by `@crm/openapi build` (turbo runs it before `generate`).
const spec = './node_modules/@crm/openapi/dist/openapi.yaml';

export default defineConfig({
  operations: {
    input: { target: spec },
    output: {
      mode: 'split',
      client: 'fetch',
      target: './src/generated/operations.ts',
      // Import paths follow this tsconfig (`.ts` extensions, as in the hand-written code).
      tsconfig: './tsconfig.json',
      // Path parameters go through encodeURIComponent, so an id cannot change the path.
      urlEncodeParameters: true,
      override: {
        // Every request goes through the client's transport (auth, time-out, retries, errors, validation).
        mutator: { path: './src/orval-mutator.ts', name: 'crmFetch' },
        fetch: { includeHttpResponseReturnType: false },
      },
    },
  },
  schemas: {
    input: { target: spec },
    output: {
      mode: 'single',
      client: 'zod',
      target: './src/generated/zod.ts',
      tsconfig: './tsconfig.json',
    },
  },
});
