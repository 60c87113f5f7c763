// A 2xx body as text → what the caller gets, checked against the operation's response schema.
import { CrmValidationError } from './errors.ts';
import { invalidResponseMessage } from './messages.ts';
import type { Operation } from './operation.ts';
import type { ResponseIssue } from './response-check.ts';

export function readSuccessBody(
  operation: Operation,
  text: string,
  isWrite: boolean,
  report: (issue: ResponseIssue) => void,
): unknown {
  const { operationId, checkResponse } = operation;
  const parsed = parseJson(text);
  if (!checkResponse)
    return parsed.kind === 'json' ? parsed.value : parsed.kind === 'text' ? text : undefined;
  if (parsed.kind !== 'json') {
    const detail = parsed.kind === 'empty' ? 'the body is empty' : 'the body is not JSON';
    throw new CrmValidationError(
      invalidResponseMessage(operationId, '', detail, isWrite),
      operationId,
      'response',
      '',
    );
  }
  const verdict = checkResponse(parsed.value);
  if (!verdict.usable) {
    const message = invalidResponseMessage(operationId, verdict.path, verdict.detail, isWrite);
    throw new CrmValidationError(message, operationId, 'response', verdict.path);
  }
  for (const issue of verdict.issues) report(issue);
  return verdict.value;
}

type Parsed = { kind: 'json'; value: unknown } | { kind: 'text' } | { kind: 'empty' };

function parseJson(text: string): Parsed {
  try {
    return { kind: 'json', value: JSON.parse(text) as unknown };
  } catch {
    return text.trim() === '' ? { kind: 'empty' } : { kind: 'text' };
  }
}
