// A yes/no check compiled once from a zod schema: the same rules as zod, without the copies and
// issue objects zod builds. Valid values (nearly all responses) pass here and never reach zod's
// slower safeParse; a "no" sends the value to zod, which says exactly what is wrong.
//
// The check is emitted as JavaScript source with one function per object or list, so that each field
// is read by a fixed name (fast property access), then built with `new Function` — as zod itself does
// for its own objects. Where code cannot be built from strings (a strict Content-Security-Policy), the
// check answers "no" and zod decides everything: slower, never wrong. A schema part this file does not
// model is handed to that part's own zod safeParse, so "yes" here always means zod would accept too.
import type { ZodType } from 'zod';
import { checksOf, defOf, type ZodCheckDef, type ZodDef } from './zod-def.ts';

export type FastCheck = (value: unknown) => boolean;

// String formats that zod checks with nothing but their `pattern`.
const patternFormats = new Set(['regex', 'email', 'datetime', 'date', 'time', 'uuid', 'guid']);

const rejectAll: FastCheck = () => false;

export function compileFastCheck(schema: ZodType): FastCheck {
  const emitter = new Emitter();
  const entry = emitter.check(schema, 'value');
  const source = `${emitter.lines.join('\n')}\nreturn (value) => ${entry};`;
  try {
    return new Function('constants', source)(emitter.constants) as FastCheck;
  } catch {
    return rejectAll;
  }
}

class Emitter {
  readonly lines: string[] = [];
  readonly constants: unknown[] = [];
  private readonly functions = new Map<ZodType, string>();

  /** A JavaScript boolean expression that is true when `v` (a plain identifier) satisfies `schema`. */
  check(schema: ZodType, v: string): string {
    const def = defOf(schema);
    switch (def.type) {
      case 'unknown':
      case 'any':
        return 'true';
      case 'optional':
        return def.innerType
          ? `(${v} === undefined || ${this.check(def.innerType, v)})`
          : this.delegate(schema, v);
      case 'nullable':
        return def.innerType
          ? `(${v} === null || ${this.check(def.innerType, v)})`
          : this.delegate(schema, v);
      case 'null':
        return `${v} === null`;
      case 'boolean':
        return checksOf(def).length === 0 ? `typeof ${v} === "boolean"` : this.delegate(schema, v);
      case 'string':
        return this.string(def, v) ?? this.delegate(schema, v);
      case 'number':
        return this.number(def, v) ?? this.delegate(schema, v);
      case 'enum':
        return def.entries
          ? `${this.constant(new Set(Object.values(def.entries)))}.has(${v})`
          : this.delegate(schema, v);
      case 'literal':
        return def.values
          ? `${this.constant(new Set(def.values))}.has(${v})`
          : this.delegate(schema, v);
      case 'union':
        return this.union(def, v) ?? this.delegate(schema, v);
      case 'object':
      case 'array':
      case 'record':
        return `${this.containerFunction(schema, def) ?? this.constant(exact(schema))}(${v})`;
      default:
        return this.delegate(schema, v);
    }
  }

  private string(def: ZodDef, v: string): string | undefined {
    // A format type (z.email(), z.iso.datetime()) carries its own rule on the definition itself.
    const rules =
      def.check === 'string_format' ? [def as ZodCheckDef, ...checksOf(def)] : checksOf(def);
    const parts = [`typeof ${v} === "string"`];
    for (const rule of rules) {
      const { minimum, maximum, length, pattern } = rule;
      if (rule.check === 'min_length' && isCount(minimum)) parts.push(`${v}.length >= ${minimum}`);
      else if (rule.check === 'max_length' && isCount(maximum))
        parts.push(`${v}.length <= ${maximum}`);
      else if (rule.check === 'length_equals' && isCount(length))
        parts.push(`${v}.length === ${length}`);
      else if (
        rule.check === 'string_format' &&
        pattern &&
        patternFormats.has(rule.format ?? '') &&
        !pattern.global &&
        !pattern.sticky
      ) {
        parts.push(`${this.constant(pattern)}.test(${v})`);
      } else return undefined;
    }
    return `(${parts.join(' && ')})`;
  }

  private number(def: ZodDef, v: string): string | undefined {
    const rules =
      def.check === 'number_format' ? [def as ZodCheckDef, ...checksOf(def)] : checksOf(def);
    const parts = [`typeof ${v} === "number"`, `Number.isFinite(${v})`];
    for (const rule of rules) {
      const bound = rule.value;
      if (rule.check === 'number_format' && rule.format === 'safeint')
        parts.push(`Number.isSafeInteger(${v})`);
      else if (rule.check === 'greater_than' && typeof bound === 'number')
        parts.push(`${v} ${rule.inclusive ? '>=' : '>'} ${this.constant(bound)}`);
      else if (rule.check === 'less_than' && typeof bound === 'number')
        parts.push(`${v} ${rule.inclusive ? '<=' : '<'} ${this.constant(bound)}`);
      else return undefined;
    }
    return `(${parts.join(' && ')})`;
  }

  private union(def: ZodDef, v: string): string | undefined {
    if (def.inclusive === false || !def.options || def.options.length === 0) return undefined; // z.xor: exactly one
    return `(${def.options.map((option) => this.check(option, v)).join(' || ')})`;
  }

  /** The name of a hoisted function checking an object, list or record; undefined if not modelled. */
  private containerFunction(schema: ZodType, def: ZodDef): string | undefined {
    const known = this.functions.get(schema);
    if (known) return known;
    const name = `check${this.functions.size}`;
    this.functions.set(schema, name);
    const body =
      def.type === 'object'
        ? this.objectBody(def)
        : def.type === 'array'
          ? this.arrayBody(def)
          : this.recordBody(def);
    if (!body) {
      this.functions.delete(schema);
      return undefined;
    }
    this.lines.push(`function ${name}(v) {`, ...body, '  return true;', '}');
    return name;
  }

  private objectBody(def: ZodDef): string[] | undefined {
    // Extra keys are fine unless the object is strict (a `never` catch-all) or types its extras.
    const extras = def.catchall && defOf(def.catchall).type;
    if ((extras !== undefined && extras !== 'unknown') || checksOf(def).length > 0 || !def.shape)
      return undefined;
    const body = ['  if (typeof v !== "object" || v === null || Array.isArray(v)) return false;'];
    Object.entries(def.shape).forEach(([key, field], index) => {
      body.push(
        `  const f${index} = v[${JSON.stringify(key)}];`,
        `  if (!${this.check(field, `f${index}`)}) return false;`,
      );
    });
    return body;
  }

  private arrayBody(def: ZodDef): string[] | undefined {
    if (!def.element) return undefined;
    const body = ['  if (!Array.isArray(v)) return false;'];
    for (const rule of checksOf(def)) {
      if (rule.check === 'min_length' && isCount(rule.minimum))
        body.push(`  if (v.length < ${rule.minimum}) return false;`);
      else if (rule.check === 'max_length' && isCount(rule.maximum))
        body.push(`  if (v.length > ${rule.maximum}) return false;`);
      else return undefined;
    }
    body.push(
      '  for (let i = 0; i < v.length; i++) {',
      '    const item = v[i];',
      `    if (!${this.check(def.element, 'item')}) return false;`,
      '  }',
    );
    return body;
  }

  private recordBody(def: ZodDef): string[] | undefined {
    const keyDef = def.keyType && defOf(def.keyType);
    if (
      !keyDef ||
      keyDef.type !== 'string' ||
      keyDef.check ||
      checksOf(keyDef).length > 0 ||
      !def.valueType
    )
      return undefined;
    return [
      '  if (typeof v !== "object" || v === null || Array.isArray(v)) return false;',
      '  for (const item of Object.values(v)) {',
      `    if (!${this.check(def.valueType, 'item')}) return false;`,
      '  }',
    ];
  }

  /** A part this file does not model: ask zod about that part alone. */
  private delegate(schema: ZodType, v: string): string {
    return `${this.constant(exact(schema))}(${v})`;
  }

  /** Values reach the code by reference (never pasted into the source as text). */
  private constant(value: unknown): string {
    this.constants.push(value);
    const name = `c${this.constants.length - 1}`;
    this.lines.push(`const ${name} = constants[${this.constants.length - 1}];`);
    return name;
  }
}

function exact(schema: ZodType): FastCheck {
  return (value) => schema.safeParse(value).success;
}

function isCount(value: number | undefined): value is number {
  return Number.isSafeInteger(value) && (value as number) >= 0;
}
