import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createFakeSealer } from '../../../test/support/fake-sealer.ts';
import { makeTempDir } from '../../../test/support/temp-dir.ts';
import { SettingsStore } from './settings.ts';

const TOKEN = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJhdHRlbmRhbnQtNDIifQ.c2VjcmV0LXNpZ25hdHVyZQ';

/** Every byte under the folder, as text, to look for the token. */
async function everythingOnDisk(dir: string): Promise<string> {
  const names = await readdir(dir, { recursive: true });
  const contents = await Promise.all(
    names.map((name) => readFile(join(dir, name)).catch(() => Buffer.alloc(0))),
  );
  return contents.map((buffer) => buffer.toString('latin1')).join('\n');
}

describe('SettingsStore', () => {
  let dir: { path: string; remove: () => Promise<void> };
  beforeEach(async () => {
    dir = await makeTempDir();
  });
  afterEach(async () => {
    await dir.remove();
  });

  it('starts from defaults, saves changes, and reads them back after a restart', async () => {
    const sealer = createFakeSealer();
    const first = await SettingsStore.open(dir.path, sealer, { locale: 'pt-BR' });
    expect(first.get()).toEqual({ baseUrl: '', locale: 'pt-BR', instancesPollMs: 30_000 });
    await first.update({ baseUrl: 'https://crm.example.com', instancesPollMs: 60_000 });
    const second = await SettingsStore.open(dir.path, sealer, { locale: 'en' });
    expect(second.get()).toEqual({
      baseUrl: 'https://crm.example.com',
      locale: 'pt-BR',
      instancesPollMs: 60_000,
    });
  });

  it('refuses a bad change and keeps the old settings', async () => {
    const store = await SettingsStore.open(dir.path, createFakeSealer(), { locale: 'en' });
    expect(await store.update({ instancesPollMs: 1 })).toMatchObject({
      ok: false,
      error: { kind: 'invalid-input' },
    });
    expect(store.get().instancesPollMs).toBe(30_000);
  });

  it('with a secure backend, seals the token: it never reaches the disk in plain text', async () => {
    const sealer = createFakeSealer({ backend: 'secure' });
    const store = await SettingsStore.open(dir.path, sealer, { locale: 'en' });
    await store.update({ baseUrl: 'https://crm.example.com' });
    const storage = store.tokenStorage(false);
    expect(storage).toEqual({ ok: true, value: 'sealed' });
    await store.saveToken(TOKEN, 'sealed');

    expect(sealer.sealCount).toBe(1);
    const disk = await everythingOnDisk(dir.path);
    expect(disk).not.toContain(TOKEN);
    expect(disk).not.toContain(TOKEN.slice(0, 20));
    const reopened = await SettingsStore.open(dir.path, sealer, { locale: 'en' });
    expect(await reopened.loadToken()).toBe(TOKEN);
  });

  it('with a plain-text backend, asks first (insecure-storage) and stores only once the attendant agreed', async () => {
    const sealer = createFakeSealer({ backend: 'plain-text' });
    const store = await SettingsStore.open(dir.path, sealer, { locale: 'en' });
    const refused = store.tokenStorage(false);
    expect(refused).toMatchObject({ ok: false, error: { kind: 'insecure-storage' } });
    expect(await readdir(dir.path)).toEqual([]);

    expect(store.tokenStorage(true)).toEqual({ ok: true, value: 'sealed' });
  });

  it('with no keychain at all and the attendant’s agreement, keeps the token in memory only', async () => {
    const sealer = createFakeSealer({ available: false });
    const store = await SettingsStore.open(dir.path, sealer, { locale: 'en' });
    expect(store.tokenStorage(false)).toMatchObject({
      ok: false,
      error: { kind: 'insecure-storage' },
    });
    expect(store.tokenStorage(true)).toEqual({ ok: true, value: 'memory-only' });
    await store.saveToken(TOKEN, 'memory-only');
    expect(await everythingOnDisk(dir.path)).not.toContain(TOKEN);
    expect(await store.loadToken()).toBeUndefined();
  });

  it('wipes the token file on sign-out', async () => {
    const sealer = createFakeSealer();
    const store = await SettingsStore.open(dir.path, sealer, { locale: 'en' });
    await store.saveToken(TOKEN, 'sealed');
    expect(await readdir(dir.path)).toContain('token.sealed');
    await store.clearToken();
    expect(await readdir(dir.path)).not.toContain('token.sealed');
    expect(await store.loadToken()).toBeUndefined();
  });

  it('treats a token it can no longer open (keychain changed) as signed out', async () => {
    const store = await SettingsStore.open(dir.path, createFakeSealer(), { locale: 'en' });
    await store.saveToken(TOKEN, 'sealed');
    const withOtherKey = await SettingsStore.open(dir.path, createFakeSealer(), { locale: 'en' });
    expect(await withOtherKey.loadToken()).toBeUndefined();
  });
});
