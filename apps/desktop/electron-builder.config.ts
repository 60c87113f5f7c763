// Packaging for users' machines (it cannot run here: no Electron download). Main bundles every dependency, so the
// package holds only out/ and package.json; every Electron fuse is set, so the binary cannot be turned into a
// general Node runtime or made to load code from outside the signed archive.
import type { Configuration } from 'electron-builder';

const config: Configuration = {
  appId: 'com.crmdesk.app',
  productName: 'CRM Desk',
  copyright: 'Copyright © CRM Desk',
  directories: { output: 'release', buildResources: 'build' },
  files: ['out/**', 'package.json', '!**/*.map'],
  asar: true,
  npmRebuild: false,
  protocols: [{ name: 'CRM Desk conversation link', schemes: ['crmdesk'], role: 'Viewer' }],
  electronFuses: {
    runAsNode: false,
    enableCookieEncryption: true,
    enableNodeOptionsEnvironmentVariable: false,
    enableNodeCliInspectArguments: false,
    enableEmbeddedAsarIntegrityValidation: true,
    onlyLoadAppFromAsar: true,
    loadBrowserProcessSpecificV8Snapshot: false,
    grantFileProtocolExtraPrivileges: false,
  },
  linux: {
    target: ['AppImage', 'deb'],
    category: 'Office',
    executableName: 'crm-desk',
    maintainer: 'CRM Desk <support@crmdesk.example>',
    synopsis: "The attendant's desktop inbox for the CRM service",
  },
  deb: {
    // safeStorage needs a keychain; libsecret lets it use GNOME Keyring / KWallet instead of plain text.
    depends: ['libsecret-1-0'],
  },
  mac: {
    target: ['dmg'],
    category: 'public.app-category.business',
    hardenedRuntime: true,
  },
  dmg: { title: 'CRM Desk' },
  win: { target: ['nsis'] },
  nsis: {
    oneClick: false,
    perMachine: false,
    allowToChangeInstallationDirectory: true,
    deleteAppDataOnUninstall: false,
  },
};

export default config;
