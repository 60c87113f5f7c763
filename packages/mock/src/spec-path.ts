import { fileURLToPath } from 'node:url';

/** The bundled contract that `@crm/openapi build` writes (one file, no external $refs). */
export const bundledSpecPath = fileURLToPath(import.meta.resolve('@crm/openapi/openapi.yaml'));

/** The rendered HTML reference and bundled spec, for serving beside the mock. */
export const docsDir = fileURLToPath(
  new URL('.', import.meta.resolve('@crm/openapi/openapi.yaml')),
);
