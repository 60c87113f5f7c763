// A vitest environment: happy-dom for the components, but Node's own fetch, URL and AbortSignal, so the real
// main-side backend that component tests bind `window.crm` to behaves exactly as it does in main (happy-dom's
// fetch applies browser CORS rules and would hide response headers from it).
import { builtinEnvironments, type Environment } from 'vitest/runtime';

const nodeNetworking = [
  'fetch',
  'Request',
  'Response',
  'Headers',
  'FormData',
  'AbortController',
  'AbortSignal',
  'URL',
  'URLSearchParams',
] as const;

const environment: Environment = {
  name: 'happy-dom-node-network',
  viteEnvironment: 'client',
  async setup(global: Record<string, unknown>, options) {
    const kept = nodeNetworking.map(
      (key) => [key, Object.getOwnPropertyDescriptor(global, key)] as const,
    );
    const happyDom = await builtinEnvironments['happy-dom'].setup(global, options);
    for (const [key, descriptor] of kept)
      if (descriptor) Object.defineProperty(global, key, descriptor);
    return happyDom;
  },
};

export default environment;
