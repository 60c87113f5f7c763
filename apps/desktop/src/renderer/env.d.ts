/// <reference types="svelte" />
/// <reference types="vite/client" />
import type { CrmBridge } from '../shared/bridge.ts';

declare global {
  interface Window {
    /** The one bridge to main, exposed by the preload. */
    crm: CrmBridge;
  }
}
