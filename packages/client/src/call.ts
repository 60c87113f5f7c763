// One operation call: check the input, let the generated function build the request, then send it
// with auth and a time-out, repeat it when that is safe, and check what comes back.
import { httpErrorFor } from './http-errors.ts';
import type { Operation } from './operation.ts';
import type { CrmRequestInit } from './orval-mutator.ts';
import { checkRequest, type RequestInput } from './request-check.ts';
import { readSuccessBody } from './response-body.ts';
import type { ResponseIssue } from './response-check.ts';
import { isRetryable, retryDelayMs, sleep, type RetryPolicy } from './retry.ts';
import { exchange, type FetchLike, type Reply } from './transport.ts';

/** Per-call options, the last argument of every client method. */
export interface CallOptions {
  /** Aborting it cancels the call (and any wait between attempts) with the signal's reason. */
  signal?: AbortSignal;
  /** Overrides the client's `timeoutMs` for this call (each attempt). */
  timeoutMs?: number;
}

export interface CallConfig {
  /** Scheme, host and base path, without a trailing slash. */
  readonly baseUrl: string;
  /** Scheme and host only, safe to show in messages. */
  readonly origin: string;
  readonly fetch: FetchLike;
  readonly timeoutMs: number;
  readonly retry: RetryPolicy;
  readonly userAgent: string | undefined;
  /** Read at each attempt, so `setToken` applies at once; never stored elsewhere. */
  readonly token: () => string;
  readonly report: (issue: ResponseIssue) => void;
}

export type Call = <T>(
  operation: Operation,
  input: RequestInput,
  options: CallOptions | undefined,
  invoke: (init: CrmRequestInit) => Promise<T>,
) => Promise<T>;

export function createCall(config: CallConfig): Call {
  return async (operation, input, options, invoke) => {
    checkRequest(operation.operationId, operation.request, input);
    return invoke({ execute: (path, init) => send(config, operation, path, init, options) });
  };
}

async function send(
  config: CallConfig,
  operation: Operation,
  path: string,
  init: RequestInit,
  options?: CallOptions,
): Promise<unknown> {
  const { operationId } = operation;
  const method = (init.method ?? 'GET').toUpperCase();
  const isRead = method === 'GET';
  const signal = options?.signal;
  const context = {
    operationId,
    origin: config.origin,
    timeoutMs: options?.timeoutMs ?? config.timeoutMs,
    signal,
  };
  const url = config.baseUrl + path;

  for (let attempt = 0; ; attempt++) {
    let reply: Reply | undefined;
    let failure: unknown;
    try {
      reply = await exchange(
        config.fetch,
        url,
        { ...init, headers: requestHeaders(config, init.headers) },
        context,
      );
    } catch (error) {
      failure = error;
    }
    if (reply && reply.status >= 200 && reply.status < 300) {
      return readSuccessBody(operation, reply.text, !isRead, config.report);
    }
    if (reply) failure = httpErrorFor(operationId, reply, config.token());
    // Only reads are repeated: the service may already have acted on a write.
    const delay =
      isRead && attempt < config.retry.retries && isRetryable(failure)
        ? retryDelayMs(attempt, failure, config.retry)
        : undefined;
    if (delay === undefined) throw failure;
    await sleep(delay, signal);
  }
}

function requestHeaders(
  config: CallConfig,
  given: HeadersInit | undefined,
): Record<string, string> {
  const headers: Record<string, string> =
    given === undefined
      ? {}
      : given instanceof Headers || Array.isArray(given)
        ? Object.fromEntries(new Headers(given))
        : { ...given };
  headers['accept'] = 'application/json';
  headers['authorization'] = `Bearer ${config.token()}`;
  if (config.userAgent !== undefined) headers['user-agent'] = config.userAgent;
  return headers;
}
