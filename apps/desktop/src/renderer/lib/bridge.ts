// The renderer's only way to main. Read lazily so tests and the e2e harness can install `window.crm` first.
import type { CrmBridge } from '../../shared/bridge.ts';

export function crm(): CrmBridge {
  return window.crm;
}
