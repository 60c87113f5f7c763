// `pnpm start` points the app at the mock with a demo token through the environment. A real user never needs this:
// they connect in Settings, and the demo token is never stored.
import { checkBaseUrl } from './services/validators.ts';

export interface LaunchEnvironment {
  demo?: { baseUrl: string; token: string };
  /** Pre-fills the connect form when no base URL is saved yet. */
  defaultBaseUrl?: string;
}

export function readLaunchEnvironment(env: Record<string, string | undefined>): LaunchEnvironment {
  const baseUrl = env.CRM_DESK_BASE_URL?.trim() ? checkBaseUrl(env.CRM_DESK_BASE_URL) : undefined;
  if (baseUrl && !baseUrl.ok) {
    console.error(`CRM_DESK_BASE_URL is ignored: ${baseUrl.error.message}`);
    return {};
  }
  const token = env.CRM_DESK_DEMO_TOKEN?.trim();
  if (!baseUrl) return {};
  return token
    ? { demo: { baseUrl: baseUrl.value, token }, defaultBaseUrl: baseUrl.value }
    : { defaultBaseUrl: baseUrl.value };
}
