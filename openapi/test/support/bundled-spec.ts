// Loads the bundled contract (dist/openapi.json) that partners, the client generator and Prism consume.
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export const packageRoot = fileURLToPath(new URL('../../', import.meta.url));
export const bundledJsonPath = fileURLToPath(new URL('../../dist/openapi.json', import.meta.url));
export const docsHtmlPath = fileURLToPath(new URL('../../dist/index.html', import.meta.url));

export type JsonObject = { [key: string]: unknown };

export interface Operation extends JsonObject {
  operationId: string;
  summary?: string;
  description?: string;
  tags?: string[];
  security?: Array<Record<string, string[]>>;
  parameters?: JsonObject[];
  requestBody?: JsonObject;
  responses: Record<string, JsonObject>;
}

export interface OperationEntry {
  method: string;
  path: string;
  operation: Operation;
}

export function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function loadBundledSpec(): JsonObject {
  if (!existsSync(bundledJsonPath)) {
    throw new Error(
      `${bundledJsonPath} is missing: run \`pnpm --filter @crm/openapi build\` first.`,
    );
  }
  const parsed: unknown = JSON.parse(readFileSync(bundledJsonPath, 'utf8'));
  if (!isObject(parsed)) throw new Error('dist/openapi.json is not a JSON object.');
  return parsed;
}

/** Follows a local JSON pointer such as `#/components/schemas/Tag`. */
export function resolvePointer(doc: JsonObject, pointer: string): unknown {
  if (!pointer.startsWith('#'))
    throw new Error(`Only local $refs are expected in the bundle, got ${pointer}`);
  const segments = pointer
    .slice(1)
    .split('/')
    .filter((segment) => segment !== '')
    .map((segment) => segment.replaceAll('~1', '/').replaceAll('~0', '~'));
  let node: unknown = doc;
  for (const segment of segments) {
    if (!isObject(node) && !Array.isArray(node)) throw new Error(`Cannot resolve ${pointer}`);
    node = (node as Record<string, unknown>)[segment];
  }
  if (node === undefined) throw new Error(`Cannot resolve ${pointer}`);
  return node;
}

/** Replaces a `{ $ref }` object by its target (one level at a time, until no `$ref` is left). */
export function deref(doc: JsonObject, node: unknown): unknown {
  let current = node;
  while (isObject(current) && typeof current['$ref'] === 'string') {
    current = resolvePointer(doc, current['$ref']);
  }
  return current;
}

export function escapePointerSegment(segment: string): string {
  return segment.replaceAll('~', '~0').replaceAll('/', '~1');
}

const httpMethods = ['get', 'put', 'post', 'delete', 'patch', 'options', 'head', 'trace'];

export function listOperations(doc: JsonObject): OperationEntry[] {
  const paths = doc['paths'];
  if (!isObject(paths)) return [];
  const entries: OperationEntry[] = [];
  for (const [path, item] of Object.entries(paths)) {
    const pathItem = deref(doc, item);
    if (!isObject(pathItem)) continue;
    for (const method of httpMethods) {
      const operation = pathItem[method];
      if (isObject(operation)) entries.push({ method, path, operation: operation as Operation });
    }
  }
  return entries;
}

export function findOperation(doc: JsonObject, operationId: string): OperationEntry {
  const entry = listOperations(doc).find(
    (candidate) => candidate.operation.operationId === operationId,
  );
  if (!entry) throw new Error(`Operation ${operationId} is not in the bundle.`);
  return entry;
}
