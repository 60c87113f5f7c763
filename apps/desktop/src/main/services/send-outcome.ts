// What one send attempt came to, and what the outbox should do next. Kept free of the client's classes so the
// outbox itself runs anywhere (the crash-safety test drives it from a bare Node child process).
import type { BridgeError, OutboxEntry } from '../../shared/bridge.ts';

export type SentMessage = NonNullable<OutboxEntry['sent']>;

/**
 * - retry: the request certainly did not take effect (never left, or the server said "later"); safe to resend.
 * - unconfirmed: it may have arrived; only the attendant may resend.
 * - failed: the server refused it; resending the same thing will not help.
 */
export type SendDisposition = 'retry' | 'unconfirmed' | 'failed';

export interface SendFailure {
  disposition: SendDisposition;
  error: BridgeError;
  /** The server asked to wait this long (429 Retry-After). */
  retryAfterMs?: number;
}

export type SendOutcome = { ok: true; message: SentMessage } | { ok: false; failure: SendFailure };
