// The instances screen polls at the interval from settings; each 429 in a row doubles the wait
// (or waits as long as the service asked, if longer), and one good answer brings it back.
const maxDelayMs = 15 * 60_000;

export class PollBackoff {
  #rateLimitedInARow = $state(0);
  #retryAfterMs = $state(0);

  get isBackingOff(): boolean {
    return this.#rateLimitedInARow > 0;
  }

  /** How long to wait before the next poll, given the interval from settings. */
  delayMs(baseMs: number): number {
    if (this.#rateLimitedInARow === 0) return baseMs;
    const doubled = baseMs * 2 ** Math.min(this.#rateLimitedInARow, 10);
    return Math.min(maxDelayMs, Math.max(doubled, this.#retryAfterMs));
  }

  recordRateLimit(retryAfterMs: number | undefined): void {
    this.#rateLimitedInARow += 1;
    this.#retryAfterMs = retryAfterMs ?? 0;
  }

  recordSuccess(): void {
    this.#rateLimitedInARow = 0;
    this.#retryAfterMs = 0;
  }
}
