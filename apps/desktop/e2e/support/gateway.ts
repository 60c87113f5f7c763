// A small HTTP gateway in front of Prism, on 127.0.0.1: refuses one "bad" token with 401 (Prism accepts any bearer),
// counts the messages it forwards, and can be cut (port closed, connections dropped) and restored on the same port.
// Two markers in a message body make it misbehave: REJECT_MARKER gets a 422, DROP_MARKER drops the connection after
// the request arrived (the sender cannot know whether it was received).
import {
  createServer,
  request as httpRequest,
  type IncomingMessage,
  type Server,
  type ServerResponse,
} from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

export const REJECT_MARKER = '[reject-me]';
export const DROP_MARKER = '[drop-me]';

export interface Gateway {
  url: string;
  /** POST …/messages requests passed on to the service. */
  readonly forwardedSends: number;
  /** "METHOD /path" of every request passed on, oldest first. */
  readonly forwarded: readonly string[];
  cut(): Promise<void>;
  restore(): Promise<void>;
  close(): Promise<void>;
}

export async function startGateway(
  target: string,
  options: { rejectToken: string },
): Promise<Gateway> {
  const upstream = new URL(target);
  let forwardedSends = 0;
  const forwarded: string[] = [];
  const sockets = new Set<Socket>();

  const handle = (request: IncomingMessage, response: ServerResponse): void => {
    if (request.headers.authorization === `Bearer ${options.rejectToken}`) {
      response
        .writeHead(401, { 'content-type': 'application/json' })
        .end('{"message":"Unauthorized"}');
      return;
    }
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks);
      const isSend =
        request.method === 'POST' && /\/conversations\/[^/]+\/messages$/.test(request.url ?? '');
      if (isSend && body.includes(REJECT_MARKER)) {
        response
          .writeHead(422, { 'content-type': 'application/json' })
          .end('{"message":"body is not valid"}');
        return;
      }
      if (isSend && body.includes(DROP_MARKER)) {
        request.socket.destroy();
        return;
      }
      if (isSend) forwardedSends += 1;
      forwarded.push(`${request.method} ${request.url}`);
      const proxied = httpRequest(
        {
          hostname: upstream.hostname,
          port: upstream.port,
          method: request.method,
          path: request.url,
          headers: { ...request.headers, host: upstream.host },
        },
        (answer) => {
          response.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(response);
        },
      );
      proxied.on('error', () => response.destroy());
      proxied.end(body);
    });
  };

  let server: Server = createServer(handle);
  const track = (socket: Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  };
  server.on('connection', track);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  const stop = () =>
    new Promise<void>((resolve) => {
      for (const socket of sockets) socket.destroy();
      server.close(() => resolve());
    });

  return {
    url: `http://127.0.0.1:${port}`,
    get forwardedSends() {
      return forwardedSends;
    },
    forwarded,
    cut: stop,
    async restore() {
      server = createServer(handle);
      server.on('connection', track);
      await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
    },
    close: () => (server.listening ? stop() : Promise.resolve()),
  };
}
