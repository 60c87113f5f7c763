// createCrmClient: configuration checks, the private token, and the operations bound to one transport.
import { createCall } from './call.ts';
import { CrmValidationError } from './errors.ts';
import { invalidOptionMessage } from './messages.ts';
import { bindOperations, type CrmOperations } from './operations.ts';
import type { ResponseIssue } from './response-check.ts';
import { resolveRetryPolicy, type RetryOptions } from './retry.ts';
import type { FetchLike } from './transport.ts';

export interface CrmClientOptions {
  /** Scheme, host and optional base path of the service, e.g. `https://api.example.com`. */
  baseUrl: string;
  /** Bearer token (a JWT). Kept private: it cannot be read back and appears in no error. */
  token: string;
  /** A fetch implementation; defaults to the global `fetch`. */
  fetch?: FetchLike;
  /** Time allowed for each attempt, headers and body; default 15000 ms. */
  timeoutMs?: number;
  /** Sent as `User-Agent` where the platform allows it. */
  userAgent?: string;
  /** Back-off for reads (GET); `false` turns retries off. Writes are never retried. */
  retry?: RetryOptions | false;
  /** Told about each tolerated deviation from the contract in a response (the record is still returned). */
  onResponseIssue?: (issue: ResponseIssue) => void;
}

export interface CrmClient extends CrmOperations {
  /** Replaces the token for every later request (and retries of running ones). */
  setToken(token: string): void;
  /** How many response deviations have been tolerated and reported so far. */
  readonly responseIssueCount: number;
}

export function createCrmClient(options: CrmClientOptions): CrmClient {
  const { baseUrl, origin } = checkBaseUrl(options.baseUrl);
  let token = checkToken(options.token, 'createCrmClient');
  let issueCount = 0;
  const onResponseIssue = options.onResponseIssue;

  const call = createCall({
    baseUrl,
    origin,
    // Looked up at each call, so a fetch installed later (a polyfill, a test server) is used.
    fetch: options.fetch ?? ((input, init) => globalThis.fetch(input, init)),
    timeoutMs: checkTimeout(options.timeoutMs ?? 15_000),
    retry: resolveRetryPolicy(options.retry),
    userAgent: options.userAgent,
    token: () => token,
    report: (issue) => {
      issueCount++;
      try {
        onResponseIssue?.(issue);
      } catch {
        // A failing hook (a logger, say) must not make the record it reports on unreadable.
      }
    },
  });

  return Object.freeze({
    ...bindOperations(call),
    setToken(next: string) {
      token = checkToken(next, 'setToken');
    },
    get responseIssueCount() {
      return issueCount;
    },
  });
}

function checkBaseUrl(value: string): { baseUrl: string; origin: string } {
  let url: URL | undefined;
  try {
    url = new URL(value);
  } catch {
    url = undefined;
  }
  // Credentials in the URL would end up in fetch's own error messages; query and fragment would break paths.
  if (
    !url ||
    !/^https?:$/.test(url.protocol) ||
    url.username ||
    url.password ||
    url.search ||
    url.hash
  ) {
    throw optionError(
      'baseUrl',
      'an http(s) address without credentials, query or fragment, like https://api.example.com',
    );
  }
  return { baseUrl: url.origin + url.pathname.replace(/\/+$/, ''), origin: url.origin };
}

// Visible ASCII only: anything else would make fetch throw an error that quotes the header value.
function checkToken(value: unknown, operationId: string): string {
  if (typeof value !== 'string' || !/^[\x21-\x7e]+$/.test(value)) {
    throw optionError(
      'token',
      'a non-empty string of visible ASCII characters (a JWT)',
      operationId,
    );
  }
  return value;
}

function checkTimeout(value: number): number {
  if (!Number.isFinite(value) || value <= 0)
    throw optionError('timeoutMs', 'a positive number of milliseconds');
  return value;
}

function optionError(
  option: string,
  expected: string,
  operationId = 'createCrmClient',
): CrmValidationError {
  return new CrmValidationError(
    invalidOptionMessage(option, expected),
    operationId,
    'request',
    option,
  );
}
