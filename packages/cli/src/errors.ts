import {
  CrmAuthError,
  CrmError,
  CrmHttpError,
  CrmNetworkError,
  CrmRateLimitError,
  CrmTimeoutError,
  CrmValidationError,
} from '@crm/client';
import { ExitCode, type ExitCodeValue } from './exit-codes.js';
import { t } from './i18n/index.js';

/** A problem with the command line or the environment, found before any request is made. */
export class UsageError extends Error {
  override readonly name = 'UsageError';
}

export interface Failure {
  /** One line for stderr: what happened and what to do about it. */
  readonly message: string;
  readonly exitCode: ExitCodeValue;
}

/** Turns anything thrown by a command into a line for a person and an exit code for a script. */
export function describeFailure(error: unknown): Failure {
  if (error instanceof UsageError) return { message: error.message, exitCode: ExitCode.usage };
  if (error instanceof CrmError) {
    return { message: oneLine(sentenceFor(error)), exitCode: exitCodeFor(error) };
  }
  const detail = error instanceof Error ? error.message : String(error);
  return { message: oneLine(t.errors.unexpected(detail)), exitCode: ExitCode.unexpected };
}

function exitCodeFor(error: CrmError): ExitCodeValue {
  if (error instanceof CrmAuthError) return ExitCode.auth;
  if (error instanceof CrmRateLimitError) return ExitCode.rateLimited;
  if (error instanceof CrmHttpError) {
    if (error.status === 404) return ExitCode.notFound;
    if (error.status >= 500) return ExitCode.unavailable;
    return ExitCode.invalidInput;
  }
  if (error instanceof CrmTimeoutError || error instanceof CrmNetworkError) {
    return ExitCode.unavailable;
  }
  if (error instanceof CrmValidationError) {
    return error.direction === 'request' ? ExitCode.invalidInput : ExitCode.badResponse;
  }
  return ExitCode.unexpected;
}

/**
 * The sentence is chosen by the error's class and written from its fields by the dictionary of
 * the chosen language; the client's English message is never matched or translated.
 */
function sentenceFor(error: CrmError): string {
  const sentences = t.errors;
  if (error instanceof CrmAuthError) return sentences.auth(error);
  if (error instanceof CrmRateLimitError) return sentences.rateLimited(error);
  if (error instanceof CrmHttpError) {
    if (error.status === 404) return sentences.notFound(error);
    if (error.status >= 500) return sentences.serviceFailed(error);
    return sentences.rejected(error, quoteFromBody(error.body));
  }
  if (error instanceof CrmTimeoutError) return sentences.timeout(error);
  if (error instanceof CrmNetworkError) return sentences.network(error);
  if (error instanceof CrmValidationError) return sentences.invalid(error);
  return sentences.otherClientError(error);
}

const maxQuoteLength = 200;

/** Error bodies have no fixed shape; quote a `message` if one can be found, briefly. */
function quoteFromBody(body: unknown): string | undefined {
  const message = findMessage(body, 0);
  if (message === undefined) return undefined;
  return message.length > maxQuoteLength ? `${message.slice(0, maxQuoteLength - 1)}…` : message;
}

function findMessage(body: unknown, depth: number): string | undefined {
  if (typeof body !== 'object' || body === null || depth > 3) return undefined;
  const record = body as Record<string, unknown>;
  for (const key of ['message', 'error', 'detail', 'title']) {
    const value = record[key];
    if (typeof value === 'string' && value.trim() !== '') return value.trim();
    if (
      Array.isArray(value) &&
      value.every((item) => typeof item === 'string') &&
      value.length > 0
    ) {
      return value.join('; ');
    }
    const nested = findMessage(value, depth + 1);
    if (nested !== undefined) return nested;
  }
  return undefined;
}

// eslint-disable-next-line no-control-regex
const controlCharacters = /[\u0000-\u001f\u007f-\u009f]+/g;

/** stderr gets exactly one line, free of control characters that data from the service might carry. */
function oneLine(text: string): string {
  return text.replace(controlCharacters, ' ').replace(/\s+/g, ' ').trim();
}
