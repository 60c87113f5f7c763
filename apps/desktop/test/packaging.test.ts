// The packaging config cannot be exercised here (no Electron download), so its security-relevant parts are pinned.
import { describe, expect, it } from 'vitest';
import config from '../electron-builder.config.ts';

describe('electron-builder config', () => {
  it('sets every Electron fuse to its safe value', () => {
    expect(config.electronFuses).toEqual({
      runAsNode: false,
      enableCookieEncryption: true,
      enableNodeOptionsEnvironmentVariable: false,
      enableNodeCliInspectArguments: false,
      enableEmbeddedAsarIntegrityValidation: true,
      onlyLoadAppFromAsar: true,
      loadBrowserProcessSpecificV8Snapshot: false,
      grantFileProtocolExtraPrivileges: false,
    });
  });

  it('registers the crmdesk:// protocol and builds for every desktop OS', () => {
    expect(config.protocols).toEqual([expect.objectContaining({ schemes: ['crmdesk'] })]);
    expect(config.linux?.target).toEqual(['AppImage', 'deb']);
    expect(config.mac?.target).toEqual(['dmg']);
    expect(config.win?.target).toEqual(['nsis']);
  });

  it('ships only the built app, inside an asar', () => {
    expect(config.asar).toBe(true);
    expect(config.files).toEqual(['out/**', 'package.json', '!**/*.map']);
    expect(config.productName).toBe('CRM Desk');
  });
});
