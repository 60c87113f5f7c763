// Capped exponential back-off with jitter, so many desks coming back online do not hit the service at once.
export interface BackoffPolicy {
  baseDelayMs: number;
  maxDelayMs: number;
  /** Automatic attempts before an entry is marked failed and left to the attendant. */
  maxAutoAttempts: number;
}

export const DEFAULT_BACKOFF: BackoffPolicy = {
  baseDelayMs: 1_000,
  maxDelayMs: 60_000,
  maxAutoAttempts: 8,
};

/** Delay before automatic attempt `attempt + 1`, after `attempt` (1-based) attempts failed. */
export function backoffDelay(
  attempt: number,
  policy: BackoffPolicy,
  random: () => number,
  retryAfterMs = 0,
): number {
  const exponential = Math.min(
    policy.maxDelayMs,
    policy.baseDelayMs * 2 ** Math.max(0, attempt - 1),
  );
  const jittered = exponential / 2 + random() * (exponential / 2);
  // The server's own Retry-After wins when it asks for longer.
  return Math.round(Math.max(jittered, retryAfterMs));
}
