// Reads the bundled contract and checks values against its schemas (JSON Schema 2020-12, as OpenAPI 3.1 uses).
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';

type Json = Record<string, unknown>;

export interface Operation {
  operationId: string;
  method: string;
  path: string;
  parameters: Json[];
  requestBody?: Json;
  responses: Record<string, Json>;
}

const specFile = fileURLToPath(import.meta.resolve('@crm/openapi/openapi.json'));
export const spec = JSON.parse(readFileSync(specFile, 'utf8')) as Json & {
  paths: Record<string, Json>;
};

const ajv = new Ajv2020({ strict: false, allErrors: true });
addFormats.default(ajv);
ajv.addSchema(spec, 'crm');

const methods = ['get', 'post', 'put', 'patch', 'delete'];

export function operations(): Operation[] {
  return Object.entries(spec.paths).flatMap(([path, item]) =>
    methods
      .filter((method) => method in item)
      .map((method) => {
        const operation = item[method] as Omit<Operation, 'method' | 'path'>;
        // Parameters may sit on the path item, the operation, or both.
        const parameters = [
          ...((item.parameters as Json[]) ?? []),
          ...(operation.parameters ?? []),
        ];
        return { ...operation, parameters, method, path };
      }),
  );
}

/** The lowest documented success status of an operation, e.g. '200' or '201'. */
export function successStatus(operation: Operation): string {
  const codes = Object.keys(operation.responses)
    .filter((code) => code.startsWith('2'))
    .sort();
  if (!codes[0]) throw new Error(`${operation.operationId} documents no 2xx response`);
  return codes[0];
}

/** JSON-pointer-escapes a path for use inside a $ref. */
const pointer = (...segments: string[]) =>
  segments.map((s) => s.replaceAll('~', '~0').replaceAll('/', '~1')).join('/');

/** Validates a value against the JSON response schema of an operation's status; returns error text or undefined. */
export function responseErrors(
  operation: Operation,
  status: string,
  body: unknown,
): string | undefined {
  const ref = `crm#/${pointer('paths', operation.path, operation.method, 'responses', status, 'content', 'application/json', 'schema')}`;
  const validate = ajv.getSchema(ref);
  if (!validate) throw new Error(`${operation.operationId} has no JSON schema for ${status}`);
  return validate(body) ? undefined : ajv.errorsText(validate.errors);
}

export function hasJsonBody(operation: Operation, status: string): boolean {
  const response = resolve(operation.responses[status]);
  return Boolean((response?.content as Json | undefined)?.['application/json']);
}

/** Builds a request the contract accepts, from the examples it documents. */
export function exampleRequest(operation: Operation): { path: string; body?: unknown } {
  let path = operation.path;
  for (const parameter of operation.parameters.map(resolve)) {
    if (parameter?.in !== 'path') continue;
    path = path.replace(
      `{${String(parameter.name)}}`,
      encodeURIComponent(String(parameterExample(parameter))),
    );
  }
  const media = (resolve(operation.requestBody)?.content as Json | undefined)?.[
    'application/json'
  ] as Json | undefined;
  return { path, body: media ? firstExample(media) : undefined };
}

function parameterExample(parameter: Json): unknown {
  if ('example' in parameter) return parameter.example;
  const named = Object.values((parameter.examples as Record<string, Json> | undefined) ?? {})[0];
  return named?.value ?? (parameter.schema as Json | undefined)?.example ?? 'example-id';
}

function firstExample(media: Json): unknown {
  if ('example' in media) return media.example;
  const named = Object.values((media.examples as Record<string, Json> | undefined) ?? {})[0];
  return resolve(named)?.value;
}

function resolve(node: unknown): Json | undefined {
  const value = node as Json | undefined;
  if (!value || typeof value.$ref !== 'string') return value;
  return value.$ref
    .slice(2)
    .split('/')
    .map((s) => s.replaceAll('~1', '/').replaceAll('~0', '~'))
    .reduce<unknown>((at, key) => (at as Json)[key], spec) as Json;
}
