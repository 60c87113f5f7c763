// The renderer sees instances without their provider token: only whether one is set.
import type { Instance } from '@crm/client';
import type { SafeInstance, SafeInstanceConfig } from '../../shared/bridge.ts';

// Keys that look like credentials are dropped even when the spec does not name them (the server may add fields).
const SECRET_KEY = /token|secret|password|passwd|api[-_]?key|credential|authorization/i;

export function toSafeInstance(instance: Instance): SafeInstance {
  const { config, ...rest } = instance;
  const safe: SafeInstance = dropSecretKeys(rest);
  if (config && typeof config === 'object') {
    const tokenValue: unknown = (config as Record<string, unknown>).providerInstanceToken;
    const safeConfig: SafeInstanceConfig = {
      ...dropSecretKeys(config as Record<string, unknown>),
      providerInstanceTokenSet: typeof tokenValue === 'string' && tokenValue.length > 0,
    };
    safe.config = safeConfig;
  }
  return safe;
}

function dropSecretKeys<T extends object>(value: T): T {
  const copy: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    if (!SECRET_KEY.test(key)) copy[key] = item;
  }
  return copy as T;
}
