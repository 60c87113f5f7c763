// Where the window may go: it stays on the app; http(s) links open in the browser; everything else is refused.
import { isAppUrl } from './app-protocol.ts';

export type NavigationDecision = 'allow' | 'open-external' | 'deny';

export function decideNavigation(url: string, devServerUrl?: string): NavigationDecision {
  if (isAppUrl(url)) return 'allow';
  if (devServerUrl && sameOrigin(url, devServerUrl)) return 'allow';
  return isExternalWebUrl(url) ? 'open-external' : 'deny';
}

/** Only http(s) may be handed to the OS: file:, javascript:, custom schemes could run something locally. */
export function isExternalWebUrl(url: string): boolean {
  try {
    const parsed = new URL(url);
    return (
      (parsed.protocol === 'https:' || parsed.protocol === 'http:') &&
      !parsed.username &&
      !parsed.password
    );
  } catch {
    return false;
  }
}

function sameOrigin(a: string, b: string): boolean {
  try {
    return new URL(a).origin === new URL(b).origin;
  } catch {
    return false;
  }
}
