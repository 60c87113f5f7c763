// Saves the composer's draft a moment after the attendant stops typing, and at once when leaving.
import type { MessageDraft } from '../../shared/bridge.ts';

export type SaveDraft = (conversationId: string, draft: MessageDraft | null) => Promise<void>;

export class DraftSaver {
  readonly #save: SaveDraft;
  readonly #delayMs: number;
  #timer: ReturnType<typeof setTimeout> | undefined;
  #pending: { conversationId: string; draft: MessageDraft | null } | undefined;
  #lastSaved = new Map<string, string>();

  constructor(save: SaveDraft, delayMs = 400) {
    this.#save = save;
    this.#delayMs = delayMs;
  }

  /** Remembers what is already stored, so opening a conversation does not write its draft back. */
  markSaved(conversationId: string, draft: MessageDraft | null): void {
    this.#lastSaved.set(conversationId, JSON.stringify(draft));
  }

  schedule(conversationId: string, draft: MessageDraft | null): void {
    if (this.#lastSaved.get(conversationId) === JSON.stringify(draft)) {
      if (this.#pending?.conversationId === conversationId) this.cancel();
      return;
    }
    if (this.#pending && this.#pending.conversationId !== conversationId) void this.flush();
    this.#pending = { conversationId, draft };
    clearTimeout(this.#timer);
    this.#timer = setTimeout(() => void this.flush(), this.#delayMs);
  }

  cancel(): void {
    clearTimeout(this.#timer);
    this.#pending = undefined;
  }

  async flush(): Promise<void> {
    clearTimeout(this.#timer);
    const pending = this.#pending;
    this.#pending = undefined;
    if (!pending) return;
    this.markSaved(pending.conversationId, pending.draft);
    try {
      await this.#save(pending.conversationId, pending.draft);
    } catch {
      // A draft is a convenience: if main refused it, forget that it was saved so the next change tries again.
      this.#lastSaved.delete(pending.conversationId);
    }
  }
}
