// Finds every example in the bundled contract together with the schema it must satisfy.
import { deref, isObject, type JsonObject } from './bundled-spec.ts';

export interface LocatedExample {
  /** Human-readable location, e.g. `paths › /api/v1/tags/{id} › get › … › examples › vip`. */
  where: string;
  /** Path segments of the schema that the example must satisfy. */
  schemaLocation: string[];
  value: unknown;
}

/**
 * Media types, parameters and headers carry `example` / `examples` (a map of Example objects, maybe `$ref`s)
 * beside a `schema`; schemas carry `examples` (an array of values, JSON Schema 2020-12).
 */
export function collectExamples(doc: JsonObject): LocatedExample[] {
  const found: LocatedExample[] = [];
  walk(doc, [], (node, location) => {
    const where = location.join(' › ');
    if (isObject(node['schema'])) {
      const schemaLocation = [...location, 'schema'];
      if ('example' in node)
        found.push({ where: `${where} › example`, schemaLocation, value: node['example'] });
      const examples = node['examples'];
      if (isObject(examples)) {
        for (const [name, example] of Object.entries(examples)) {
          const resolved = deref(doc, example);
          if (isObject(resolved) && 'value' in resolved) {
            found.push({
              where: `${where} › examples › ${name}`,
              schemaLocation,
              value: resolved['value'],
            });
          }
        }
      }
    }
    const schemaExamples = node['examples'];
    if (Array.isArray(schemaExamples)) {
      schemaExamples.forEach((value: unknown, index) => {
        found.push({ where: `${where} › examples[${index}]`, schemaLocation: location, value });
      });
    }
  });
  return found;
}

function walk(
  node: unknown,
  location: string[],
  visit: (node: JsonObject, location: string[]) => void,
): void {
  if (Array.isArray(node)) {
    node.forEach((item: unknown, index) => walk(item, [...location, String(index)], visit));
    return;
  }
  if (!isObject(node)) return;
  // Example values are data, not part of the document's structure: do not look for examples inside them.
  if (location.at(-2) === 'examples' || location.at(-1) === 'example') return;
  visit(node, location);
  for (const [key, child] of Object.entries(node)) walk(child, [...location, key], visit);
}
