// The service has been seen to send booleans as the strings "true" and "false". Wherever the schema
// expects a boolean (plain, or the contract's BooleanOrString union), such a string becomes a real
// boolean, in place, before validation. Compiled once per schema; parts without booleans are skipped.
import type { ZodType } from 'zod';
import { defOf, isPlainObject, unwrap } from './zod-def.ts';

/** Returns the value with booleans normalised (containers are changed in place). */
export type Normalise = (value: unknown) => unknown;

const toBoolean: Normalise = (value) =>
  value === 'true' ? true : value === 'false' ? false : value;

/** Undefined when the schema has no boolean anywhere, so there is nothing to walk. */
export function compileBooleanNormaliser(schema: ZodType): Normalise | undefined {
  const def = defOf(unwrap(schema));
  switch (def.type) {
    case 'boolean':
      return toBoolean;
    case 'union':
      return def.options?.some((option) => defOf(unwrap(option)).type === 'boolean')
        ? toBoolean
        : undefined;
    case 'object':
      return def.shape && compileObject(def.shape);
    case 'array':
      return def.element && compileItems(def.element);
    case 'record':
      return def.valueType && compileValues(def.valueType);
    default:
      return undefined;
  }
}

function compileObject(shape: Readonly<Record<string, ZodType>>): Normalise | undefined {
  const fields: [string, Normalise][] = [];
  for (const [key, schema] of Object.entries(shape)) {
    const normalise = compileBooleanNormaliser(schema);
    if (normalise) fields.push([key, normalise]);
  }
  if (fields.length === 0) return undefined;
  return (value) => {
    if (isPlainObject(value)) {
      for (const [key, normalise] of fields) {
        const field = value[key];
        if (field !== undefined) value[key] = normalise(field);
      }
    }
    return value;
  };
}

function compileItems(element: ZodType): Normalise | undefined {
  const normalise = compileBooleanNormaliser(element);
  if (!normalise) return undefined;
  return (value) => {
    if (Array.isArray(value)) for (let i = 0; i < value.length; i++) value[i] = normalise(value[i]);
    return value;
  };
}

function compileValues(valueType: ZodType): Normalise | undefined {
  const normalise = compileBooleanNormaliser(valueType);
  if (!normalise) return undefined;
  return (value) => {
    if (isPlainObject(value))
      for (const key of Object.keys(value)) value[key] = normalise(value[key]);
    return value;
  };
}
