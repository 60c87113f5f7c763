// A stand-in for safeStorage in tests: really seals (AES-256-GCM with a random key per instance), so a test can check
// that the token never reaches the disk in plain text, and can pretend to be any backend.
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import type { Sealer } from '../../src/main/services/settings.ts';

export interface FakeSealerOptions {
  backend?: 'secure' | 'plain-text';
  available?: boolean;
}

export function createFakeSealer(options: FakeSealerOptions = {}): Sealer & { sealCount: number } {
  const key = randomBytes(32);
  const sealer = {
    sealCount: 0,
    isEncryptionAvailable: () => options.available ?? true,
    backend: () => options.backend ?? 'secure',
    seal(text: string): Buffer {
      if (!(options.available ?? true)) throw new Error('Encryption is not available.');
      sealer.sealCount += 1;
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const body = Buffer.concat([cipher.update(text, 'utf8'), cipher.final()]);
      return Buffer.concat([iv, cipher.getAuthTag(), body]);
    },
    open(sealed: Buffer): string {
      const decipher = createDecipheriv('aes-256-gcm', key, sealed.subarray(0, 12));
      decipher.setAuthTag(sealed.subarray(12, 28));
      return Buffer.concat([decipher.update(sealed.subarray(28)), decipher.final()]).toString(
        'utf8',
      );
    },
  };
  return sealer;
}
