import { afterEach, describe, expect, it } from 'vitest';
import { closedPortUrl, sendJson, startLocalServer, type LocalServer } from '../src/index.ts';

let server: LocalServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

describe('startLocalServer', () => {
  it('records method, target, headers and the whole body before the handler answers', async () => {
    const bodiesSeenByHandler: string[] = [];
    server = await startLocalServer((request, response) => {
      bodiesSeenByHandler.push(request.body);
      sendJson(response, 201, { ok: true }, { 'x-extra': 'yes' });
    });
    const body = JSON.stringify({ text: 'Olá '.repeat(20_000) });
    const response = await fetch(`${server.url}/api/v1/items?skip=5&filter[type]=NOTE`, {
      method: 'POST',
      headers: { authorization: 'Bearer t', 'content-type': 'application/json' },
      body,
    });

    expect(response.status).toBe(201);
    expect(response.headers.get('content-type')).toBe('application/json');
    expect(response.headers.get('x-extra')).toBe('yes');
    expect(await response.json()).toEqual({ ok: true });
    expect(bodiesSeenByHandler).toEqual([body]);
    const [request] = server.requests;
    expect(server.requests).toHaveLength(1);
    expect(request).toMatchObject({
      method: 'POST',
      url: '/api/v1/items?skip=5&filter[type]=NOTE',
      path: '/api/v1/items',
      body,
    });
    expect(request?.searchParams.get('skip')).toBe('5');
    expect(request?.searchParams.get('filter[type]')).toBe('NOTE');
    expect(request?.headers.authorization).toBe('Bearer t');
  });

  it('close() drops a request that is still waiting for an answer', async () => {
    server = await startLocalServer(() => undefined);
    const pending = fetch(`${server.url}/never`);
    await expect.poll(() => server?.requests.length).toBe(1);
    await server.close();
    await expect(pending).rejects.toThrow();
  });
});

describe('closedPortUrl', () => {
  it('names a loopback address that refuses connections', async () => {
    const url = await closedPortUrl();
    expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    await expect(fetch(url)).rejects.toMatchObject({ cause: { code: 'ECONNREFUSED' } });
  });
});
