import Table from 'cli-table3';
import { t } from './i18n/index.js';

/** A column of a listing: the header and the dotted path of the value in each item. */
export interface Column {
  readonly header: string;
  readonly path: string;
  readonly maxWidth?: number;
}

/** `{ count, data }` as the service wraps listings; either part may be missing in an answer. */
export interface Listing {
  readonly count?: number;
  readonly data?: readonly unknown[];
}

/** Where a command's result goes: JSON for scripts (`--json`), tables for people. */
export interface Output {
  record(value: unknown): void;
  list(listing: Listing, columns: readonly Column[]): void;
  /** For operations the service answers without a body: a sentence, or a small JSON object. */
  done(sentence: string, json: Readonly<Record<string, unknown>>): void;
}

export interface OutputOptions {
  readonly json: boolean;
  readonly write: (text: string) => void;
  /** Terminal width for wrapping long values; undefined when stdout is not a terminal. */
  readonly columns: number | undefined;
}

// No colours (output is often piped) and no rule between rows.
const plainStyle = { head: [], border: [], compact: true };
const defaultCellWidth = 40;

export function createOutput(options: OutputOptions): Output {
  const { write } = options;
  if (options.json) {
    const emit = (value: unknown): void => write(`${JSON.stringify(value ?? null, null, 2)}\n`);
    return { record: emit, list: emit, done: (_sentence, json) => emit(json) };
  }
  return {
    record(value) {
      write(`${renderRecord(value, options.columns ?? 120)}\n`);
    },
    list(listing, columns) {
      const items = listing.data ?? [];
      if (items.length > 0) write(`${renderList(items, columns)}\n`);
      const total = listing.count ?? items.length;
      write(`${t.output.summary(items.length, total)}\n`);
    },
    done(sentence) {
      write(`${sentence}\n`);
    },
  };
}

function renderList(items: readonly unknown[], columns: readonly Column[]): string {
  const table = new Table({ head: columns.map((column) => column.header), style: plainStyle });
  for (const item of items) {
    table.push(
      columns.map((column) => oneLine(format(valueAt(item, column.path)), column.maxWidth)),
    );
  }
  return table.toString();
}

function renderRecord(value: unknown, terminalWidth: number): string {
  if (!isPlainObject(value)) return format(value);
  const rows = flatten(value, '', 0);
  const keyWidth = Math.max(...rows.map(([key]) => key.length), 4) + 2;
  const valueWidth = Math.max(30, terminalWidth - keyWidth - 5);
  const table = new Table({ style: plainStyle, colWidths: [keyWidth, valueWidth], wordWrap: true });
  for (const row of rows) table.push(row);
  return table.toString();
}

/** Nested objects become dotted keys (attendant.name) two levels deep; deeper ones are summarised. */
function flatten(
  record: Record<string, unknown>,
  prefix: string,
  depth: number,
): [string, string][] {
  return Object.entries(record).flatMap(([key, value]): [string, string][] =>
    isPlainObject(value) && depth < 2
      ? flatten(value, `${prefix}${key}.`, depth + 1)
      : [[`${prefix}${key}`, format(value)]],
  );
}

function format(value: unknown): string {
  if (value === null || value === undefined) return '-';
  if (typeof value === 'string') return withoutControlCharacters(value);
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (Array.isArray(value)) {
    if (value.every((item) => typeof item === 'string' || typeof item === 'number')) {
      return value.length === 0 ? t.output.none : withoutControlCharacters(value.join(', '));
    }
    return t.output.items(value.length);
  }
  return withoutControlCharacters(JSON.stringify(value));
}

function valueAt(item: unknown, path: string): unknown {
  let current: unknown = item;
  for (const key of path.split('.')) {
    if (!isPlainObject(current)) return undefined;
    current = current[key];
  }
  return current;
}

function oneLine(text: string, maxWidth = defaultCellWidth): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= maxWidth ? flat : `${flat.slice(0, maxWidth - 1)}…`;
}

/** Data from the service must not be able to move the cursor or recolour the terminal. */
function withoutControlCharacters(text: string): string {
  // eslint-disable-next-line no-control-regex
  return text.replace(/[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/g, '�');
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
