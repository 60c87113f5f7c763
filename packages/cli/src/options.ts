import { InvalidArgumentError } from 'commander';
import { t } from './i18n/index.js';

/** Argument parsers for commander: a bad value becomes a usage error (exit 2) naming the option. */
export function parseNonNegativeInteger(value: string): number {
  const number = Number(value);
  if (!/^\d+$/.test(value.trim()) || !Number.isSafeInteger(number)) {
    throw new InvalidArgumentError(t.invalidValue.wholeNumber);
  }
  return number;
}

export function parsePositiveInteger(value: string): number {
  const number = parseNonNegativeInteger(value);
  if (number === 0) throw new InvalidArgumentError(t.invalidValue.positiveNumber);
  return number;
}

/** Collects repeated or variadic `key=value` pairs into one object. */
export function collectKeyValue(
  pair: string,
  previous: Record<string, string> | undefined,
): Record<string, string> {
  const separator = pair.indexOf('=');
  if (separator <= 0) throw new InvalidArgumentError(t.invalidValue.keyValue);
  return { ...previous, [pair.slice(0, separator)]: pair.slice(separator + 1) };
}

export function collectList(value: string, previous: string[] | undefined): string[] {
  return [...(previous ?? []), value];
}

const isoDateTime = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})$/;

/** Accepts any ISO 8601 date-time with a zone and sends the service's form, YYYY-MM-DDTHH:mm:ss.sssZ. */
export function parseIsoDateTime(value: string): string {
  const date = new Date(value);
  if (!isoDateTime.test(value) || Number.isNaN(date.getTime())) {
    throw new InvalidArgumentError(t.invalidValue.isoDateTime);
  }
  return date.toISOString();
}
