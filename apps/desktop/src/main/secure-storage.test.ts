import { beforeEach, describe, expect, it, vi } from 'vitest';

const safeStorage = {
  backend: 'gnome_libsecret',
  isEncryptionAvailable: vi.fn(() => true),
  getSelectedStorageBackend: vi.fn(() => safeStorage.backend),
  encryptString: vi.fn((text: string) => Buffer.from(`sealed:${text}`)),
  decryptString: vi.fn((sealed: Buffer) => sealed.toString().replace(/^sealed:/, '')),
};
vi.mock('electron', () => ({ safeStorage }));

const { createSafeStorageSealer } = await import('./secure-storage.ts');

describe('createSafeStorageSealer', () => {
  beforeEach(() => {
    safeStorage.backend = 'gnome_libsecret';
  });

  it.each([
    ['linux', 'gnome_libsecret', 'secure'],
    ['linux', 'kwallet6', 'secure'],
    ['linux', 'basic_text', 'plain-text'],
    ['linux', 'unknown', 'plain-text'],
    ['darwin', 'unknown', 'secure'],
    ['win32', 'unknown', 'secure'],
  ] as const)('on %s with %s reports %s', (platform, backend, expected) => {
    safeStorage.backend = backend;
    expect(createSafeStorageSealer(platform).backend()).toBe(expected);
  });

  it('seals and opens through safeStorage', () => {
    const sealer = createSafeStorageSealer('linux');
    const sealed = sealer.seal('token');
    expect(safeStorage.encryptString).toHaveBeenCalledWith('token');
    expect(sealer.open(sealed)).toBe('token');
  });
});
