// Validates values against schemas of the bundled contract with JSON Schema 2020-12 (the dialect of OpenAPI 3.1).
import { Ajv2020, type ErrorObject } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import { escapePointerSegment, type JsonObject } from './bundled-spec.ts';

/** Builds a URI fragment for a JSON pointer: `~`/`/` escaped per RFC 6901, then percent-encoded (paths hold `{id}`). */
export function fragmentFor(segments: readonly string[]): string {
  return `#/${segments.map((segment) => encodeURIComponent(escapePointerSegment(segment))).join('/')}`;
}

const documentId = 'https://crm-desk.invalid/openapi.json';

export interface ValidationOutcome {
  valid: boolean;
  errors: string;
}

export class SpecSchemaValidator {
  readonly #ajv: Ajv2020;

  constructor(doc: JsonObject) {
    // strict: false because the document also holds OpenAPI keywords (paths, example, ...) that are not JSON Schema.
    this.#ajv = new Ajv2020({ strict: false, allErrors: true });
    addFormatsModule.default(this.#ajv);
    this.#ajv.addSchema(doc, documentId);
  }

  /** Validates `value` against the schema at the given location, e.g. `['components', 'schemas', 'Tag']`. */
  validateAt(schemaLocation: readonly string[], value: unknown): ValidationOutcome {
    const validate = this.#ajv.compile({ $ref: `${documentId}${fragmentFor(schemaLocation)}` });
    const valid = validate(value);
    return { valid, errors: describeErrors(validate.errors) };
  }

  validateNamed(schemaName: string, value: unknown): ValidationOutcome {
    return this.validateAt(['components', 'schemas', schemaName], value);
  }
}

function describeErrors(errors: ErrorObject[] | null | undefined): string {
  if (!errors) return '';
  return errors
    .map((error) => `${error.instancePath || '(root)'} ${error.message ?? 'is invalid'}`)
    .join('; ');
}
