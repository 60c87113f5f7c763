// The one contract between the renderer and main: what `window.crm` offers and the shapes it carries.
// Main implements it with the services; preload forwards it over allow-listed IPC; the renderer only calls it.
// Everything here is plain, structured-cloneable data. No secret (bearer or provider token) ever appears in it.
import type { Attendant, Instance, InstanceConfig, Message } from '@crm/client';

/** Why a bridge call failed, as a kind the renderer turns into a sentence in the attendant's language. */
export type BridgeErrorKind =
  | 'auth' // 401/403: the token is wrong or expired
  | 'network' // host unreachable, connection reset, offline
  | 'timeout' // no answer in time
  | 'rate-limit' // 429
  | 'not-found' // 404
  | 'server' // 5xx
  | 'rejected' // other 4xx: the service refused the request
  | 'invalid-input' // rejected before sending (bad id, bad URL, bad date)
  | 'not-crm' // the answer was not what the CRM API sends (wrong base URL?)
  | 'insecure-storage' // the OS offers only plain-text secret storage; ask before storing
  | 'signed-out'; // no connection configured yet

export interface BridgeError {
  kind: BridgeErrorKind;
  /** One readable English sentence for logs and details; never contains a token. */
  message: string;
  status?: number;
  retryAfterMs?: number;
  /** Path of the offending field for 'invalid-input' / 'not-crm'. */
  field?: string;
}

export type Result<T> = { ok: true; value: T } | { ok: false; error: BridgeError };

export type Locale = 'en' | 'pt-BR';

export interface Settings {
  baseUrl: string;
  locale: Locale;
  /** How often the instances screen refreshes; backs off on 429. */
  instancesPollMs: number;
}

export type ConnectionState =
  { status: 'signed-out'; baseUrl?: string } | { status: 'connected'; baseUrl: string };

export interface ConnectInput {
  baseUrl: string;
  token: string;
  /** Set after the attendant agreed to store the token with a plain-text backend. */
  allowPlainTextStorage?: boolean;
}

/** An instance as the renderer may see it: the provider token is replaced by whether one is set. */
export type SafeInstanceConfig = Omit<InstanceConfig, 'providerInstanceToken'> & {
  providerInstanceTokenSet: boolean;
};
export type SafeInstance = Omit<Instance, 'config'> & { config?: SafeInstanceConfig };

export type AttachmentType = 'IMAGE' | 'VIDEO' | 'AUDIO' | 'FILE';

export interface AttachmentDraft {
  url: string;
  fileName: string;
  mimeType: string;
  type: AttachmentType;
  size?: number;
}

/** What main could learn about an attachment URL from its headers (HEAD request). */
export interface AttachmentGuess {
  fileName: string;
  mimeType?: string;
  type: AttachmentType;
  size?: number;
  /** False when the URL could not be reached; the attendant fills the fields in. */
  reachable: boolean;
}

export interface MessageDraft {
  body: string;
  replyTo?: { messageId: string; quote: string };
  isInternal: boolean;
  /** ISO 8601 date-time; the message is scheduled when set. */
  scheduledDate?: string;
  attachments: AttachmentDraft[];
}

export type OutboxState = 'queued' | 'sending' | 'sent' | 'failed' | 'unconfirmed';

export interface OutboxEntry {
  /** Local id, made before anything is sent. */
  id: string;
  conversationId: string;
  /** The service (base URL) it was written for: it is only ever sent there. */
  serviceUrl: string;
  draft: MessageDraft;
  state: OutboxState;
  attempts: number;
  createdAt: string;
  updatedAt: string;
  /** When the next automatic attempt is due (queued after a retryable failure). */
  nextAttemptAt?: string;
  /** The server's message once sent. */
  sent?: Pick<
    Message,
    'id' | 'status' | 'createdAt' | 'isScheduled' | 'scheduledDate' | 'isInternal'
  >;
  /** Why it failed, or why it is unconfirmed. */
  error?: BridgeError;
}

export interface ContactView {
  name?: string;
  imageURL?: string;
  platform?: string;
}

export interface Conversation {
  id: string;
  contact?: ContactView;
  openedAt: string;
  lastActivityAt: string;
  draft?: MessageDraft;
}

export interface ConversationView extends Conversation {
  /** Messages sent from this app, oldest first. */
  entries: OutboxEntry[];
}

export interface OutboxSummary {
  /** queued + sending + unconfirmed + failed */
  waiting: number;
  failed: number;
}

export interface CrmBridge {
  getSettings(): Promise<Settings>;
  updateSettings(patch: Partial<Settings>): Promise<Settings>;

  getConnection(): Promise<ConnectionState>;
  /** Checks the token with a real call (listInstances) before storing it. */
  connect(input: ConnectInput): Promise<Result<ConnectionState>>;
  /** Forgets the token (wiped from disk). */
  signOut(): Promise<void>;

  listInstances(): Promise<Result<{ count: number; data: SafeInstance[] }>>;
  listAttendants(): Promise<Result<{ count: number; data: Attendant[] }>>;
  getAttendant(id: string): Promise<Result<Attendant>>;

  listConversations(): Promise<Conversation[]>;
  /** Opens (and remembers) a conversation by id, pasted link or crmdesk:// deep link. */
  openConversation(idOrLink: string): Promise<Result<Conversation>>;
  getConversation(id: string): Promise<Result<ConversationView>>;
  saveDraft(conversationId: string, draft: MessageDraft | null): Promise<void>;
  inspectAttachmentUrl(url: string): Promise<Result<AttachmentGuess>>;

  /** Writes the message to the outbox (on disk) and starts sending it. */
  sendMessage(conversationId: string, draft: MessageDraft): Promise<Result<OutboxEntry>>;
  /** Sends a failed or unconfirmed entry again, on the attendant's say. */
  retryEntry(entryId: string): Promise<Result<OutboxEntry>>;
  /** Takes a failed or unconfirmed entry back into the composer's hands: removed from the outbox, its draft returned. */
  editEntry(entryId: string): Promise<Result<MessageDraft>>;
  discardEntry(entryId: string): Promise<Result<void>>;
  /** The attendant checked the conversation and says an unconfirmed message did arrive. */
  markEntrySent(entryId: string): Promise<Result<OutboxEntry>>;
  outboxSummary(): Promise<OutboxSummary>;

  /** Pushed by main; each returns an unsubscribe function. */
  onOutboxChanged(listener: (entry: OutboxEntry) => void): () => void;
  onDeepLink(listener: (conversationId: string) => void): () => void;
}
