// A real HTTP server on 127.0.0.1 (from @crm/testkit) that misbehaves on request: each test routes a method and
// path to an answer (HTML errors, empty bodies, resets, slowness...) and reads back what actually arrived.
import type { ServerResponse } from 'node:http';
import { startLocalServer, type LocalServer, type RecordedRequest } from '@crm/testkit';

/** `attempt` counts the requests to this route so far, starting at 1. */
export type Answer = (res: ServerResponse, attempt: number, req: RecordedRequest) => void;

export interface FaultServer extends LocalServer {
  /** Answers `METHOD /path` (query string ignored) with `answer` from now on. */
  route(method: string, path: string, answer: Answer): void;
}

export async function startFaultServer(): Promise<FaultServer> {
  const routes = new Map<string, { answer: Answer; attempts: number }>();
  const server = await startLocalServer((req, res) => {
    const route = routes.get(`${req.method} ${req.path}`);
    if (!route) return json(404, { message: `No route for ${req.method} ${req.url}` })(res, 1, req);
    route.attempts++;
    route.answer(res, route.attempts, req);
  });
  return {
    ...server,
    route(method, path, answer) {
      routes.set(`${method} ${path}`, { answer, attempts: 0 });
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
