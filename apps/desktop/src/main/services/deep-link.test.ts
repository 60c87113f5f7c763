import { describe, expect, it } from 'vitest';
import { findDeepLinkArgument, parseConversationRef } from './deep-link.ts';

describe('parseConversationRef', () => {
  it.each([
    ['a plain id', '6650f0c2a1b2c3d4e5f60718', '6650f0c2a1b2c3d4e5f60718'],
    ['an id with spaces around it', '  conv_42  ', 'conv_42'],
    ['a UUID', '3f2c1e8a-9b7d-4c6e-8f1a-2b3c4d5e6f70', '3f2c1e8a-9b7d-4c6e-8f1a-2b3c4d5e6f70'],
    ['a deep link', 'crmdesk://conversations/abc123', 'abc123'],
    [
      'a deep link with a trailing slash (Windows adds one)',
      'crmdesk://conversations/abc123/',
      'abc123',
    ],
    ['a deep link with a query', 'CRMDESK://conversations/abc123?from=mail', 'abc123'],
    ['a web link', 'https://crm.example.com/app/conversations/abc123', 'abc123'],
    [
      'a web link with more after the id',
      'https://crm.example.com/conversations/abc123/messages?x=1#top',
      'abc123',
    ],
    [
      'an http link with an API path',
      'http://localhost:4010/api/v1/conversations/c-9/messages',
      'c-9',
    ],
    ['an encoded id', 'https://crm.example.com/conversations/abc%2D1', 'abc-1'],
  ])('accepts %s', (_label, input, id) => {
    expect(parseConversationRef(input)).toEqual({ ok: true, value: id });
  });

  it.each([
    ['an empty string', ''],
    ['blank text', '   '],
    ['a sentence', 'hello there'],
    ['a path traversal', '../etc/passwd'],
    ['a link without a conversation', 'https://crm.example.com/leads/abc123'],
    ['a link ending at /conversations', 'https://crm.example.com/conversations/'],
    ['a deep link to something else', 'crmdesk://leads/abc123'],
    ['a deep link with extra segments', 'crmdesk://conversations/abc/def'],
    ['another scheme', 'javascript://conversations/abc123'],
    ['a file link', 'file:///conversations/abc123'],
    ['an id with a slash once decoded', 'https://crm.example.com/conversations/a%2F..%2Fb'],
    ['an id that is too long', 'a'.repeat(200)],
  ])('refuses %s with invalid-input', (_label, input) => {
    expect(parseConversationRef(input)).toMatchObject({
      ok: false,
      error: { kind: 'invalid-input', field: 'idOrLink' },
    });
  });
});

describe('findDeepLinkArgument', () => {
  it('finds the crmdesk link among the arguments the OS passed', () => {
    expect(
      findDeepLinkArgument([
        '/opt/CRM Desk/crm-desk',
        '--no-sandbox',
        'crmdesk://conversations/x1',
      ]),
    ).toBe('crmdesk://conversations/x1');
    expect(findDeepLinkArgument(['/opt/CRM Desk/crm-desk', 'https://example.com'])).toBeUndefined();
  });
});
