import {
  CrmAuthError,
  CrmHttpError,
  CrmNetworkError,
  CrmRateLimitError,
  CrmTimeoutError,
  CrmValidationError,
} from '@crm/client';
import { describe, expect, it } from 'vitest';
import { classifySendFailure } from './send-failure.ts';

const op = 'sendMessage';

describe('classifySendFailure: resend automatically only when the message certainly did not arrive', () => {
  it.each([
    [
      'connection never made',
      new CrmNetworkError('Could not connect.', op, false, 'ECONNREFUSED'),
      'retry',
      'network',
    ],
    [
      'connection broke after sending',
      new CrmNetworkError('Connection reset.', op, true, 'ECONNRESET'),
      'unconfirmed',
      'network',
    ],
    ['time-out', new CrmTimeoutError('No answer in time.', op, 15_000), 'unconfirmed', 'timeout'],
    [
      '429',
      new CrmRateLimitError('Too many requests.', op, 429, undefined, 2_000),
      'retry',
      'rate-limit',
    ],
    ['502', new CrmHttpError('Bad gateway.', op, 502, undefined), 'retry', 'server'],
    ['503', new CrmHttpError('Unavailable.', op, 503, undefined), 'retry', 'server'],
    ['504', new CrmHttpError('Gateway time-out.', op, 504, undefined), 'retry', 'server'],
    [
      '500 (may have been stored)',
      new CrmHttpError('Server error.', op, 500, undefined),
      'unconfirmed',
      'server',
    ],
    ['401', new CrmAuthError('Token refused.', op, 401, undefined), 'failed', 'auth'],
    ['404', new CrmHttpError('Not found.', op, 404, undefined), 'failed', 'not-found'],
    ['422', new CrmHttpError('Invalid.', op, 422, undefined), 'failed', 'rejected'],
    [
      'invalid request (nothing sent)',
      new CrmValidationError('Bad input.', op, 'request', 'body.attachments[0].url'),
      'failed',
      'invalid-input',
    ],
    [
      '2xx of the wrong shape',
      new CrmValidationError('Odd answer.', op, 'response', ''),
      'unconfirmed',
      'not-crm',
    ],
    ['anything else', new TypeError('undefined is not a function'), 'unconfirmed', 'server'],
  ])('%s → %s', (_label, error, disposition, kind) => {
    const failure = classifySendFailure(error);
    expect(failure.disposition).toBe(disposition);
    expect(failure.error.kind).toBe(kind);
  });

  it('passes on how long the server asked to wait', () => {
    expect(
      classifySendFailure(new CrmRateLimitError('Slow down.', op, 429, undefined, 7_000))
        .retryAfterMs,
    ).toBe(7_000);
  });

  it('scrubs a secret that slipped into an error message', () => {
    const failure = classifySendFailure(
      new CrmHttpError('Refused token abcd1234secret.', op, 400, undefined),
      ['abcd1234secret'],
    );
    expect(failure.error.message).toBe('Refused token [hidden].');
  });

  it('never forwards the text of an unexpected error', () => {
    expect(classifySendFailure(new Error('token=abc at /home/me')).error.message).not.toContain(
      'abc',
    );
  });
});
