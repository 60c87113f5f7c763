// <input type="datetime-local"> speaks local wall-clock time without a zone; the bridge speaks ISO 8601 UTC.

function pad(value: number): string {
  return String(value).padStart(2, '0');
}

/** "2026-11-22T14:05" for an ISO instant, in the computer's time zone. */
export function toLocalInputValue(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** The ISO instant for a datetime-local value, or undefined when it is empty or not a date. */
export function fromLocalInputValue(value: string): string | undefined {
  if (!value) return undefined;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString();
}
