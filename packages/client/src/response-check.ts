// Lenient response validation, compiled once per operation. It protects without blinding:
// - the overall shape wrong (not an object where one is documented, a listing's `data` not a list)
//   makes the response unusable;
// - a deviation in a field (a bad timestamp, the string "null", a number where a string belongs)
//   leaves the record readable and is returned as an issue for the `onResponseIssue` hook.
import type { ZodType } from 'zod';
import { compileFastCheck } from './fast-check.ts';
import { formatPath } from './issue-path.ts';
import { compileBooleanNormaliser } from './normalise-booleans.ts';
import { defOf, unwrap } from './zod-def.ts';

/** A tolerated deviation from the contract in a response. */
export interface ResponseIssue {
  readonly operationId: string;
  /** Where, e.g. `data[3].createdAt`. */
  readonly path: string;
  /** What, in zod's words, e.g. `Invalid ISO datetime`. */
  readonly message: string;
}

export type ResponseVerdict =
  | { readonly usable: true; readonly value: unknown; readonly issues: readonly ResponseIssue[] }
  | { readonly usable: false; readonly path: string; readonly detail: string };

export type ResponseCheck = (value: unknown) => ResponseVerdict;

interface IssueLike {
  readonly code: string;
  readonly path: readonly PropertyKey[];
  readonly message: string;
}

const noIssues: readonly ResponseIssue[] = [];

export function compileResponseCheck(operationId: string, schema: ZodType): ResponseCheck {
  const normalise = compileBooleanNormaliser(schema) ?? ((value: unknown) => value);
  const isValid = compileFastCheck(schema);
  const containers = listingContainers(schema);

  const isShapeIssue = (issue: IssueLike): boolean =>
    issue.path.length === 0 ||
    (issue.path.length === 1 &&
      issue.code === 'invalid_type' &&
      containers.has(String(issue.path[0])));

  return (raw) => {
    const value = normalise(raw);
    if (isValid(value)) return { usable: true, value, issues: noIssues };
    const result = schema.safeParse(value);
    if (result.success) return { usable: true, value, issues: noIssues };
    const shapeIssue = result.error.issues.find(isShapeIssue);
    if (shapeIssue)
      return { usable: false, path: formatPath(shapeIssue.path), detail: shapeIssue.message };
    const issues = result.error.issues.map((issue) => ({
      operationId,
      path: formatPath(issue.path),
      message: issue.message,
    }));
    // The value, not zod's output: zod's copy would drop the fields the contract does not list.
    return { usable: true, value, issues };
  };
}

/** A listing `{ count, data: [...] }`: its `data` must be a list for the response to mean anything. */
function listingContainers(schema: ZodType): ReadonlySet<string> {
  const shape = defOf(unwrap(schema)).shape;
  const data = shape?.['data'];
  const isListing =
    shape !== undefined &&
    'count' in shape &&
    data !== undefined &&
    defOf(unwrap(data)).type === 'array';
  return new Set(isListing ? ['data'] : []);
}
