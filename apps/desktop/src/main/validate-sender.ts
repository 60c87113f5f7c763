// IPC is answered only for the app's own top-level page: a frame from anywhere else (an injected iframe, a page
// reached by a navigation that slipped through) gets nothing.
import type { IpcMainInvokeEvent } from 'electron';
import { isAppUrl } from './app-protocol.ts';

export interface SenderFrameLike {
  url: string;
  parent: unknown;
}

export function isTrustedSenderUrl(url: string, devServerUrl?: string): boolean {
  if (isAppUrl(url)) return true;
  // electron-vite dev serves the renderer from a local server; trusted only when main itself was told so.
  if (!devServerUrl) return false;
  try {
    return new URL(url).origin === new URL(devServerUrl).origin;
  } catch {
    return false;
  }
}

export function validateSender(
  event: Pick<IpcMainInvokeEvent, 'senderFrame'>,
  devServerUrl?: string,
): boolean {
  const frame: SenderFrameLike | null = event.senderFrame;
  if (!frame || frame.parent !== null) return false;
  return isTrustedSenderUrl(frame.url, devServerUrl);
}
