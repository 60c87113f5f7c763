import { describe, expect, it } from 'vitest';
import { checkBaseUrl, checkConnectInput, checkDraft, checkSettingsPatch } from './validators.ts';

const NOW = Date.parse('2026-03-01T10:00:00.000Z');
const base = { body: 'Hello', isInternal: false, attachments: [] };

describe('checkDraft', () => {
  it('accepts a complete draft and normalises the schedule to UTC', () => {
    const draft = {
      body: 'See attached',
      isInternal: true,
      scheduledDate: '2026-03-02T09:30:00-03:00',
      replyTo: { messageId: 'm-1', quote: 'Earlier message' },
      attachments: [
        {
          url: 'https://cdn.example.com/a.png',
          fileName: 'a.png',
          mimeType: 'image/png',
          type: 'IMAGE',
          size: 1024,
        },
      ],
    };
    expect(checkDraft(draft, { forSending: true, now: NOW })).toEqual({
      ok: true,
      value: { ...draft, scheduledDate: '2026-03-02T12:30:00.000Z' },
    });
  });

  it.each([
    ['no object', null, 'draft'],
    ['a body that is not text', { ...base, body: 42 }, 'body'],
    ['isInternal missing', { body: 'x', attachments: [] }, 'isInternal'],
    ['attachments not a list', { ...base, attachments: 'a.png' }, 'attachments'],
    [
      'an attachment with a file: URL',
      {
        ...base,
        attachments: [
          { url: 'file:///etc/passwd', fileName: 'p', mimeType: 'text/plain', type: 'FILE' },
        ],
      },
      'attachments[0].url',
    ],
    [
      'an attachment of unknown type',
      {
        ...base,
        attachments: [{ url: 'https://x.io/a', fileName: 'a', mimeType: 'a/b', type: 'STICKER' }],
      },
      'attachments[0].type',
    ],
    [
      'a negative size',
      {
        ...base,
        attachments: [
          { url: 'https://x.io/a', fileName: 'a', mimeType: 'a/b', type: 'FILE', size: -1 },
        ],
      },
      'attachments[0].size',
    ],
    [
      'a reply without a message id',
      { ...base, replyTo: { messageId: '', quote: 'q' } },
      'replyTo.messageId',
    ],
    ['a schedule that is not a date', { ...base, scheduledDate: 'tomorrow' }, 'scheduledDate'],
    [
      'a schedule without a time zone',
      { ...base, scheduledDate: '2026-03-02T09:30:00' },
      'scheduledDate',
    ],
  ])('refuses %s', (_label, draft, field) => {
    expect(checkDraft(draft, { forSending: false, now: NOW })).toMatchObject({
      ok: false,
      error: { kind: 'invalid-input', field },
    });
  });

  it('only when sending: refuses an empty message and a schedule in the past', () => {
    const empty = { ...base, body: '   ' };
    expect(checkDraft(empty, { forSending: false, now: NOW }).ok).toBe(true);
    expect(checkDraft(empty, { forSending: true, now: NOW })).toMatchObject({
      ok: false,
      error: { field: 'body' },
    });
    const past = { ...base, scheduledDate: '2026-03-01T09:00:00.000Z' };
    expect(checkDraft(past, { forSending: true, now: NOW })).toMatchObject({
      ok: false,
      error: { field: 'scheduledDate' },
    });
  });
});

describe('connection and settings input', () => {
  it('normalises the base URL and the token', () => {
    expect(
      checkConnectInput({ baseUrl: 'https://crm.example.com/', token: '  abc.def.ghi ' }),
    ).toEqual({
      ok: true,
      value: {
        baseUrl: 'https://crm.example.com',
        token: 'abc.def.ghi',
        allowPlainTextStorage: false,
      },
    });
  });

  it.each([
    [{ baseUrl: 'ftp://crm.example.com', token: 't' }, 'baseUrl'],
    [{ baseUrl: 'https://user:pw@crm.example.com', token: 't' }, 'baseUrl'],
    [{ baseUrl: 'https://crm.example.com', token: '' }, 'token'],
    [{ baseUrl: 'https://crm.example.com', token: 'two words' }, 'token'],
    [
      { baseUrl: 'https://crm.example.com', token: 't', allowPlainTextStorage: 'yes' },
      'allowPlainTextStorage',
    ],
  ])('refuses %j', (input, field) => {
    expect(checkConnectInput(input)).toMatchObject({
      ok: false,
      error: { kind: 'invalid-input', field },
    });
  });

  it('refuses a base URL with a query', () => {
    expect(checkBaseUrl('https://crm.example.com/?x=1').ok).toBe(false);
  });

  it('accepts known settings only, within bounds', () => {
    expect(checkSettingsPatch({ locale: 'pt-BR', instancesPollMs: 10_000 })).toEqual({
      ok: true,
      value: { locale: 'pt-BR', instancesPollMs: 10_000 },
    });
    expect(checkSettingsPatch({ locale: 'fr' })).toMatchObject({
      ok: false,
      error: { field: 'locale' },
    });
    expect(checkSettingsPatch({ instancesPollMs: 10 })).toMatchObject({
      ok: false,
      error: { field: 'instancesPollMs' },
    });
    expect(checkSettingsPatch({ token: 'sneaky' })).toMatchObject({
      ok: false,
      error: { field: 'token' },
    });
  });
});
