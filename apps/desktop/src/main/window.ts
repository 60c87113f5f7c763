// The one window, locked down: isolated sandboxed renderer, no Node, no navigation away from the app, no pop-ups,
// no permissions. The same guards apply to any web contents that might ever be created.
import { BrowserWindow, shell, type WebContents } from 'electron';
import { join } from 'node:path';
import { APP_ENTRY_URL } from './app-protocol.ts';
import { decideNavigation } from './navigation-policy.ts';

export interface WindowOptions {
  preloadPath: string;
  devServerUrl?: string;
}

export function createMainWindow(options: WindowOptions): BrowserWindow {
  const window = new BrowserWindow({
    width: 1200,
    height: 800,
    minWidth: 720,
    minHeight: 480,
    show: false,
    title: 'CRM Desk',
    backgroundColor: '#f7f7f8',
    webPreferences: {
      preload: options.preloadPath,
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      nodeIntegrationInSubFrames: false,
      webSecurity: true,
      allowRunningInsecureContent: false,
      webviewTag: false,
      navigateOnDragDrop: false,
      spellcheck: true,
    },
  });
  window.once('ready-to-show', () => window.show());
  void window.loadURL(options.devServerUrl ?? APP_ENTRY_URL);
  return window;
}

/** Applied from app 'web-contents-created', so no web contents escapes it. */
export function hardenWebContents(contents: WebContents, devServerUrl?: string): void {
  // No second window, ever: web links go to the browser, anything else is dropped.
  contents.setWindowOpenHandler(({ url }) => {
    openExternally(url, devServerUrl);
    return { action: 'deny' };
  });
  const guard = (event: { preventDefault(): void }, url: string): void => {
    const decision = decideNavigation(url, devServerUrl);
    if (decision === 'allow') return;
    event.preventDefault();
    if (decision === 'open-external') openExternally(url, devServerUrl);
  };
  contents.on('will-navigate', (event) => guard(event, event.url));
  contents.on('will-redirect', (event) => guard(event, event.url));
  contents.on('will-attach-webview', (event) => event.preventDefault());
}

function openExternally(url: string, devServerUrl?: string): void {
  if (decideNavigation(url, devServerUrl) === 'open-external') void shell.openExternal(url);
}

export function preloadPathNextTo(mainDir: string): string {
  return join(mainDir, '../preload/index.cjs');
}
