// One HTTP exchange: fetch with a time-out, read the whole body, and turn failures into CrmErrors.
// The status is not interpreted here (see http-errors.ts).
import { CrmNetworkError, CrmTimeoutError } from './errors.ts';
import { connectionBrokeMessage, notConnectedMessage, timeoutMessage } from './messages.ts';

export type FetchLike = (input: string, init: RequestInit) => Promise<Response>;

export interface Reply {
  readonly status: number;
  readonly headers: Headers;
  readonly text: string;
}

export interface ExchangeContext {
  readonly operationId: string;
  readonly origin: string;
  readonly timeoutMs: number;
  /** The caller's signal: aborting it rejects with its own reason, not with a CrmError. */
  readonly signal: AbortSignal | undefined;
}

// Error codes that mean no connection was made, so the service cannot have seen the request.
const neverConnectedCodes = new Set([
  'ECONNREFUSED',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EADDRNOTAVAIL',
  'UND_ERR_CONNECT_TIMEOUT',
  'CERT_HAS_EXPIRED',
  'DEPTH_ZERO_SELF_SIGNED_CERT',
  'SELF_SIGNED_CERT_IN_CHAIN',
  'UNABLE_TO_VERIFY_LEAF_SIGNATURE',
  'ERR_TLS_CERT_ALTNAME_INVALID',
]);

export async function exchange(
  fetch: FetchLike,
  url: string,
  init: RequestInit,
  context: ExchangeContext,
): Promise<Reply> {
  const { signal } = context;
  if (signal?.aborted) throw signal.reason;

  // A controller of our own (not AbortSignal.timeout/any): its timer is cleared as soon as we are done.
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, context.timeoutMs);
  const onCallerAbort = () => controller.abort(signal?.reason);
  signal?.addEventListener('abort', onCallerAbort, { once: true });

  let headersArrived = false;
  try {
    const response = await fetch(url, { ...init, signal: controller.signal });
    headersArrived = true;
    const text = await response.text();
    return { status: response.status, headers: response.headers, text };
  } catch (error) {
    if (signal?.aborted) throw signal.reason;
    if (timedOut) {
      throw new CrmTimeoutError(
        timeoutMessage(context.operationId, context.timeoutMs),
        context.operationId,
        context.timeoutMs,
      );
    }
    // The original error is not kept as `cause`: an injected fetch could put request headers in it.
    const code = errorCode(error);
    if (!headersArrived && code !== undefined && neverConnectedCodes.has(code)) {
      throw new CrmNetworkError(
        notConnectedMessage(context.operationId, context.origin, code),
        context.operationId,
        false,
        code,
      );
    }
    throw new CrmNetworkError(
      connectionBrokeMessage(context.operationId, code),
      context.operationId,
      true,
      code,
    );
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', onCallerAbort);
  }
}

/** Node's fetch hides the system error code in `cause` (sometimes inside an AggregateError). */
function errorCode(error: unknown, depth = 0): string | undefined {
  if (typeof error !== 'object' || error === null || depth > 4) return undefined;
  const { code, cause, errors } = error as { code?: unknown; cause?: unknown; errors?: unknown };
  // Only a plain code name is kept: a foreign error's fields could hold anything.
  if (typeof code === 'string' && /^[A-Z][A-Z0-9_]{1,40}$/.test(code)) return code;
  const fromCause = errorCode(cause, depth + 1);
  if (fromCause !== undefined) return fromCause;
  if (Array.isArray(errors)) return errorCode(errors[0], depth + 1);
  return undefined;
}
