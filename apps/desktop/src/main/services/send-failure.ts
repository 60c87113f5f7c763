// Decides, from what the client threw, whether a send may be retried automatically. The rule: resend on our own
// only when the server certainly did not act on the request; when in doubt, ask the attendant.
import {
  CrmHttpError,
  CrmNetworkError,
  CrmRateLimitError,
  CrmTimeoutError,
  CrmValidationError,
} from '@crm/client';
import { toBridgeError } from './bridge-errors.ts';
import type { SendFailure } from './send-outcome.ts';

const RETRYABLE_STATUS = new Set([502, 503, 504]);

export function classifySendFailure(error: unknown, secrets: readonly string[] = []): SendFailure {
  const bridgeError = toBridgeError(error, secrets);
  if (error instanceof CrmRateLimitError) {
    const failure: SendFailure = { disposition: 'retry', error: bridgeError };
    if (error.retryAfterMs !== undefined) failure.retryAfterMs = error.retryAfterMs;
    return failure;
  }
  if (error instanceof CrmNetworkError) {
    if (!error.requestMayHaveBeenReceived) return { disposition: 'retry', error: bridgeError };
    return {
      disposition: 'unconfirmed',
      error: {
        ...bridgeError,
        message:
          'The connection broke after the message left, so it may or may not have arrived. Check the conversation, then mark it as sent or send it again.',
      },
    };
  }
  if (error instanceof CrmTimeoutError) {
    return {
      disposition: 'unconfirmed',
      error: {
        ...bridgeError,
        message:
          'The service did not answer in time, so the message may or may not have arrived. Check the conversation, then mark it as sent or send it again.',
      },
    };
  }
  if (error instanceof CrmHttpError) {
    if (RETRYABLE_STATUS.has(error.status)) return { disposition: 'retry', error: bridgeError };
    // Any other server error may have happened after the message was stored.
    if (error.status >= 500) return { disposition: 'unconfirmed', error: bridgeError };
    return { disposition: 'failed', error: bridgeError };
  }
  if (error instanceof CrmValidationError) {
    // A request refused before sending failed for sure; a 2xx answer of the wrong shape probably means it arrived.
    return {
      disposition: error.direction === 'request' ? 'failed' : 'unconfirmed',
      error: bridgeError,
    };
  }
  return { disposition: 'unconfirmed', error: bridgeError };
}
