// When and how long to wait before repeating a read. Writes are never repeated automatically:
// the caller decides, because the service may already have acted on them.
import { CrmHttpError, CrmNetworkError } from './errors.ts';

export interface RetryOptions {
  /** Extra attempts after the first; default 3. */
  retries?: number;
  /** First back-off step; default 250 ms. Each further attempt doubles it. */
  baseDelayMs?: number;
  /** Longest wait between attempts; a longer `Retry-After` ends the retries instead. Default 8000 ms. */
  maxDelayMs?: number;
}

export interface RetryPolicy {
  readonly retries: number;
  readonly baseDelayMs: number;
  readonly maxDelayMs: number;
}

const retryableStatuses = new Set([429, 502, 503, 504]);

export function resolveRetryPolicy(options: RetryOptions | false | undefined): RetryPolicy {
  if (options === false) return { retries: 0, baseDelayMs: 0, maxDelayMs: 0 };
  return {
    retries: options?.retries ?? 3,
    baseDelayMs: options?.baseDelayMs ?? 250,
    maxDelayMs: options?.maxDelayMs ?? 8000,
  };
}

/** Whether repeating the same read can help: overload, gateway trouble, or a failed connection. */
export function isRetryable(error: unknown): boolean {
  if (error instanceof CrmHttpError) return retryableStatuses.has(error.status);
  return error instanceof CrmNetworkError;
}

/**
 * The wait before attempt `attempt + 1`: exponential, capped, with jitter (half fixed, half random)
 * so that many clients do not retry in step; never shorter than the service's `Retry-After`.
 * Undefined when the service asks for a longer wait than `maxDelayMs`: better to tell the caller.
 */
export function retryDelayMs(
  attempt: number,
  error: unknown,
  policy: RetryPolicy,
  random: () => number = Math.random,
): number | undefined {
  const ceiling = Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** attempt);
  const backoff = ceiling / 2 + (random() * ceiling) / 2;
  const retryAfter = error instanceof CrmHttpError ? error.retryAfterMs : undefined;
  if (retryAfter === undefined) return backoff;
  if (retryAfter > policy.maxDelayMs) return undefined;
  return Math.max(retryAfter, backoff);
}

/** Waits `ms`, or rejects with the signal's reason as soon as the caller aborts. */
export function sleep(ms: number, signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal?.reason);
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}
