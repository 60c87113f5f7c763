import { closedPortUrl, startLocalServer, type LocalServer } from '@crm/testkit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fileNameFromDisposition, inspectAttachmentUrl } from './attachment-inspector.ts';

describe('inspectAttachmentUrl against a local server', () => {
  let server: LocalServer;

  beforeAll(async () => {
    server = await startLocalServer((req, res) => {
      const path = req.url;
      if (path === '/photo.jpg') {
        res.writeHead(200, { 'Content-Type': 'image/jpeg', 'Content-Length': '48213' });
        res.end(req.method === 'HEAD' ? undefined : Buffer.alloc(48213));
      } else if (path === '/download?id=7') {
        res.writeHead(200, {
          'Content-Type': 'application/pdf; charset=binary',
          'Content-Length': '9000',
          'Content-Disposition': `attachment; filename="fallback.pdf"; filename*=UTF-8''Relat%C3%B3rio%20mar%C3%A7o.pdf`,
        });
        res.end(req.method === 'HEAD' ? undefined : Buffer.alloc(9000));
      } else if (path === '/no-head/voice.ogg') {
        // Refuses HEAD; answers a ranged GET with the total size in Content-Range.
        if (req.method === 'HEAD') {
          res.writeHead(405).end();
        } else {
          res.writeHead(206, {
            'Content-Type': 'audio/ogg',
            'Content-Range': 'bytes 0-0/123456',
            'Content-Length': '1',
          });
          res.end(Buffer.alloc(1));
        }
      } else if (path === '/hangs/clip.mp4') {
        // Never answers: the inspector must give up on its own and guess from the name.
      } else {
        res.writeHead(404).end();
      }
    });
  });
  afterAll(async () => {
    await server.close();
  });

  it('reads type, size and name from a HEAD answer', async () => {
    expect(await inspectAttachmentUrl(`${server.url}/photo.jpg`)).toEqual({
      ok: true,
      value: {
        fileName: 'photo.jpg',
        mimeType: 'image/jpeg',
        type: 'IMAGE',
        size: 48213,
        reachable: true,
      },
    });
    expect(server.requests.filter((r) => r.url === '/photo.jpg').map((r) => r.method)).toEqual([
      'HEAD',
    ]);
  });

  it('prefers the Content-Disposition file name (RFC 5987 encoded)', async () => {
    expect(await inspectAttachmentUrl(`${server.url}/download?id=7`)).toMatchObject({
      ok: true,
      value: {
        fileName: 'Relatório março.pdf',
        mimeType: 'application/pdf',
        type: 'FILE',
        size: 9000,
        reachable: true,
      },
    });
  });

  it('falls back to a one-byte ranged GET when HEAD is refused', async () => {
    expect(await inspectAttachmentUrl(`${server.url}/no-head/voice.ogg`)).toMatchObject({
      ok: true,
      value: {
        fileName: 'voice.ogg',
        mimeType: 'audio/ogg',
        type: 'AUDIO',
        size: 123456,
        reachable: true,
      },
    });
    const ranged = server.requests.find(
      (r) => r.url === '/no-head/voice.ogg' && r.method === 'GET',
    );
    expect(ranged?.headers.range).toBe('bytes=0-0');
  });

  it('gives up after its time-out and guesses from the extension', async () => {
    expect(await inspectAttachmentUrl(`${server.url}/hangs/clip.mp4`, { timeoutMs: 200 })).toEqual({
      ok: true,
      value: { fileName: 'clip.mp4', mimeType: 'video/mp4', type: 'VIDEO', reachable: false },
    });
  });

  it('reports an unreachable host as reachable:false with a guess', async () => {
    const nowhere = await closedPortUrl();
    expect(await inspectAttachmentUrl(`${nowhere}/files/contract.docx`)).toMatchObject({
      ok: true,
      value: { fileName: 'contract.docx', type: 'FILE', reachable: false },
    });
  });

  it.each([
    'file:///etc/passwd',
    'javascript:alert(1)',
    'ftp://example.com/a.png',
    'not a url',
    'https://user:pw@example.com/a.png',
  ])('refuses %s', async (url) => {
    expect(await inspectAttachmentUrl(url)).toMatchObject({
      ok: false,
      error: { kind: 'invalid-input', field: 'url' },
    });
  });
});

describe('fileNameFromDisposition', () => {
  it('strips folders and control characters from the name a server suggests', () => {
    expect(fileNameFromDisposition('attachment; filename="../../etc/passwd"')).toBe('passwd');
    expect(fileNameFromDisposition('attachment; filename="a\u0007b.txt"')).toBe('ab.txt');
    expect(fileNameFromDisposition('inline')).toBeUndefined();
  });
});
