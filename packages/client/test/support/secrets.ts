// Every way an error or a client could be shown or logged, checked for the token.
import { inspect } from 'node:util';
import { expect } from 'vitest';

export function expectNoSecret(value: unknown, secret: string): void {
  const renderings = [
    String(value),
    JSON.stringify(value) ?? '',
    inspect(value, { depth: Infinity, showHidden: true, getters: true }),
    value instanceof Error ? `${value.message}\n${value.stack ?? ''}` : '',
  ];
  for (const rendering of renderings) expect(rendering).not.toContain(secret);
}
