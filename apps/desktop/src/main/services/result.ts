// Small constructors for the bridge's Result type, so every failure carries a kind and a readable sentence.
import type { BridgeError, BridgeErrorKind, Result } from '../../shared/bridge.ts';

export function ok<T>(value: T): Result<T> {
  return { ok: true, value };
}

export function fail<T = never>(
  kind: BridgeErrorKind,
  message: string,
  extra: Omit<BridgeError, 'kind' | 'message'> = {},
): Result<T> {
  return { ok: false, error: { kind, message, ...extra } };
}

export function failWith<T = never>(error: BridgeError): Result<T> {
  return { ok: false, error };
}
