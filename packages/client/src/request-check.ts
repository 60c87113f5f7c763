// Request validation before anything is sent, with the generated zod schemas of the operation.
import type { ZodType } from 'zod';
import { CrmValidationError } from './errors.ts';
import type { FastCheck } from './fast-check.ts';
import { formatPath } from './issue-path.ts';
import { invalidRequestMessage } from './messages.ts';

/** A generated zod schema with its compiled fast check (zod only runs to explain a rejection). */
export interface CompiledSchema {
  readonly schema: ZodType;
  readonly isValid: FastCheck;
}

export interface RequestChecks {
  readonly params: CompiledSchema | undefined;
  readonly query: CompiledSchema | undefined;
  readonly body: CompiledSchema | undefined;
}

export interface RequestInput {
  readonly params?: Readonly<Record<string, unknown>>;
  readonly query?: unknown;
  readonly body?: unknown;
}

export function checkRequest(
  operationId: string,
  schemas: RequestChecks,
  input: RequestInput,
): void {
  if (schemas.params) {
    check(operationId, schemas.params, input.params ?? {}, '');
    checkPathSegments(operationId, input.params ?? {});
  }
  if (schemas.query && input.query !== undefined)
    check(operationId, schemas.query, input.query, 'query');
  if (schemas.body) check(operationId, schemas.body, input.body, 'body');
}

function check(
  operationId: string,
  { schema, isValid }: CompiledSchema,
  value: unknown,
  prefix: string,
): void {
  if (isValid(value)) return;
  const result = schema.safeParse(value);
  if (result.success) return;
  const issue = result.error.issues[0];
  const path = formatPath(issue?.path ?? [], prefix) || 'the input';
  throw new CrmValidationError(
    invalidRequestMessage(operationId, path, issue?.message ?? 'rejected'),
    operationId,
    'request',
    path,
  );
}

// Encoding keeps an id inside its path segment, but "." and ".." would still move the request up the path.
function checkPathSegments(operationId: string, params: Readonly<Record<string, unknown>>): void {
  for (const [name, value] of Object.entries(params)) {
    if (value === '.' || value === '..') {
      const detail = `"${value}" cannot be used as an identifier`;
      throw new CrmValidationError(
        invalidRequestMessage(operationId, name, detail),
        operationId,
        'request',
        name,
      );
    }
  }
}
