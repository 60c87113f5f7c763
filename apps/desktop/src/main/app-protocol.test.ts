import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTempDir } from '../../test/support/temp-dir.ts';
import { CONTENT_SECURITY_POLICY, resolveAppFile, serveAppRequest } from './app-protocol.ts';

describe('app:// protocol', () => {
  let root: { path: string; remove: () => Promise<void> };
  let renderer: string;

  beforeAll(async () => {
    root = await makeTempDir('crm-desk-app-');
    renderer = join(root.path, 'renderer');
    await mkdir(join(renderer, 'assets'), { recursive: true });
    await writeFile(
      join(renderer, 'index.html'),
      '<!doctype html><script type="module" src="./assets/index.js"></script>',
    );
    await writeFile(join(renderer, 'assets/index.js'), 'console.log("hi")');
    await writeFile(join(root.path, 'secret.txt'), 'outside the renderer folder');
  });
  afterAll(async () => {
    await root.remove();
  });

  it('serves the page and its scripts with the right type and a strict CSP', async () => {
    const page = await serveAppRequest(renderer, 'app://crm-desk/');
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(page.headers.get('content-security-policy')).toBe(CONTENT_SECURITY_POLICY);
    const script = await serveAppRequest(renderer, 'app://crm-desk/assets/index.js');
    expect(script.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(await script.text()).toBe('console.log("hi")');
  });

  it('the CSP forbids network access from the page, foreign scripts, plugins and framing', () => {
    const directives = Object.fromEntries(
      CONTENT_SECURITY_POLICY.split(';').map((part) => {
        const [name, ...values] = part.trim().split(/\s+/);
        return [name, values.join(' ')];
      }),
    );
    expect(directives['default-src']).toBe("'self'");
    expect(directives['script-src']).toBe("'self'");
    expect(directives['connect-src']).toBe("'none'");
    expect(directives['img-src']).toBe("'self' https: data:");
    expect(directives['object-src']).toBe("'none'");
    expect(directives['frame-ancestors']).toBe("'none'");
    expect(CONTENT_SECURITY_POLICY).not.toContain('unsafe-eval');
  });

  it.each([
    'app://crm-desk/../secret.txt',
    'app://crm-desk/%2e%2e/secret.txt',
    'app://crm-desk/assets/..%2f..%2fsecret.txt',
    'app://crm-desk/%00index.html',
    'app://other-host/index.html',
    'file:///etc/passwd',
    'https://crm-desk/index.html',
  ])('never serves a file outside the renderer folder: %s', async (url) => {
    const file = resolveAppFile(renderer, url);
    if (file !== undefined) expect(file.startsWith(renderer)).toBe(true);
    const response = await serveAppRequest(renderer, url);
    expect(await response.text()).not.toContain('outside the renderer folder');
  });

  it('answers 404 for a missing file, still with the CSP', async () => {
    const response = await serveAppRequest(renderer, 'app://crm-desk/missing.js');
    expect(response.status).toBe(404);
    expect(response.headers.get('content-security-policy')).toBe(CONTENT_SECURITY_POLICY);
  });
});
