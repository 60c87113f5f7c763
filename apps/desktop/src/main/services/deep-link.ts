// Turns what an attendant pastes or what the OS hands us into a conversation id, or refuses it.
import type { Result } from '../../shared/bridge.ts';
import { fail, ok } from './result.ts';

export const DEEP_LINK_SCHEME = 'crmdesk';

// Ids are opaque strings; this keeps them to characters that are safe in a URL path and a file name.
const CONVERSATION_ID = /^[A-Za-z0-9][A-Za-z0-9._~-]{0,127}$/;

export function isConversationId(value: string): boolean {
  return CONVERSATION_ID.test(value) && !value.includes('..');
}

/** Accepts an id, an http(s) link whose path holds `/conversations/<id>`, or `crmdesk://conversations/<id>`. */
export function parseConversationRef(input: string): Result<string> {
  const text = input.trim();
  if (text.length === 0) return refuse();
  if (isConversationId(text)) return ok(text);

  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return refuse();
  }
  if (url.protocol === `${DEEP_LINK_SCHEME}:`) return idFromDeepLink(url);
  if (url.protocol === 'http:' || url.protocol === 'https:') return idFromWebLink(url);
  return refuse();
}

/** Finds a `crmdesk:` URL among process arguments (Windows and Linux pass deep links that way). */
export function findDeepLinkArgument(argv: readonly string[]): string | undefined {
  return argv.find((arg) => arg.toLowerCase().startsWith(`${DEEP_LINK_SCHEME}:`));
}

function idFromDeepLink(url: URL): Result<string> {
  // crmdesk://conversations/<id> parses with host "conversations" and path "/<id>".
  if (url.hostname.toLowerCase() !== 'conversations') return refuse();
  const segments = pathSegments(url.pathname);
  if (segments.length !== 1) return refuse();
  return checkedId(segments[0]);
}

function idFromWebLink(url: URL): Result<string> {
  const segments = pathSegments(url.pathname);
  const index = segments.lastIndexOf('conversations');
  if (index === -1) return refuse();
  return checkedId(segments[index + 1]);
}

function pathSegments(pathname: string): string[] {
  return pathname.split('/').filter((segment) => segment.length > 0);
}

function checkedId(segment: string | undefined): Result<string> {
  if (segment === undefined) return refuse();
  let id: string;
  try {
    id = decodeURIComponent(segment);
  } catch {
    return refuse();
  }
  return isConversationId(id) ? ok(id) : refuse();
}

function refuse(): Result<string> {
  return fail(
    'invalid-input',
    'That is not a conversation id or a conversation link. Paste an id, a link containing /conversations/<id>, or a crmdesk://conversations/<id> link.',
    { field: 'idOrLink' },
  );
}
