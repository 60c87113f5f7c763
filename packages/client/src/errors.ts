// Errors a caller can branch on with `instanceof`. Each message is one readable sentence with a way
// forward, and none of them holds the token (it never reaches this file).

/** Base class of every error the CRM client throws. */
export class CrmError extends Error {
  // Spelled out, not taken from the class: a minifier may rename classes in an app bundle.
  override name = 'CrmError';
  /** The operation that failed, e.g. `sendMessage`. */
  readonly operationId: string;

  constructor(message: string, operationId: string) {
    super(message);
    this.operationId = operationId;
  }
}

/** The service answered with a status outside 2xx. */
export class CrmHttpError extends CrmError {
  override name = 'CrmHttpError';
  readonly status: number;
  /** The error body as sent: parsed JSON, plain text (an HTML page, say), or undefined when empty. */
  readonly body: unknown;
  /** How long the service asked us to wait (`Retry-After`), when it said so. */
  readonly retryAfterMs?: number;

  constructor(
    message: string,
    operationId: string,
    status: number,
    body: unknown,
    retryAfterMs?: number,
  ) {
    super(message, operationId);
    this.status = status;
    this.body = body;
    if (retryAfterMs !== undefined) this.retryAfterMs = retryAfterMs;
  }
}

/** 401 or 403: the token is missing, invalid, expired, or not allowed to do this. */
export class CrmAuthError extends CrmHttpError {
  override name = 'CrmAuthError';
}

/** 429: the service is rate-limiting; `retryAfterMs` says how long to wait when the service said so. */
export class CrmRateLimitError extends CrmHttpError {
  override name = 'CrmRateLimitError';
}

/** The request did not complete because the connection failed. */
export class CrmNetworkError extends CrmError {
  override name = 'CrmNetworkError';
  /** False only when the connection was never made (refused, unknown host); true when it broke later. */
  readonly requestMayHaveBeenReceived: boolean;
  /** The system's error code when known, e.g. `ECONNREFUSED` or `ECONNRESET`. */
  readonly code?: string;

  constructor(
    message: string,
    operationId: string,
    requestMayHaveBeenReceived: boolean,
    code?: string,
  ) {
    super(message, operationId);
    this.requestMayHaveBeenReceived = requestMayHaveBeenReceived;
    if (code !== undefined) this.code = code;
  }
}

/** No complete answer within `timeoutMs`; the request had left, so the service may have received it. */
export class CrmTimeoutError extends CrmError {
  override name = 'CrmTimeoutError';
  readonly timeoutMs: number;

  constructor(message: string, operationId: string, timeoutMs: number) {
    super(message, operationId);
    this.timeoutMs = timeoutMs;
  }
}

/**
 * `direction: 'request'`: the input was rejected before anything was sent.
 * `direction: 'response'`: the service answered 2xx, but the body's overall shape is unusable.
 */
export class CrmValidationError extends CrmError {
  override name = 'CrmValidationError';
  readonly direction: 'request' | 'response';
  /** Where the problem is, e.g. `body.attachments[0].url`; empty for the whole response. */
  readonly path: string;

  constructor(
    message: string,
    operationId: string,
    direction: 'request' | 'response',
    path: string,
  ) {
    super(message, operationId);
    this.direction = direction;
    this.path = path;
  }
}
