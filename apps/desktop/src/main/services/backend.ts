// Everything `window.crm` offers, as plain Node: settings, connection, the CRM calls, the inbox and the outbox.
// The Electron glue forwards IPC here; the renderer's end-to-end tests bind `window.crm` to this very object.
import { join } from 'node:path';
import type {
  ConnectionState,
  Conversation,
  ConversationView,
  CrmBridge,
  Locale,
  MessageDraft,
  OutboxEntry,
  OutboxSummary,
  Result,
} from '../../shared/bridge.ts';
import { inspectAttachmentUrl } from './attachment-inspector.ts';
import { createCrmApi, type CrmApi } from './api.ts';
import type { BackoffPolicy } from './backoff.ts';
import { systemNow, type Timers } from './clock.ts';
import { ConversationStore } from './conversations.ts';
import { isConversationId, parseConversationRef } from './deep-link.ts';
import { TypedEmitter } from './emitter.ts';
import { Outbox } from './outbox.ts';
import { fail, ok } from './result.ts';
import type { SendOutcome } from './send-outcome.ts';
import { SettingsStore, type Sealer } from './settings.ts';
import { checkConnectInput, checkDraft, checkNonEmptyString } from './validators.ts';

export interface DesktopBackendOptions {
  /** Where settings, the sealed token, the inbox and the outbox live (the app's userData folder). */
  dataDir: string;
  sealer: Sealer;
  fetch?: typeof fetch;
  now?: () => number;
  timers?: Timers;
  random?: () => number;
  /** Time-out of each CRM request (the client's default is 15 s). */
  requestTimeoutMs?: number;
  inspectTimeoutMs?: number;
  backoff?: Partial<BackoffPolicy>;
  defaultLocale?: Locale;
  /** Pre-fills the service address when none is saved yet. */
  defaultBaseUrl?: string;
  userAgent?: string;
  /** A demo connection (`pnpm start` against the mock): used as given, never written to disk. */
  demo?: { baseUrl: string; token: string };
}

export interface BackendEvents extends Record<string, unknown> {
  'outbox-changed': OutboxEntry;
  'deep-link': string;
  /** After every outbox change, including removals: drives the app badge. */
  'outbox-summary': OutboxSummary;
}

export type BackendMethods = Omit<CrmBridge, 'onOutboxChanged' | 'onDeepLink'>;

export interface DesktopBackend extends BackendMethods {
  readonly events: TypedEmitter<BackendEvents>;
  /** A crmdesk:// link handed over by the OS: the conversation is remembered and announced on 'deep-link'. */
  openDeepLink(url: string): Promise<Result<Conversation>>;
  close(): Promise<void>;
}

const SIGNED_OUT_MESSAGE =
  'CRM Desk is not connected yet. Open Settings and enter the service address and your token.';
const DISK_FAILURE_MESSAGE =
  'CRM Desk could not save the message on this computer (is the disk full?), so it was not sent. Free some space and try again.';

export async function createDesktopBackend(
  options: DesktopBackendOptions,
): Promise<DesktopBackend> {
  const now = options.now ?? systemNow;
  const events = new TypedEmitter<BackendEvents>();
  const settings = await SettingsStore.open(options.dataDir, options.sealer, {
    locale: options.defaultLocale ?? 'en',
    baseUrl: options.defaultBaseUrl ?? '',
  });
  const conversations = await ConversationStore.open(
    join(options.dataDir, 'conversations.json'),
    now,
  );

  const makeApi = (baseUrl: string, token: string): CrmApi =>
    createCrmApi({
      baseUrl,
      token,
      ...(options.fetch && { fetch: options.fetch }),
      ...(options.requestTimeoutMs !== undefined && { timeoutMs: options.requestTimeoutMs }),
      ...(options.userAgent && { userAgent: options.userAgent }),
    });

  let api: CrmApi | undefined;
  const storedToken = await settings.loadToken();
  if (options.demo) api = makeApi(options.demo.baseUrl, options.demo.token);
  else if (storedToken && settings.get().baseUrl)
    api = makeApi(settings.get().baseUrl, storedToken);

  const send = async (entry: OutboxEntry): Promise<SendOutcome> => {
    const current = api;
    if (!current)
      return {
        ok: false,
        failure: {
          disposition: 'retry',
          error: { kind: 'signed-out', message: SIGNED_OUT_MESSAGE },
        },
      };
    const { outcome, message } = await current.sendMessage(entry.conversationId, entry.draft);
    if (message) {
      await conversations
        .recordActivity(entry.conversationId, message.contact ?? undefined)
        .catch((error: unknown) => {
          console.error(
            'Conversations: could not record the contact.',
            error instanceof Error ? error.message : error,
          );
        });
    }
    return outcome;
  };

  const outbox = await Outbox.open({
    dir: join(options.dataDir, 'outbox'),
    send,
    // A message goes only to the service it was written for, never to one connected later.
    canSend: (entry) => api?.baseUrl === entry.serviceUrl,
    now,
    ...(options.timers && { timers: options.timers }),
    ...(options.random && { random: options.random }),
    ...(options.backoff && { backoff: options.backoff }),
  });
  outbox.events.on('changed', (entry) => {
    events.emit('outbox-changed', entry);
    events.emit('outbox-summary', outbox.summary());
  });
  outbox.events.on('removed', () => events.emit('outbox-summary', outbox.summary()));

  const signedOut = <T>(): Result<T> => fail('signed-out', SIGNED_OUT_MESSAGE);
  const checkId = (value: unknown, field: string): Result<string> =>
    checkNonEmptyString(value, field, 256);
  const checkConversationId = (value: unknown): Result<string> =>
    typeof value === 'string' && isConversationId(value)
      ? ok(value)
      : fail('invalid-input', 'That conversation id is not valid.', { field: 'conversationId' });

  const connection = (): ConnectionState => {
    if (api) return { status: 'connected', baseUrl: api.baseUrl };
    const baseUrl = settings.get().baseUrl;
    return baseUrl ? { status: 'signed-out', baseUrl } : { status: 'signed-out' };
  };

  const backend: DesktopBackend = {
    events,

    async getSettings() {
      return settings.get();
    },

    async updateSettings(patch) {
      const updated = await settings.update(patch);
      if (!updated.ok) throw new Error(updated.error.message);
      return updated.value;
    },

    async getConnection() {
      return connection();
    },

    async connect(input) {
      const checked = checkConnectInput(input);
      if (!checked.ok) return checked;
      const { baseUrl, token, allowPlainTextStorage } = checked.value;
      const storage = settings.tokenStorage(allowPlainTextStorage === true);
      if (!storage.ok) return storage;
      const candidate = makeApi(baseUrl, token);
      const verdict = await candidate.checkConnection();
      if (!verdict.ok) return verdict;
      await settings.saveToken(token, storage.value);
      const saved = await settings.update({ baseUrl });
      if (!saved.ok) return saved;
      api = candidate;
      outbox.kick();
      return ok(connection());
    },

    async signOut() {
      api = undefined;
      await settings.clearToken();
    },

    async listInstances() {
      return api ? api.listInstances() : signedOut();
    },

    async listAttendants() {
      return api ? api.listAttendants() : signedOut();
    },

    async getAttendant(id) {
      const checked = checkId(id, 'id');
      if (!checked.ok) return checked;
      return api ? api.getAttendant(checked.value) : signedOut();
    },

    async listConversations() {
      return conversations.list();
    },

    async openConversation(idOrLink) {
      if (typeof idOrLink !== 'string')
        return fail('invalid-input', 'Paste a conversation id or link.', { field: 'idOrLink' });
      const parsed = parseConversationRef(idOrLink);
      if (!parsed.ok) return parsed;
      return ok(await conversations.open(parsed.value));
    },

    async getConversation(id) {
      const checked = checkConversationId(id);
      if (!checked.ok) return checked;
      const conversation = conversations.get(checked.value);
      if (!conversation)
        return fail(
          'not-found',
          'This conversation is not in your inbox; open it by id or link first.',
        );
      const view: ConversationView = {
        ...conversation,
        entries: outbox.listByConversation(checked.value),
      };
      return ok(view);
    },

    async saveDraft(conversationId, draft) {
      const checked = checkConversationId(conversationId);
      if (!checked.ok) throw new Error(checked.error.message);
      let valid: MessageDraft | null = null;
      if (draft !== null) {
        const checkedDraft = checkDraft(draft, { forSending: false, now: now() });
        if (!checkedDraft.ok) throw new Error(checkedDraft.error.message);
        valid = checkedDraft.value;
      }
      await conversations.saveDraft(checked.value, valid);
    },

    async inspectAttachmentUrl(url) {
      if (typeof url !== 'string')
        return fail('invalid-input', 'The attachment address is missing.', { field: 'url' });
      return inspectAttachmentUrl(url, {
        ...(options.fetch && { fetch: options.fetch }),
        ...(options.inspectTimeoutMs !== undefined && { timeoutMs: options.inspectTimeoutMs }),
      });
    },

    async sendMessage(conversationId, draft) {
      const checked = checkConversationId(conversationId);
      if (!checked.ok) return checked;
      const checkedDraft = checkDraft(draft, { forSending: true, now: now() });
      if (!checkedDraft.ok) return checkedDraft;
      const serviceUrl = api?.baseUrl ?? settings.get().baseUrl;
      if (!serviceUrl) return signedOut();
      let entry: OutboxEntry;
      try {
        await conversations.recordActivity(checked.value);
        entry = await outbox.enqueue(checked.value, serviceUrl, checkedDraft.value);
      } catch (error) {
        console.error(
          'Outbox: could not write a new message.',
          error instanceof Error ? error.message : error,
        );
        return fail('server', DISK_FAILURE_MESSAGE);
      }
      // The composer's draft became this entry.
      await conversations.saveDraft(checked.value, null).catch(() => undefined);
      return ok(entry);
    },

    async retryEntry(entryId) {
      const checked = checkId(entryId, 'entryId');
      return checked.ok ? outbox.retry(checked.value) : checked;
    },

    async editEntry(entryId) {
      const checked = checkId(entryId, 'entryId');
      return checked.ok ? outbox.take(checked.value) : checked;
    },

    async discardEntry(entryId) {
      const checked = checkId(entryId, 'entryId');
      return checked.ok ? outbox.discard(checked.value) : checked;
    },

    async markEntrySent(entryId) {
      const checked = checkId(entryId, 'entryId');
      return checked.ok ? outbox.markSent(checked.value) : checked;
    },

    async outboxSummary() {
      return outbox.summary();
    },

    async openDeepLink(url) {
      const opened = await backend.openConversation(url);
      if (opened.ok) events.emit('deep-link', opened.value.id);
      return opened;
    },

    async close() {
      await outbox.close();
      await conversations.close();
      events.removeAll();
    },
  };
  return backend;
}
