// The navigation guards as Electron calls them: window.open and navigations away from the app are refused, and only
// http(s) links reach the browser.
import { beforeEach, describe, expect, it, vi } from 'vitest';

const openExternal = vi.fn(async (_url: string) => undefined);
const created: { options: Record<string, unknown>; loaded: string[] }[] = [];

vi.mock('electron', () => ({
  shell: { openExternal },
  BrowserWindow: class {
    readonly loaded: string[] = [];
    constructor(options: Record<string, unknown>) {
      created.push({ options, loaded: this.loaded });
    }
    once(): void {}
    async loadURL(url: string): Promise<void> {
      this.loaded.push(url);
    }
  },
}));

const { createMainWindow, hardenWebContents } = await import('./window.ts');

describe('createMainWindow', () => {
  it('opens the app page in an isolated, sandboxed renderer without Node', () => {
    createMainWindow({ preloadPath: '/app/out/preload/index.cjs' });
    const window = created.at(-1);
    expect(window?.options.webPreferences).toMatchObject({
      preload: '/app/out/preload/index.cjs',
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      nodeIntegrationInSubFrames: false,
      webSecurity: true,
      allowRunningInsecureContent: false,
      webviewTag: false,
    });
    expect(window?.loaded).toEqual(['app://crm-desk/index.html']);
  });
});

type Listener = (event: { url: string; preventDefault: () => void }) => void;

function fakeContents() {
  const listeners = new Map<string, Listener>();
  let openHandler: ((details: { url: string }) => { action: string }) | undefined;
  return {
    contents: {
      setWindowOpenHandler: (handler: typeof openHandler) => (openHandler = handler),
      on: (event: string, listener: Listener) => listeners.set(event, listener),
    },
    open: (url: string) => openHandler?.({ url }),
    navigate: (event: string, url: string) => {
      const preventDefault = vi.fn();
      listeners.get(event)?.({ url, preventDefault });
      return preventDefault.mock.calls.length > 0;
    },
  };
}

describe('hardenWebContents', () => {
  let page: ReturnType<typeof fakeContents>;
  beforeEach(() => {
    openExternal.mockClear();
    page = fakeContents();
    hardenWebContents(page.contents as never);
  });

  it('denies every window.open; a web link goes to the browser instead', () => {
    expect(page.open('https://crm.example.com/docs')).toEqual({ action: 'deny' });
    expect(openExternal).toHaveBeenCalledWith('https://crm.example.com/docs');
    expect(page.open('file:///etc/passwd')).toEqual({ action: 'deny' });
    expect(page.open('app://crm-desk/index.html')).toEqual({ action: 'deny' });
    expect(openExternal).toHaveBeenCalledTimes(1);
  });

  it('keeps the window on the app: outside navigations and redirects are prevented', () => {
    expect(page.navigate('will-navigate', 'https://evil.example/')).toBe(true);
    expect(page.navigate('will-redirect', 'https://evil.example/')).toBe(true);
    expect(page.navigate('will-navigate', 'file:///home/me/.ssh/id_rsa')).toBe(true);
    expect(page.navigate('will-navigate', 'app://crm-desk/index.html')).toBe(false);
    expect(openExternal.mock.calls.map((call) => call[0])).toEqual([
      'https://evil.example/',
      'https://evil.example/',
    ]);
  });

  it('refuses to attach a webview', () => {
    expect(page.navigate('will-attach-webview', '')).toBe(true);
  });
});
