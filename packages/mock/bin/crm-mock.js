#!/usr/bin/env node
// Serves the CRM contract with Prism (and, with --docs, the HTML reference) until Ctrl+C.
import { parseArgs } from 'node:util';
import { startDocsServer, startMock } from '../dist/index.js';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '4010' },
    'docs-port': { type: 'string', default: '4011' },
    dynamic: { type: 'boolean', default: false },
    docs: { type: 'boolean', default: false },
    quiet: { type: 'boolean', default: false },
  },
});

const mock = await startMock({
  port: Number(values.port),
  dynamic: values.dynamic,
  log: !values.quiet,
});
const docs = values.docs ? await startDocsServer(Number(values['docs-port'])) : undefined;

console.log(`Mock CRM API:  ${mock.url}  (any bearer token is accepted)`);
if (docs) console.log(`API reference: ${docs.url}`);
console.log(
  `Try it:        CRM_BASE_URL=${mock.url} CRM_TOKEN=demo pnpm --filter @crm/cli exec crm instances list`,
);

const shutdown = async () => {
  await Promise.all([mock.close(), docs?.close()]);
  process.exit(0);
};
process.once('SIGINT', shutdown);
process.once('SIGTERM', shutdown);
