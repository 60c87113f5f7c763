// @crm/client: a typed client for the CRM service, generated from the contract (openapi/) and wrapped
// in a thin layer for auth, time-outs, retries of reads, typed errors and lenient response checks.
export { createCrmClient, type CrmClient, type CrmClientOptions } from './client.ts';
export type { CrmOperations } from './operations.ts';
export type { CallOptions } from './call.ts';
export type { RetryOptions } from './retry.ts';
export type { ResponseIssue } from './response-check.ts';
export type { FetchLike } from './transport.ts';
export {
  CrmError,
  CrmHttpError,
  CrmAuthError,
  CrmRateLimitError,
  CrmNetworkError,
  CrmTimeoutError,
  CrmValidationError,
} from './errors.ts';
export type * from './schema-types.ts';
/** The raw openapi-typescript output, for anything the aliases above do not name. */
export type { components, operations, paths } from './generated/schema.ts';
