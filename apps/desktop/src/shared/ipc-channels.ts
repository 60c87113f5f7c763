// The one list of IPC channels: main registers exactly these handlers, the preload exposes exactly these methods.
import type { CrmBridge } from './bridge.ts';

export type EventMethod = 'onOutboxChanged' | 'onDeepLink';
export type InvokeMethod = Exclude<keyof CrmBridge, EventMethod>;

/** Renderer → main calls (ipcRenderer.invoke / ipcMain.handle). `satisfies` keeps it complete. */
export const INVOKE_CHANNELS = {
  getSettings: 'crm:get-settings',
  updateSettings: 'crm:update-settings',
  getConnection: 'crm:get-connection',
  connect: 'crm:connect',
  signOut: 'crm:sign-out',
  listInstances: 'crm:list-instances',
  listAttendants: 'crm:list-attendants',
  getAttendant: 'crm:get-attendant',
  listConversations: 'crm:list-conversations',
  openConversation: 'crm:open-conversation',
  getConversation: 'crm:get-conversation',
  saveDraft: 'crm:save-draft',
  inspectAttachmentUrl: 'crm:inspect-attachment-url',
  sendMessage: 'crm:send-message',
  retryEntry: 'crm:retry-entry',
  editEntry: 'crm:edit-entry',
  discardEntry: 'crm:discard-entry',
  markEntrySent: 'crm:mark-entry-sent',
  outboxSummary: 'crm:outbox-summary',
} as const satisfies Record<InvokeMethod, `crm:${string}`>;

/** Main → renderer pushes (webContents.send / ipcRenderer.on). */
export const EVENT_CHANNELS = {
  onOutboxChanged: 'crm:outbox-changed',
  onDeepLink: 'crm:deep-link',
} as const satisfies Record<EventMethod, `crm:${string}`>;

export const INVOKE_METHODS = Object.keys(INVOKE_CHANNELS) as InvokeMethod[];
export const EVENT_METHODS = Object.keys(EVENT_CHANNELS) as EventMethod[];
