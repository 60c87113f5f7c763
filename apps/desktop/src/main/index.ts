// The Electron main process: glues the plain-Node services to the window, IPC, the OS keychain, deep links,
// notifications and the badge. Nothing here talks HTTP; the services do.
import { app, BrowserWindow, protocol, session } from 'electron';
import { join, resolve } from 'node:path';
import type { Locale } from '../shared/bridge.ts';
import { EVENT_CHANNELS } from '../shared/ipc-channels.ts';
import { APP_SCHEME, serveAppRequest } from './app-protocol.ts';
import { registerIpcHandlers } from './ipc.ts';
import { readLaunchEnvironment, type LaunchEnvironment } from './launch-environment.ts';
import { notifyIfNeedsAttention, showBadge } from './outbox-alerts.ts';
import { createSafeStorageSealer } from './secure-storage.ts';
import {
  createDesktopBackend,
  DEEP_LINK_SCHEME,
  findDeepLinkArgument,
  type DesktopBackend,
} from './services/index.ts';
import { createMainWindow, hardenWebContents, preloadPathNextTo } from './window.ts';

const QUIT_GRACE_MS = 3_000;
const devServerUrl = app.isPackaged ? undefined : process.env.ELECTRON_RENDERER_URL;
// Demo settings from the environment are for `pnpm start` only; an installed app ignores them.
const launch: LaunchEnvironment = app.isPackaged ? {} : readLaunchEnvironment(process.env);

// The demo (`pnpm start` against the mock) keeps its own profile, so it never mixes with a real connection.
if (launch.demo) app.setPath('userData', join(app.getPath('appData'), 'CRM Desk Demo'));

protocol.registerSchemesAsPrivileged([
  {
    scheme: APP_SCHEME,
    privileges: {
      standard: true,
      secure: true,
      supportFetchAPI: true,
      corsEnabled: true,
      codeCache: true,
    },
  },
]);
app.enableSandbox();

let backend: DesktopBackend | undefined;
let mainWindow: BrowserWindow | undefined;
const pendingDeepLinks: string[] = [];

if (!app.requestSingleInstanceLock()) {
  app.quit();
} else {
  registerAsDeepLinkHandler();
  // macOS delivers deep links as events, possibly before the app is ready.
  app.on('open-url', (event, url) => {
    event.preventDefault();
    receiveDeepLink(url);
  });
  app.on('second-instance', (_event, argv) => {
    const link = findDeepLinkArgument(argv);
    if (link) receiveDeepLink(link);
    focusWindow();
  });
  const firstLink = findDeepLinkArgument(process.argv);
  if (firstLink) pendingDeepLinks.push(firstLink);

  app.on('web-contents-created', (_event, contents) => hardenWebContents(contents, devServerUrl));
  app.on('window-all-closed', () => {
    if (process.platform !== 'darwin') app.quit();
  });
  app.on('activate', () => {
    if (backend && BrowserWindow.getAllWindows().length === 0) openWindow();
  });
  app.on('before-quit', closeBackendBeforeQuit);
  app.whenReady().then(start, (error: unknown) => {
    console.error('CRM Desk could not start:', error instanceof Error ? error.message : error);
    app.exit(1);
  });
}

async function start(): Promise<void> {
  if (process.platform === 'win32') app.setAppUserModelId('com.crmdesk.app');
  const rendererDir = resolve(import.meta.dirname, '../renderer');
  protocol.handle(APP_SCHEME, (request) => serveAppRequest(rendererDir, request.url));
  denyAllPermissions();

  backend = await createDesktopBackend({
    dataDir: app.getPath('userData'),
    sealer: createSafeStorageSealer(),
    defaultLocale: systemLocale(),
    userAgent: `CRM-Desk/${app.getVersion()}`,
    ...launch,
  });
  const ready = backend;
  registerIpcHandlers(ready, {
    ...(devServerUrl && { devServerUrl }),
  });
  ready.events.on('outbox-changed', (entry) => {
    mainWindow?.webContents.send(EVENT_CHANNELS.onOutboxChanged, entry);
    void ready.getSettings().then((settings) =>
      notifyIfNeedsAttention(entry, settings.locale, (conversationId) => {
        focusWindow();
        mainWindow?.webContents.send(EVENT_CHANNELS.onDeepLink, conversationId);
      }),
    );
  });
  ready.events.on('outbox-summary', showBadge);
  ready.events.on('deep-link', (conversationId) => {
    mainWindow?.webContents.send(EVENT_CHANNELS.onDeepLink, conversationId);
    focusWindow();
  });
  showBadge(await ready.outboxSummary());
  openWindow();
}

function openWindow(): void {
  const window = createMainWindow({
    preloadPath: preloadPathNextTo(import.meta.dirname),
    ...(devServerUrl && { devServerUrl }),
  });
  mainWindow = window;
  window.on('closed', () => {
    if (mainWindow === window) mainWindow = undefined;
  });
  // Links that arrived before the page could listen are delivered once it has loaded.
  window.webContents.once('did-finish-load', () => {
    for (const link of pendingDeepLinks.splice(0)) receiveDeepLink(link);
  });
}

function receiveDeepLink(url: string): void {
  if (!backend || !mainWindow || mainWindow.webContents.isLoading()) {
    pendingDeepLinks.push(url);
    return;
  }
  void backend.openDeepLink(url).then((opened) => {
    if (!opened.ok) console.error(`Ignored a deep link: ${opened.error.message}`);
  });
}

function registerAsDeepLinkHandler(): void {
  // Started as `electron .` in development, the OS must be told how to start us again.
  if (process.defaultApp && process.argv[1]) {
    app.setAsDefaultProtocolClient(DEEP_LINK_SCHEME, process.execPath, [resolve(process.argv[1])]);
  } else {
    app.setAsDefaultProtocolClient(DEEP_LINK_SCHEME);
  }
}

function denyAllPermissions(): void {
  session.defaultSession.setPermissionRequestHandler((_contents, _permission, callback) =>
    callback(false),
  );
  session.defaultSession.setPermissionCheckHandler(() => false);
}

function focusWindow(): void {
  if (!mainWindow) return;
  if (mainWindow.isMinimized()) mainWindow.restore();
  mainWindow.show();
  mainWindow.focus();
}

function systemLocale(): Locale {
  return app.getLocale().toLowerCase().startsWith('pt') ? 'pt-BR' : 'en';
}

let closing = false;
function closeBackendBeforeQuit(event: { preventDefault(): void }): void {
  if (!backend || closing) return;
  // Let attempts in flight record their outcome; past the grace period a restart shows them as unconfirmed.
  event.preventDefault();
  closing = true;
  const grace = new Promise((done) => setTimeout(done, QUIT_GRACE_MS));
  void Promise.race([backend.close(), grace]).finally(() => {
    backend = undefined;
    app.quit();
  });
}
