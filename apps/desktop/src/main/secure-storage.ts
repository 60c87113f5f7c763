// The Sealer over Electron's safeStorage (Keychain, DPAPI, libsecret/KWallet). On Linux without a keychain Electron
// falls back to "basic_text", a fixed key: we report that as plain text so the attendant is asked first.
import { safeStorage } from 'electron';
import type { Sealer } from './services/settings.ts';

export function createSafeStorageSealer(platform: NodeJS.Platform = process.platform): Sealer {
  return {
    isEncryptionAvailable: () => safeStorage.isEncryptionAvailable(),
    backend: () => {
      if (platform !== 'linux') return 'secure';
      const selected = safeStorage.getSelectedStorageBackend();
      return selected === 'basic_text' || selected === 'unknown' ? 'plain-text' : 'secure';
    },
    seal: (text) => safeStorage.encryptString(text),
    open: (sealed) => safeStorage.decryptString(sealed),
  };
}
