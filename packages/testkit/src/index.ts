// Helpers shared by the workspace's tests. Imported as TypeScript source: vitest and Node 24 run it as is.
export {
  closedPort,
  closedPortUrl,
  sendJson,
  startLocalServer,
  type LocalServer,
  type RecordedRequest,
  type RequestHandler,
} from './local-server.ts';
export { CHROMIUM_FLAGS, chromiumPath, launchChromium, type LaunchOptions } from './chromium.ts';
