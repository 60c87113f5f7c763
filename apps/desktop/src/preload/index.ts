// The sandboxed preload: exposes `window.crm` (and nothing else) to the isolated page.
import { contextBridge, ipcRenderer } from 'electron';
import { createBridgeApi } from './bridge-api.ts';

contextBridge.exposeInMainWorld('crm', createBridgeApi(ipcRenderer));
