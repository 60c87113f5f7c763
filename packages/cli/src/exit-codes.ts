/**
 * The process exit codes of `crm`, documented in README.md. Scripts branch on these, so a
 * value never changes meaning once published.
 */
export const ExitCode = {
  ok: 0,
  /** A bug in crm itself: the message asks to report it. */
  unexpected: 1,
  /** The command line or configuration is wrong (commander's errors, missing CRM_TOKEN, ...). */
  usage: 2,
  /** The service refused the token (401/403). */
  auth: 3,
  /** The resource does not exist (404). */
  notFound: 4,
  /** The service failed or could not be reached: 5xx, connection error, time-out. */
  unavailable: 5,
  /** Too many requests (429). */
  rateLimited: 6,
  /** The input was rejected: by the client before sending, or by the service with another 4xx. */
  invalidInput: 7,
  /** The service answered with a body that does not match the contract. */
  badResponse: 8,
} as const;

export type ExitCodeValue = (typeof ExitCode)[keyof typeof ExitCode];
