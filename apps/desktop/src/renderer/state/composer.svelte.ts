// What the attendant is writing in one conversation: text, reply, internal flag, schedule and attachments.
import type { AttachmentDraft, MessageDraft } from '../../shared/bridge.ts';
import { fromLocalInputValue, toLocalInputValue } from '../lib/datetime.ts';

export type ReplyTarget = NonNullable<MessageDraft['replyTo']>;

export class ComposerState {
  body = $state('');
  isInternal = $state(false);
  /** The datetime-local value; empty means "send now". */
  scheduledLocal = $state('');
  replyTo = $state<ReplyTarget | undefined>(undefined);
  attachments = $state<AttachmentDraft[]>([]);

  #scheduledDate = $derived(fromLocalInputValue(this.scheduledLocal));
  #draft = $derived<MessageDraft>(this.#toDraft());

  /** The draft as the bridge takes it. */
  get draft(): MessageDraft {
    return this.#draft;
  }

  get scheduledDate(): string | undefined {
    return this.#scheduledDate;
  }

  get isEmpty(): boolean {
    return this.body.trim() === '' && this.attachments.length === 0;
  }

  /** Nothing worth keeping as a draft: no text, no reply, no attachment, no schedule. */
  get isBlank(): boolean {
    return this.isEmpty && !this.replyTo && !this.scheduledLocal && !this.isInternal;
  }

  /** A schedule in the past would be sent at once; the attendant must pick a later time. */
  scheduleIsInPast(now: Date): boolean {
    return this.#scheduledDate !== undefined && Date.parse(this.#scheduledDate) <= now.getTime();
  }

  load(draft: MessageDraft | undefined): void {
    this.body = draft?.body ?? '';
    this.isInternal = draft?.isInternal ?? false;
    this.scheduledLocal = draft?.scheduledDate ? toLocalInputValue(draft.scheduledDate) : '';
    this.replyTo = draft?.replyTo ? { ...draft.replyTo } : undefined;
    this.attachments = draft?.attachments.map((attachment) => ({ ...attachment })) ?? [];
  }

  clear(): void {
    this.load(undefined);
  }

  addAttachment(attachment: AttachmentDraft): void {
    this.attachments.push(attachment);
  }

  updateAttachment(index: number, patch: Partial<AttachmentDraft>): void {
    const attachment = this.attachments[index];
    if (!attachment) return;
    Object.assign(attachment, patch);
    if ('size' in patch && patch.size === undefined) delete attachment.size;
  }

  removeAttachment(index: number): void {
    this.attachments.splice(index, 1);
  }

  #toDraft(): MessageDraft {
    const draft: MessageDraft = {
      body: this.body,
      isInternal: this.isInternal,
      attachments: this.attachments.map((attachment) => withoutEmptySize({ ...attachment })),
    };
    if (this.replyTo) draft.replyTo = { ...this.replyTo };
    if (this.#scheduledDate) draft.scheduledDate = this.#scheduledDate;
    return draft;
  }
}

function withoutEmptySize(attachment: AttachmentDraft): AttachmentDraft {
  if (attachment.size === undefined || Number.isFinite(attachment.size)) return attachment;
  const { size: _size, ...rest } = attachment;
  return rest;
}
