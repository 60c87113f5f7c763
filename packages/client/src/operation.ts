// What the client needs to know about one operation beyond what the generated function does:
// its name, the compiled checks of its input, and the compiled check of its response.
import type { ZodType } from 'zod';
import { compileFastCheck } from './fast-check.ts';
import type { CompiledSchema, RequestChecks } from './request-check.ts';
import { compileResponseCheck, type ResponseCheck } from './response-check.ts';

export interface Operation {
  readonly operationId: string;
  readonly request: RequestChecks;
  /** Undefined when the contract documents no response body (the body, if any, is passed through). */
  readonly checkResponse: ResponseCheck | undefined;
}

export interface OperationSchemas {
  readonly params?: ZodType;
  readonly query?: ZodType;
  readonly body?: ZodType;
  readonly response?: ZodType;
}

export function defineOperation(operationId: string, schemas: OperationSchemas): Operation {
  const { params, query, body, response } = schemas;
  return {
    operationId,
    request: { params: compiled(params), query: compiled(query), body: compiled(body) },
    checkResponse: response && compileResponseCheck(operationId, response),
  };
}

function compiled(schema: ZodType | undefined): CompiledSchema | undefined {
  return schema && { schema, isValid: compileFastCheck(schema) };
}
