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
    const [exitCode, hint] = classify(error);
    return { message: oneLine([error.message, hint].filter(Boolean).join(' ')), exitCode };
  }
  const detail = error instanceof Error ? error.message : String(error);
  return {
    message: oneLine(
      `Unexpected internal error (${detail}); please report it with the command you ran.`,
    ),
    exitCode: ExitCode.unexpected,
  };
}

/**
 * The client's messages already say what happened and what to do in general; the CLI only adds
 * where this program takes the setting from (variable or flag), or what the service said.
 */
function classify(error: CrmError): [ExitCodeValue, string] {
  if (error instanceof CrmAuthError) {
    return [ExitCode.auth, 'The token comes from --token-file or CRM_TOKEN.'];
  }
  if (error instanceof CrmRateLimitError) return [ExitCode.rateLimited, ''];
  if (error instanceof CrmHttpError) {
    if (error.status === 404) return [ExitCode.notFound, ''];
    if (error.status >= 500) return [ExitCode.unavailable, ''];
    return [ExitCode.invalidInput, serviceSaid(error.body)];
  }
  if (error instanceof CrmTimeoutError) {
    return [ExitCode.unavailable, 'Allow more time with --timeout <ms>.'];
  }
  if (error instanceof CrmNetworkError) {
    return [ExitCode.unavailable, 'The address comes from --base-url or CRM_BASE_URL.'];
  }
  if (error instanceof CrmValidationError) {
    return [error.direction === 'request' ? ExitCode.invalidInput : ExitCode.badResponse, ''];
  }
  return [ExitCode.unexpected, ''];
}

const maxQuoteLength = 200;

/** Error bodies have no fixed shape; quote a `message` if one can be found, briefly. */
function serviceSaid(body: unknown): string {
  const message = findMessage(body, 0);
  if (message === undefined) return '';
  const quote =
    message.length > maxQuoteLength ? `${message.slice(0, maxQuoteLength - 1)}…` : message;
  return `The service said: "${quote}".`;
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
