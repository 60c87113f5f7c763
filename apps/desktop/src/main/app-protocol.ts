// The renderer is served from app://crm-desk/, not file://: a real origin for the CSP and for sender checks, and no
// access to the rest of the disk. Requests resolve only to files inside the built renderer folder.
import { readFile } from 'node:fs/promises';
import { extname, join, normalize, relative, isAbsolute } from 'node:path';

export const APP_SCHEME = 'app';
export const APP_HOST = 'crm-desk';
export const APP_ORIGIN = `${APP_SCHEME}://${APP_HOST}`;
export const APP_ENTRY_URL = `${APP_ORIGIN}/index.html`;

/** All HTTP happens in main, so the page may connect nowhere; images may come from https (contact photos, previews). */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' https: data:",
  "media-src 'self' https:",
  "font-src 'self'",
  "connect-src 'none'",
  "object-src 'none'",
  "frame-src 'none'",
  "worker-src 'none'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ');

const SECURITY_HEADERS: Record<string, string> = {
  'Content-Security-Policy': CONTENT_SECURITY_POLICY,
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'no-referrer',
  'Cross-Origin-Opener-Policy': 'same-origin',
};

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.map': 'application/json; charset=utf-8',
};

export function isAppUrl(url: string): boolean {
  try {
    const parsed = new URL(url);
    // Node's URL gives unknown schemes an opaque origin, so compare the parts.
    return parsed.protocol === `${APP_SCHEME}:` && parsed.host === APP_HOST;
  } catch {
    return false;
  }
}

/** The file a request maps to, or undefined when it points outside the renderer folder or to another host. */
export function resolveAppFile(rootDir: string, requestUrl: string): string | undefined {
  if (!isAppUrl(requestUrl)) return undefined;
  let pathname: string;
  try {
    pathname = decodeURIComponent(new URL(requestUrl).pathname);
  } catch {
    return undefined;
  }
  if (pathname.includes('\0')) return undefined;
  const relativePath = normalize(pathname === '/' ? 'index.html' : pathname.replace(/^\/+/, ''));
  const file = join(rootDir, relativePath);
  const inside = relative(rootDir, file);
  if (inside === '' || inside.startsWith('..') || isAbsolute(inside)) return undefined;
  return file;
}

export async function serveAppRequest(rootDir: string, requestUrl: string): Promise<Response> {
  const file = resolveAppFile(rootDir, requestUrl);
  if (!file) return new Response('Not found', { status: 404, headers: SECURITY_HEADERS });
  try {
    const body = await readFile(file);
    const contentType = CONTENT_TYPES[extname(file).toLowerCase()] ?? 'application/octet-stream';
    return new Response(body, {
      status: 200,
      headers: { ...SECURITY_HEADERS, 'Content-Type': contentType },
    });
  } catch {
    return new Response('Not found', { status: 404, headers: SECURITY_HEADERS });
  }
}
