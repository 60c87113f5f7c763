// The back-off rules, as pure functions (no clock involved).
import { describe, expect, it } from 'vitest';
import {
  CrmHttpError,
  CrmNetworkError,
  CrmRateLimitError,
  CrmTimeoutError,
  CrmValidationError,
} from '../src/errors.ts';
import { parseRetryAfter } from '../src/retry-after.ts';
import { isRetryable, resolveRetryPolicy, retryDelayMs } from '../src/retry.ts';

const policy = resolveRetryPolicy(undefined);
const rateLimited = (retryAfterMs?: number) =>
  new CrmRateLimitError('limited', 'getTag', 429, undefined, retryAfterMs);

describe('retryDelayMs', () => {
  it('doubles from baseDelayMs, with jitter between half and all of the step', () => {
    const error = new CrmNetworkError('reset', 'getTag', true);
    expect([0, 1, 2].map((attempt) => retryDelayMs(attempt, error, policy, () => 0))).toEqual([
      125, 250, 500,
    ]);
    expect([0, 1, 2].map((attempt) => retryDelayMs(attempt, error, policy, () => 1))).toEqual([
      250, 500, 1000,
    ]);
  });

  it('is capped at maxDelayMs', () => {
    expect(retryDelayMs(20, new CrmNetworkError('reset', 'getTag', true), policy, () => 1)).toBe(
      8000,
    );
  });

  it('waits at least what Retry-After asks', () => {
    expect(retryDelayMs(0, rateLimited(1000), policy, () => 1)).toBe(1000);
    expect(retryDelayMs(5, rateLimited(1000), policy, () => 1)).toBe(8000);
  });

  it('gives up when Retry-After is longer than maxDelayMs', () => {
    expect(retryDelayMs(0, rateLimited(60_000), policy)).toBeUndefined();
  });
});

describe('isRetryable', () => {
  it('is true for 429, 502, 503, 504 and connection failures only', () => {
    const http = (status: number) => new CrmHttpError('x', 'getTag', status, undefined);
    expect([429, 502, 503, 504].map((status) => isRetryable(http(status)))).toEqual([
      true,
      true,
      true,
      true,
    ]);
    expect([400, 401, 404, 500, 501].map((status) => isRetryable(http(status)))).toEqual([
      false,
      false,
      false,
      false,
      false,
    ]);
    expect(isRetryable(new CrmNetworkError('refused', 'getTag', false))).toBe(true);
    expect(isRetryable(new CrmTimeoutError('slow', 'getTag', 10))).toBe(false);
    expect(isRetryable(new CrmValidationError('bad', 'getTag', 'response', ''))).toBe(false);
  });
});

describe('resolveRetryPolicy', () => {
  it('has the documented defaults, takes overrides, and `false` turns retries off', () => {
    expect(policy).toEqual({ retries: 3, baseDelayMs: 250, maxDelayMs: 8000 });
    expect(resolveRetryPolicy({ retries: 1 })).toEqual({
      retries: 1,
      baseDelayMs: 250,
      maxDelayMs: 8000,
    });
    expect(resolveRetryPolicy(false).retries).toBe(0);
  });
});

describe('parseRetryAfter', () => {
  const now = Date.parse('2025-03-10T12:00:00Z');

  it('reads seconds and HTTP dates', () => {
    expect(parseRetryAfter('1', now)).toBe(1000);
    expect(parseRetryAfter(' 120 ', now)).toBe(120_000);
    expect(parseRetryAfter('Mon, 10 Mar 2025 12:00:30 GMT', now)).toBe(30_000);
    expect(parseRetryAfter('Mon, 10 Mar 2025 11:00:00 GMT', now)).toBe(0);
  });

  it('ignores an absent or unreadable header', () => {
    expect(parseRetryAfter(null, now)).toBeUndefined();
    expect(parseRetryAfter('soon', now)).toBeUndefined();
    expect(parseRetryAfter('-5', now)).toBeUndefined();
  });
});
