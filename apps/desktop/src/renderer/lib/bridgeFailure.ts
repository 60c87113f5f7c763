// Bridge calls answer with a Result; TanStack Query wants a thrown error. This turns one into the other
// and back, so screens always get a BridgeError (or 'unexpected') to explain.
import type { BridgeError, BridgeErrorKind, Result } from '../../shared/bridge.ts';

export class BridgeFailure extends Error {
  readonly error: BridgeError;

  constructor(error: BridgeError) {
    super(error.message);
    this.name = 'BridgeFailure';
    this.error = error;
  }
}

/** Resolves to the value of an ok Result, or throws a BridgeFailure carrying the error. */
export async function unwrap<T>(pending: Promise<Result<T>>): Promise<T> {
  const result = await pending;
  if (result.ok) return result.value;
  throw new BridgeFailure(result.error);
}

export type UiErrorKind = BridgeErrorKind | 'unexpected';

export interface UiError {
  kind: UiErrorKind;
  message: string;
  retryAfterMs?: number;
  field?: string;
}

/** Whatever was thrown, as something the attendant can be told about. */
export function toUiError(thrown: unknown): UiError {
  if (thrown instanceof BridgeFailure) return thrown.error;
  if (isBridgeError(thrown)) return thrown;
  const message = thrown instanceof Error ? thrown.message : String(thrown);
  return { kind: 'unexpected', message };
}

function isBridgeError(value: unknown): value is BridgeError {
  return typeof value === 'object' && value !== null && 'kind' in value && 'message' in value;
}
