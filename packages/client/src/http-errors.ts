// A non-2xx reply becomes the matching CrmHttpError subclass, with the body kept in whatever shape it came.
import { CrmAuthError, CrmHttpError, CrmRateLimitError } from './errors.ts';
import { httpErrorMessage } from './messages.ts';
import { parseRetryAfter } from './retry-after.ts';
import type { Reply } from './transport.ts';

export function httpErrorFor(operationId: string, reply: Reply, secret: string): CrmHttpError {
  const { status } = reply;
  const body = parseErrorBody(redact(reply.text, secret));
  const retryAfterMs = parseRetryAfter(reply.headers.get('retry-after'));
  const message = httpErrorMessage(operationId, status, retryAfterMs);
  if (status === 401 || status === 403)
    return new CrmAuthError(message, operationId, status, body, retryAfterMs);
  if (status === 429)
    return new CrmRateLimitError(message, operationId, status, body, retryAfterMs);
  return new CrmHttpError(message, operationId, status, body, retryAfterMs);
}

/** JSON when it parses (objects, nested or not), otherwise the text as sent (an HTML page, say); empty → undefined. */
export function parseErrorBody(text: string): unknown {
  if (text.trim() === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

// A server that echoes the request (some proxies and debug pages do) must not leak the token into errors.
function redact(text: string, secret: string): string {
  return secret !== '' && text.includes(secret) ? text.replaceAll(secret, '[redacted]') : text;
}
