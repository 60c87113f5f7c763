import { sendJson, startLocalServer, type LocalServer } from '@crm/testkit';
import { afterEach, describe, expect, it } from 'vitest';
import { runCrm } from './run-crm.js';

let server: LocalServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

/** Runs crm against a server that answers `reply`, and returns the one request it received. */
async function requestOf(
  reply: unknown,
  ...args: string[]
): Promise<{ method: string; path: string; body: unknown }> {
  server = await startLocalServer((_request, response) => sendJson(response, 200, reply));
  const run = await runCrm(['--json', ...args], { baseUrl: server.url });
  expect(run.stderr).toBe('');
  expect(run.code).toBe(0);
  expect(server.requests).toHaveLength(1);
  const [request] = server.requests;
  return {
    method: request!.method,
    path: request!.path,
    body: request!.body === '' ? undefined : JSON.parse(request!.body),
  };
}

const sentMessage = { id: 'msg_1', conversationId: 'conv_1', body: 'hi' };

describe('what the CLI sends', () => {
  it('messages send infers attachment type, mime type and file name from each URL', async () => {
    const request = await requestOf(
      sentMessage,
      'messages',
      'send',
      'conv_1',
      '--body',
      'Segue o contrato',
      '--attach',
      'https://cdn.example.com/docs/Contrato%20final.PDF',
      'https://cdn.example.com/v/clip.mp4?sig=1',
      '--attach',
      'https://cdn.example.com/a/voice.ogg',
      'https://cdn.example.com/raw/blob',
    );
    expect(request).toMatchObject({
      method: 'POST',
      path: '/api/v1/conversations/conv_1/messages',
    });
    expect(request.body).toEqual({
      body: 'Segue o contrato',
      attachments: [
        {
          url: 'https://cdn.example.com/docs/Contrato%20final.PDF',
          fileName: 'Contrato final.PDF',
          mimeType: 'application/pdf',
          type: 'FILE',
        },
        {
          url: 'https://cdn.example.com/v/clip.mp4?sig=1',
          fileName: 'clip.mp4',
          mimeType: 'video/mp4',
          type: 'VIDEO',
        },
        {
          url: 'https://cdn.example.com/a/voice.ogg',
          fileName: 'voice.ogg',
          mimeType: 'audio/ogg',
          type: 'AUDIO',
        },
        {
          url: 'https://cdn.example.com/raw/blob',
          fileName: 'blob',
          mimeType: 'application/octet-stream',
          type: 'FILE',
        },
      ],
    });
  });

  it('messages send: --attach-type overrides, --schedule is normalised, reply and internal flags map', async () => {
    const request = await requestOf(
      sentMessage,
      'messages',
      'send',
      'conv_1',
      '--attach',
      'https://cdn.example.com/raw/blob',
      '--attach-type',
      'IMAGE',
      '--schedule',
      '2026-05-01T11:30:00-03:00',
      '--reply-to',
      'msg_0',
      '--reply-to-attachment',
      'att_0',
      '--internal',
    );
    expect(request.body).toMatchObject({
      scheduledDate: '2026-05-01T14:30:00.000Z',
      repliedMessageId: 'msg_0',
      repliedMessageAttachmentId: 'att_0',
      isInternal: true,
      attachments: [{ type: 'IMAGE', fileName: 'blob' }],
    });
    expect(request.body).not.toHaveProperty('body');
  });

  it('businesses restore sends every id', async () => {
    const request = await requestOf({}, 'businesses', 'restore', 'biz_1', 'biz_2', 'biz_3');
    expect(request).toEqual({
      method: 'POST',
      path: '/api/v1/businesses/actions/restore',
      body: { ids: ['biz_1', 'biz_2', 'biz_3'] },
    });
  });

  it('businesses attach sends the documented fields', async () => {
    const reply = {
      fileName: 'p.pdf',
      mimeType: 'application/pdf',
      url: 'https://x.test/p.pdf',
      type: 'FILE',
    };
    const request = await requestOf(
      reply,
      'businesses',
      'attach',
      'biz_1',
      '--url',
      'https://x.test/p.pdf',
      '--file-name',
      'p.pdf',
    );
    expect(request).toEqual({
      method: 'POST',
      path: '/api/v1/business/biz_1/attachments',
      body: { attachmentUrl: 'https://x.test/p.pdf', fileName: 'p.pdf' },
    });
  });

  it('tags create sends name, colour, description and the random-colour flag', async () => {
    const request = await requestOf(
      {},
      'tags',
      'create',
      '--name',
      'VIP',
      '--color',
      '#1E88E5',
      '--description',
      'Top',
      '--random-color',
    );
    expect(request).toEqual({
      method: 'POST',
      path: '/api/v1/tags',
      body: { name: 'VIP', color: '#1E88E5', description: 'Top', useRandomColor: true },
    });
  });

  it.each([
    [['businesses', 'delete', 'biz_1'], '/api/v1/businesses/biz_1'],
    [['activities', 'delete', 'act_1'], '/api/v1/activities/act_1'],
    [['loss-reasons', 'delete', 'lr_1'], '/api/v1/business-loss-reasons/lr_1'],
  ])('%j sends DELETE %s and accepts an empty 204', async (args, path) => {
    server = await startLocalServer((_request, response) => {
      response.writeHead(204);
      response.end();
    });
    const run = await runCrm(['--json', ...args], { baseUrl: server.url });
    expect(run.code).toBe(0);
    expect(JSON.parse(run.stdout)).toMatchObject({ status: 'deleted' });
    expect(server.requests.map((request) => [request.method, request.path])).toEqual([
      ['DELETE', path],
    ]);
  });
});
