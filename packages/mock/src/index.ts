export { startMock, type MockOptions, type RunningMock } from './start-mock.ts';
export { startDocsServer, type RunningDocsServer } from './docs-server.ts';
export { bundledSpecPath, docsDir } from './spec-path.ts';
