// Variants of a JSON value with one spot broken: each leaf or container replaced by a wrong value,
// each object key removed. For checking that two validators agree on invalid input too.

const replacements: readonly unknown[] = [
  null,
  'null',
  'true',
  42,
  1.5,
  -1,
  true,
  [],
  {},
  '',
  'not a date',
  '2025-03-10T13:45:12.000Z',
];

export function* mutations(value: unknown): Generator<unknown> {
  for (const replacement of replacements) yield replacement;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      for (const variant of mutations(value[i]))
        yield value.map((item, j) => (j === i ? variant : item));
    }
  } else if (typeof value === 'object' && value !== null) {
    const record = value as Record<string, unknown>;
    for (const key of Object.keys(record)) {
      const { [key]: _removed, ...without } = record;
      yield without;
      for (const variant of mutations(record[key])) yield { ...record, [key]: variant };
    }
  }
}
