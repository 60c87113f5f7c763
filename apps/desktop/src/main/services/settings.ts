// Settings as plain JSON; the token apart, sealed by the OS keychain through a Sealer (safeStorage in the app).
// The token is never written in plain text: where the OS only offers a plain-text backend we ask first, and where
// it offers nothing at all the token lives in memory for this session only.
import { randomBytes } from 'node:crypto';
import { open, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Locale, Result, Settings } from '../../shared/bridge.ts';
import { isMissingFile, readJsonFile, removeFileDurably, writeFileAtomic } from './atomic-file.ts';
import { fail, ok } from './result.ts';
import { SerialQueue } from './serial-queue.ts';
import { checkSettingsPatch } from './validators.ts';

/** Seals secrets with the OS keychain. Implemented over Electron's safeStorage; faked in tests. */
export interface Sealer {
  isEncryptionAvailable(): boolean;
  /** 'plain-text' when the OS keychain is missing and sealing only obfuscates (Linux "basic_text"). */
  backend(): 'secure' | 'plain-text';
  seal(text: string): Buffer;
  open(sealed: Buffer): string;
}

export const DEFAULT_POLL_MS = 30_000;
const SETTINGS_FILE = 'settings.json';
const TOKEN_FILE = 'token.sealed';
const FORMAT = 1;

export const INSECURE_STORAGE_MESSAGE =
  'This computer has no secure keychain, so the token would be stored in a form other programs could read. Agree to store it anyway, or set up a keychain (for example GNOME Keyring or KWallet) and connect again.';

export type TokenStorage = 'sealed' | 'memory-only';

export class SettingsStore {
  readonly #dir: string;
  readonly #sealer: Sealer;
  readonly #writes = new SerialQueue();
  #settings: Settings;

  private constructor(dir: string, sealer: Sealer, settings: Settings) {
    this.#dir = dir;
    this.#sealer = sealer;
    this.#settings = settings;
  }

  static async open(
    dir: string,
    sealer: Sealer,
    defaults: { locale: Locale; baseUrl?: string },
  ): Promise<SettingsStore> {
    const initial: Settings = {
      baseUrl: defaults.baseUrl ?? '',
      locale: defaults.locale,
      instancesPollMs: DEFAULT_POLL_MS,
    };
    const data = await readJsonFile(join(dir, SETTINGS_FILE)).catch(() => undefined);
    const saved =
      typeof data === 'object' && data !== null
        ? (data as { settings?: unknown }).settings
        : undefined;
    const patch = saved === undefined ? undefined : checkSettingsPatch(saved);
    return new SettingsStore(dir, sealer, patch?.ok ? { ...initial, ...patch.value } : initial);
  }

  get(): Settings {
    return { ...this.#settings };
  }

  async update(patch: Partial<Settings>): Promise<Result<Settings>> {
    const checked = checkSettingsPatch(patch);
    if (!checked.ok) return checked;
    const next = { ...this.#settings, ...checked.value };
    await this.#writes.run(() =>
      writeFileAtomic(
        join(this.#dir, SETTINGS_FILE),
        JSON.stringify({ format: FORMAT, settings: next }),
      ),
    );
    this.#settings = next;
    return ok({ ...next });
  }

  /** Whether a token may be stored, and how; 'insecure-storage' when the attendant must be asked first. */
  tokenStorage(allowPlainText: boolean): Result<TokenStorage> {
    const secure = this.#sealer.isEncryptionAvailable() && this.#sealer.backend() === 'secure';
    if (secure) return ok('sealed');
    if (!allowPlainText) return fail('insecure-storage', INSECURE_STORAGE_MESSAGE);
    // Agreed: an obfuscating backend still beats plain text; with no backend at all, keep it in memory only.
    return ok(this.#sealer.isEncryptionAvailable() ? 'sealed' : 'memory-only');
  }

  async saveToken(token: string, storage: TokenStorage): Promise<void> {
    if (storage === 'memory-only') {
      await this.clearToken();
      return;
    }
    const sealed = this.#sealer.seal(token);
    await this.#writes.run(() => writeFileAtomic(join(this.#dir, TOKEN_FILE), sealed));
  }

  /** The stored token, or undefined when there is none or it can no longer be opened (keychain changed). */
  async loadToken(): Promise<string | undefined> {
    let sealed: Buffer;
    try {
      sealed = await readFile(join(this.#dir, TOKEN_FILE));
    } catch (error) {
      if (isMissingFile(error)) return undefined;
      throw error;
    }
    if (!this.#sealer.isEncryptionAvailable()) return undefined;
    try {
      const token = this.#sealer.open(sealed);
      return token.length > 0 ? token : undefined;
    } catch {
      return undefined;
    }
  }

  /** Overwrites the sealed token before removing it, so signing out leaves nothing to recover. */
  async clearToken(): Promise<void> {
    const path = join(this.#dir, TOKEN_FILE);
    await this.#writes.run(async () => {
      try {
        const handle = await open(path, 'r+');
        try {
          const { size } = await handle.stat();
          await handle.write(randomBytes(Math.max(size, 1)), 0, Math.max(size, 1), 0);
          await handle.sync();
        } finally {
          await handle.close();
        }
      } catch (error) {
        if (!isMissingFile(error)) throw error;
      }
      await removeFileDurably(path);
    });
  }
}
