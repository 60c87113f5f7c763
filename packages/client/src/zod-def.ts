// A read-only view of the parts of zod 4's schema definitions that the compiled checks walk.
// zod keeps them in `schema._zod.def`; this is the one place that relies on that layout.
import type { ZodType } from 'zod';

export interface ZodCheckDef {
  readonly check: string;
  readonly minimum?: number;
  readonly maximum?: number;
  readonly length?: number;
  readonly value?: unknown;
  readonly inclusive?: boolean;
  readonly format?: string;
  readonly pattern?: RegExp;
}

export interface ZodDef extends Partial<ZodCheckDef> {
  readonly type: string;
  readonly checks?: readonly { readonly _zod: { readonly def: ZodCheckDef } }[];
  readonly shape?: Readonly<Record<string, ZodType>>;
  readonly catchall?: ZodType;
  readonly element?: ZodType;
  readonly innerType?: ZodType;
  readonly options?: readonly ZodType[];
  readonly entries?: Readonly<Record<string, string | number>>;
  readonly values?: readonly unknown[];
  readonly keyType?: ZodType;
  readonly valueType?: ZodType;
}

export function defOf(schema: ZodType): ZodDef {
  return schema._zod.def as unknown as ZodDef;
}

export function checksOf(def: ZodDef): ZodCheckDef[] {
  return (def.checks ?? []).map((check) => check._zod.def);
}

/** The schema under `.optional()`, `.nullable()` and `.nullish()` wrappers. */
export function unwrap(schema: ZodType): ZodType {
  let current = schema;
  for (
    let def = defOf(current);
    (def.type === 'optional' || def.type === 'nullable') && def.innerType;
    def = defOf(current)
  ) {
    current = def.innerType;
  }
  return current;
}

export function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
