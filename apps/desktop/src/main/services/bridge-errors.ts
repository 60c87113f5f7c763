// Maps what the client throws to the kinds the renderer understands. Client messages are written to be safe;
// anything else (a bug, a surprise) gets a generic sentence, and every message is scrubbed of known secrets.
import {
  CrmAuthError,
  CrmError,
  CrmHttpError,
  CrmNetworkError,
  CrmRateLimitError,
  CrmTimeoutError,
  CrmValidationError,
} from '@crm/client';
import type { BridgeError } from '../../shared/bridge.ts';

export function toBridgeError(error: unknown, secrets: readonly string[] = []): BridgeError {
  const mapped = classify(error);
  return { ...mapped, message: scrub(mapped.message, secrets) };
}

function classify(error: unknown): BridgeError {
  if (error instanceof CrmRateLimitError) {
    const rateLimited: BridgeError = {
      kind: 'rate-limit',
      message: error.message,
      status: error.status,
    };
    if (error.retryAfterMs !== undefined) rateLimited.retryAfterMs = error.retryAfterMs;
    return rateLimited;
  }
  if (error instanceof CrmAuthError)
    return { kind: 'auth', message: error.message, status: error.status };
  if (error instanceof CrmHttpError) {
    const kind = error.status === 404 ? 'not-found' : error.status >= 500 ? 'server' : 'rejected';
    return { kind, message: error.message, status: error.status };
  }
  if (error instanceof CrmTimeoutError) return { kind: 'timeout', message: error.message };
  if (error instanceof CrmNetworkError) return { kind: 'network', message: error.message };
  if (error instanceof CrmValidationError) {
    return error.direction === 'request'
      ? { kind: 'invalid-input', message: error.message, field: error.path }
      : { kind: 'not-crm', message: error.message, field: error.path };
  }
  if (error instanceof CrmError) return { kind: 'server', message: error.message };
  return {
    kind: 'server',
    message:
      'Something unexpected went wrong in CRM Desk. Try again; if it keeps happening, restart the app.',
  };
}

/** Defence in depth: no secret may leave main inside an error message. */
export function scrub(message: string, secrets: readonly string[]): string {
  let clean = message;
  for (const secret of secrets) {
    if (secret.length >= 4) clean = clean.split(secret).join('[hidden]');
  }
  return clean;
}
