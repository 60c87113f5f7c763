import { describe, expect, it } from 'vitest';
import { PollBackoff } from './pollBackoff.svelte.ts';

describe('PollBackoff', () => {
  it('polls at the settings interval while the service is happy', () => {
    expect(new PollBackoff().delayMs(30_000)).toBe(30_000);
  });

  it('doubles the wait for each 429 in a row, honours Retry-After, and recovers after a success', () => {
    const backoff = new PollBackoff();
    backoff.recordRateLimit(undefined);
    expect(backoff.delayMs(30_000)).toBe(60_000);
    backoff.recordRateLimit(undefined);
    expect(backoff.delayMs(30_000)).toBe(120_000);
    backoff.recordRateLimit(600_000);
    expect(backoff.delayMs(30_000)).toBe(600_000);
    expect(backoff.isBackingOff).toBe(true);
    backoff.recordSuccess();
    expect(backoff.delayMs(30_000)).toBe(30_000);
  });

  it('never waits more than 15 minutes', () => {
    const backoff = new PollBackoff();
    for (let i = 0; i < 20; i += 1) backoff.recordRateLimit(undefined);
    expect(backoff.delayMs(60_000)).toBe(15 * 60_000);
  });
});
