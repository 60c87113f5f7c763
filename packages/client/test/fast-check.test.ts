// The compiled fast check on zod constructs the generated schemas use, and the ones it hands back to zod.
import * as z from 'zod';
import { describe, expect, it } from 'vitest';
import { compileFastCheck } from '../src/fast-check.ts';

function agrees(schema: z.ZodType, values: readonly unknown[]): void {
  const fastCheck = compileFastCheck(schema);
  for (const value of values)
    expect(fastCheck(value), JSON.stringify(value)).toBe(schema.safeParse(value).success);
}

describe('compileFastCheck', () => {
  it('agrees with zod on strings with lengths, patterns and formats', () => {
    agrees(
      z
        .string()
        .min(1)
        .max(3)
        .regex(/^[a-c]*$/),
      ['', 'a', 'abc', 'abcd', 'xyz', 1, null, undefined],
    );
    agrees(z.iso.datetime({ offset: true }), [
      '2025-03-10T13:45:12.000Z',
      '2025-03-10T13:45:12+03:00',
      '2025-02-30T00:00:00Z',
      'yesterday',
    ]);
    agrees(z.email(), ['ana@example.com.br', 'ana@', 'not an e-mail', 3]);
  });

  it('agrees with zod on numbers, integers and bounds', () => {
    agrees(z.int().min(0), [0, 1, -1, 1.5, '1', Number.MAX_SAFE_INTEGER + 2, Infinity, NaN]);
    agrees(z.number().gt(1).lte(5), [1, 1.01, 5, 5.01]);
  });

  it('agrees with zod on objects, arrays, records, unions, enums and nullables', () => {
    const schema = z.object({
      id: z.string(),
      tags: z.array(z.string()).min(1).optional(),
      meta: z.record(z.string(), z.number()).optional(),
      flag: z.union([z.boolean(), z.enum(['true', 'false'])]).optional(),
      lossReasonId: z.string().nullish(),
      lead: z.looseObject({}).optional(),
      kind: z.literal('x').optional(),
    });
    agrees(schema, [
      { id: 'a' },
      { id: 'a', extra: 1 },
      { id: 1 },
      {},
      [],
      null,
      { id: 'a', tags: [] },
      { id: 'a', tags: ['t', 2] },
      { id: 'a', meta: { x: 1 } },
      { id: 'a', meta: { x: '1' } },
      { id: 'a', flag: 'true' },
      { id: 'a', flag: 'yes' },
      { id: 'a', lossReasonId: null },
      { id: 'a', lead: { any: 'thing' } },
      { id: 'a', lead: 'lead' },
      { id: 'a', kind: 'y' },
    ]);
  });

  it('hands constructs it does not model to zod, and still agrees', () => {
    agrees(z.url(), ['https://example.com', 'not a url']);
    agrees(z.strictObject({ a: z.string() }), [{ a: 'x' }, { a: 'x', b: 1 }]);
    agrees(
      z.string().refine((value) => value.startsWith('a')),
      ['abc', 'bcd'],
    );
    agrees(z.array(z.number()).length(2), [[1, 2], [1]]);
  });
});
