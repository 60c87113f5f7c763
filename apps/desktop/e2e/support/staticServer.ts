// Serves the built renderer (out/renderer) on 127.0.0.1 with the headers main's app:// protocol sends, CSP included,
// plus e2e/fixtures under /fixtures/ (same origin, so image previews are allowed by the CSP's img-src 'self').
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize, relative, isAbsolute } from 'node:path';
import { CONTENT_SECURITY_POLICY } from '../../src/main/app-protocol.ts';

export const RENDERER_DIR = join(import.meta.dirname, '..', '..', 'out', 'renderer');
const FIXTURES_DIR = join(import.meta.dirname, '..', 'fixtures');

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.pdf': 'application/pdf',
};

export interface StaticServer {
  url: string;
  close(): Promise<void>;
}

function inside(root: string, path: string): string | undefined {
  const file = normalize(join(root, path));
  const rel = relative(root, file);
  return rel === '' || rel.startsWith('..') || isAbsolute(rel) ? undefined : file;
}

export async function startStaticServer(): Promise<StaticServer> {
  const server = createServer((request, response) => {
    const pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://127.0.0.1').pathname);
    const file = pathname.startsWith('/fixtures/')
      ? inside(FIXTURES_DIR, pathname.slice('/fixtures/'.length))
      : inside(RENDERER_DIR, pathname === '/' ? 'index.html' : pathname.slice(1));
    const headers = {
      'Content-Security-Policy': CONTENT_SECURITY_POLICY,
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'no-referrer',
    };
    if (!file) return void response.writeHead(404, headers).end();
    stat(file).then(
      (info) => {
        if (!info.isFile()) return void response.writeHead(404, headers).end();
        response.writeHead(200, {
          ...headers,
          'Content-Type': contentTypes[extname(file)] ?? 'application/octet-stream',
          'Content-Length': String(info.size),
        });
        if (request.method === 'HEAD') return void response.end();
        createReadStream(file).pipe(response);
      },
      () => response.writeHead(404, headers).end(),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
