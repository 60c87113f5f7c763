// The services main is built from; plain Node, no `electron` import anywhere below this folder.
export { createDesktopBackend } from './backend.ts';
export type {
  BackendEvents,
  BackendMethods,
  DesktopBackend,
  DesktopBackendOptions,
} from './backend.ts';
export type { Sealer } from './settings.ts';
export type { Timers } from './clock.ts';
export { parseConversationRef, findDeepLinkArgument, DEEP_LINK_SCHEME } from './deep-link.ts';
