// The attendant's own inbox: the API cannot list conversations, so we remember the ones opened here, their drafts,
// and the contact learned from the messages the service returns. One JSON file, written atomically.
import type { Contact } from '@crm/client';
import type { ContactView, Conversation, MessageDraft } from '../../shared/bridge.ts';
import { readJsonFile, removeStrayTempFiles, writeFileAtomic } from './atomic-file.ts';
import { SerialQueue } from './serial-queue.ts';
import { rename } from 'node:fs/promises';
import { dirname } from 'node:path';

const FORMAT = 1;

export class ConversationStore {
  readonly #path: string;
  readonly #now: () => number;
  readonly #byId = new Map<string, Conversation>();
  readonly #writes = new SerialQueue();

  private constructor(path: string, now: () => number) {
    this.#path = path;
    this.#now = now;
  }

  static async open(path: string, now: () => number): Promise<ConversationStore> {
    const store = new ConversationStore(path, now);
    await removeStrayTempFiles(dirname(path));
    const data = await readJsonFile(path).catch(async (error: unknown) => {
      // A damaged inbox must not keep the app from starting; it is set aside (not overwritten) for a person to look at.
      console.error(
        'Conversations: the saved list could not be read; it was kept as conversations.json.corrupt.',
        error instanceof Error ? error.message : error,
      );
      await rename(path, `${path}.corrupt`).catch(() => undefined);
      return undefined;
    });
    for (const conversation of readConversations(data))
      store.#byId.set(conversation.id, conversation);
    return store;
  }

  /** Most recently active first. */
  list(): Conversation[] {
    return [...this.#byId.values()]
      .sort((a, b) => b.lastActivityAt.localeCompare(a.lastActivityAt))
      .map((conversation) => structuredClone(conversation));
  }

  get(id: string): Conversation | undefined {
    const conversation = this.#byId.get(id);
    return conversation && structuredClone(conversation);
  }

  /** Remembers a conversation (or returns the one already known). */
  async open(id: string): Promise<Conversation> {
    const known = this.#byId.get(id);
    if (known) return structuredClone(known);
    const at = new Date(this.#now()).toISOString();
    return this.#save({ id, openedAt: at, lastActivityAt: at });
  }

  async saveDraft(id: string, draft: MessageDraft | null): Promise<Conversation> {
    const conversation = this.#byId.get(id) ?? (await this.open(id));
    const next: Conversation = { ...structuredClone(conversation) };
    if (draft && !isEmptyDraft(draft)) next.draft = structuredClone(draft);
    else delete next.draft;
    return this.#save(next);
  }

  /** A message was sent: the conversation moves up, and we learn who is on the other side. */
  async recordActivity(id: string, contact?: Contact): Promise<Conversation> {
    const conversation = this.#byId.get(id) ?? (await this.open(id));
    const next: Conversation = {
      ...structuredClone(conversation),
      lastActivityAt: new Date(this.#now()).toISOString(),
    };
    const learned = contact && toContactView(contact);
    if (learned) next.contact = { ...next.contact, ...learned };
    return this.#save(next);
  }

  async remove(id: string): Promise<void> {
    if (!this.#byId.delete(id)) return;
    await this.#flush();
  }

  async close(): Promise<void> {
    await this.#writes.idle();
  }

  async #save(conversation: Conversation): Promise<Conversation> {
    const previous = this.#byId.get(conversation.id);
    this.#byId.set(conversation.id, conversation);
    try {
      await this.#flush();
    } catch (error) {
      if (previous) this.#byId.set(conversation.id, previous);
      else this.#byId.delete(conversation.id);
      throw error;
    }
    return structuredClone(conversation);
  }

  #flush(): Promise<void> {
    // Each job snapshots the whole map when it runs, so the last write always holds the latest state.
    return this.#writes.run(() =>
      writeFileAtomic(
        this.#path,
        JSON.stringify({ format: FORMAT, conversations: [...this.#byId.values()] }),
      ),
    );
  }
}

function isEmptyDraft(draft: MessageDraft): boolean {
  return (
    draft.body.trim() === '' &&
    draft.attachments.length === 0 &&
    !draft.replyTo &&
    !draft.scheduledDate
  );
}

function toContactView(contact: Contact): ContactView | undefined {
  const view: ContactView = {};
  if (typeof contact.name === 'string' && contact.name) view.name = contact.name;
  if (typeof contact.imageURL === 'string' && /^https?:\/\//i.test(contact.imageURL))
    view.imageURL = contact.imageURL;
  if (typeof contact.platform === 'string' && contact.platform) view.platform = contact.platform;
  return Object.keys(view).length > 0 ? view : undefined;
}

function readConversations(data: unknown): Conversation[] {
  if (typeof data !== 'object' || data === null) return [];
  const list = (data as { conversations?: unknown }).conversations;
  if (!Array.isArray(list)) return [];
  return list.filter(
    (item): item is Conversation =>
      typeof item === 'object' &&
      item !== null &&
      typeof (item as Conversation).id === 'string' &&
      typeof (item as Conversation).openedAt === 'string' &&
      typeof (item as Conversation).lastActivityAt === 'string',
  );
}
