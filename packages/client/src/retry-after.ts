// `Retry-After` is either a number of seconds or an HTTP date (RFC 9110 §10.2.3).

/** Milliseconds to wait, or undefined when the header is absent or unreadable. */
export function parseRetryAfter(
  header: string | null,
  now: number = Date.now(),
): number | undefined {
  if (header === null) return undefined;
  const value = header.trim();
  if (/^\d+$/.test(value)) return Number(value) * 1000;
  // An HTTP date names its day and month ("Sun, 06 Nov 1994 08:49:37 GMT"); Date.parse alone would
  // also read "-5" as a year.
  const date = /[a-z]/i.test(value) ? Date.parse(value) : NaN;
  if (Number.isNaN(date)) return undefined;
  return Math.max(0, date - now);
}
