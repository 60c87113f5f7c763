// A real HTTP server on 127.0.0.1 with a random port, for tests that need the network without the internet.
import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedRequest {
  readonly method: string;
  /** The request target exactly as sent: path and query string, still percent-encoded. */
  readonly url: string;
  /** `url` without its query string. */
  readonly path: string;
  readonly searchParams: URLSearchParams;
  readonly headers: IncomingHttpHeaders;
  /** The whole body, read before the handler runs ('' when there was none). */
  readonly body: string;
}

/** Answers one request; it may also never answer, or drop the connection (`response.socket?.destroy()`). */
export type RequestHandler = (request: RecordedRequest, response: ServerResponse) => void;

export interface LocalServer {
  /** `http://127.0.0.1:PORT`, without a trailing slash. */
  readonly url: string;
  /** Every request in arrival order. Tests may empty it (`requests.length = 0`). */
  readonly requests: RecordedRequest[];
  /** Stops listening and drops every open connection, including requests still waiting for an answer. */
  close(): Promise<void>;
}

/** Starts a server that records every request and answers it through `handler`. */
export async function startLocalServer(handler: RequestHandler): Promise<LocalServer> {
  const requests: RecordedRequest[] = [];
  const server = createServer((incoming, response) => {
    const chunks: Buffer[] = [];
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
    incoming.on('end', () => {
      const request = record(
        incoming.method ?? '',
        incoming.url ?? '/',
        incoming.headers,
        Buffer.concat(chunks).toString(),
      );
      requests.push(request);
      handler(request, response);
    });
  });
  const port = await listen(server);
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

function record(
  method: string,
  url: string,
  headers: IncomingHttpHeaders,
  body: string,
): RecordedRequest {
  // Split by hand rather than through `new URL`, which would normalise the path the client sent.
  const queryAt = url.indexOf('?');
  const path = queryAt === -1 ? url : url.slice(0, queryAt);
  const searchParams = new URLSearchParams(queryAt === -1 ? '' : url.slice(queryAt + 1));
  return { method, url, path, searchParams, headers, body };
}

export function sendJson(
  response: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): void {
  response.writeHead(status, { 'content-type': 'application/json', ...headers });
  response.end(JSON.stringify(body));
}

/** A loopback port that was free a moment ago and has nothing listening on it now: connections are refused. */
export async function closedPort(): Promise<number> {
  const server = createServer();
  const port = await listen(server);
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** `http://127.0.0.1:PORT` for a {@link closedPort}. */
export async function closedPortUrl(): Promise<string> {
  return `http://127.0.0.1:${await closedPort()}`;
}

async function listen(server: ReturnType<typeof createServer>): Promise<number> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return (server.address() as AddressInfo).port;
}
