// A real HTTP server on 127.0.0.1 that misbehaves on request: each test routes a method and path to
// an answer (HTML errors, empty bodies, resets, slowness...) and reads back what actually arrived.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedRequest {
  readonly method: string;
  readonly url: string;
  readonly headers: IncomingMessage['headers'];
  readonly body: string;
}

/** `attempt` counts the requests to this route so far, starting at 1. */
export type Answer = (res: ServerResponse, attempt: number, req: RecordedRequest) => void;

export interface FaultServer {
  readonly url: string;
  readonly requests: RecordedRequest[];
  /** Answers `METHOD /path` (query string ignored) with `answer` from now on. */
  route(method: string, path: string, answer: Answer): void;
  close(): Promise<void>;
}

export async function startFaultServer(): Promise<FaultServer> {
  const routes = new Map<string, { answer: Answer; attempts: number }>();
  const requests: RecordedRequest[] = [];

  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const recorded = {
        method: req.method ?? '',
        url: req.url ?? '',
        headers: req.headers,
        body: Buffer.concat(chunks).toString(),
      };
      requests.push(recorded);
      const route = routes.get(`${recorded.method} ${recorded.url.split('?')[0]}`);
      if (!route)
        return json(404, { message: `No route for ${recorded.method} ${recorded.url}` })(
          res,
          1,
          recorded,
        );
      route.attempts++;
      route.answer(res, route.attempts, recorded);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    route(method, path, answer) {
      routes.set(`${method} ${path}`, { answer, attempts: 0 });
    },
    close() {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}

export function json(status: number, body: unknown, headers: Record<string, string> = {}): Answer {
  return text(status, JSON.stringify(body), 'application/json', headers);
}

export function text(
  status: number,
  body: string,
  contentType: string,
  headers: Record<string, string> = {},
): Answer {
  return (res) => {
    res.writeHead(status, {
      'content-type': contentType,
      'content-length': Buffer.byteLength(body),
      ...headers,
    });
    res.end(body);
  };
}

export function empty(status: number): Answer {
  return (res) => {
    res.writeHead(status);
    res.end();
  };
}

/** Drops the connection without answering. */
export const reset: Answer = (res) => {
  res.socket?.destroy();
};

/** Sends the headers and half of the promised body, then drops the connection. */
export function cutOff(body: unknown): Answer {
  const full = JSON.stringify(body);
  return (res) => {
    res.writeHead(200, {
      'content-type': 'application/json',
      'content-length': Buffer.byteLength(full),
    });
    res.write(full.slice(0, Math.floor(full.length / 2)));
    setTimeout(() => res.socket?.destroy(), 20);
  };
}

export function after(ms: number, answer: Answer): Answer {
  return (res, attempt, req) => {
    const timer = setTimeout(() => answer(res, attempt, req), ms);
    res.on('close', () => clearTimeout(timer));
  };
}

/** The first answers in turn, then the last one for every later request. */
export function sequence(...answers: Answer[]): Answer {
  return (res, attempt, req) =>
    (answers[Math.min(attempt, answers.length) - 1] ?? reset)(res, attempt, req);
}

/** A loopback port with nothing listening on it: connections are refused. */
export async function closedPortUrl(): Promise<string> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return `http://127.0.0.1:${port}`;
}
