// The durable outbox: every message is on disk before its request leaves, and each state change is on disk before
// anyone is told. Automatic resends happen only when the service certainly did not act on the request.
//
//   queued ──▶ sending ──▶ sent
//     ▲           ├──▶ queued (retry later: never reached the service, 429, 502/503/504)
//     │           ├──▶ unconfirmed (time-out, connection broke after sending; or a crash mid-send)
//     │           └──▶ failed (refused; or automatic attempts used up)
//     └── retry (the attendant's say) ◀── failed / unconfirmed
import { randomUUID } from 'node:crypto';
import type {
  BridgeError,
  MessageDraft,
  OutboxEntry,
  OutboxSummary,
  Result,
} from '../../shared/bridge.ts';
import { backoffDelay, DEFAULT_BACKOFF, type BackoffPolicy } from './backoff.ts';
import { systemNow, systemTimers, type TimerHandle, type Timers } from './clock.ts';
import { TypedEmitter } from './emitter.ts';
import { loadRecords, removeRecord, saveRecord, type OutboxRecord } from './outbox-files.ts';
import { fail, ok } from './result.ts';
import type { SendOutcome } from './send-outcome.ts';
import { SerialQueue } from './serial-queue.ts';

export interface OutboxOptions {
  /** Folder holding one file per entry. */
  dir: string;
  /** Performs one attempt. Must not throw; a throw is treated as "may have arrived". */
  send: (entry: OutboxEntry) => Promise<SendOutcome>;
  /** False while the entry's service is not the connected one: it waits, queued, for its own service. */
  canSend?: (entry: OutboxEntry) => boolean;
  now?: () => number;
  timers?: Timers;
  random?: () => number;
  backoff?: Partial<BackoffPolicy>;
  newId?: () => string;
}

export interface OutboxEvents extends Record<string, unknown> {
  changed: OutboxEntry;
  /** An entry left the outbox (edited or discarded); carries its id. */
  removed: string;
}

const INTERRUPTED: BridgeError = {
  kind: 'network',
  message:
    'CRM Desk closed while this message was being sent, so it may or may not have arrived. Check the conversation, then mark it as sent or send it again.',
};

export class Outbox {
  readonly events = new TypedEmitter<OutboxEvents>();
  readonly #options: OutboxOptions;
  readonly #records = new Map<string, OutboxRecord>();
  readonly #inFlight = new Map<string, Promise<void>>();
  readonly #writes = new SerialQueue();
  readonly #now: () => number;
  readonly #timers: Timers;
  readonly #random: () => number;
  readonly #policy: BackoffPolicy;
  #timer: TimerHandle | undefined;
  #nextSeq = 1;
  #closed = false;

  private constructor(options: OutboxOptions) {
    this.#options = options;
    this.#now = options.now ?? systemNow;
    this.#timers = options.timers ?? systemTimers;
    this.#random = options.random ?? Math.random;
    this.#policy = { ...DEFAULT_BACKOFF, ...options.backoff };
  }

  /** Loads the entries on disk; those caught mid-send become unconfirmed, queued ones resume. */
  static async open(options: OutboxOptions): Promise<Outbox> {
    const outbox = new Outbox(options);
    await outbox.#load();
    outbox.kick();
    return outbox;
  }

  list(): OutboxEntry[] {
    return [...this.#records.values()].map((record) => structuredClone(record.entry));
  }

  listByConversation(conversationId: string): OutboxEntry[] {
    return this.list().filter((entry) => entry.conversationId === conversationId);
  }

  get(id: string): OutboxEntry | undefined {
    const record = this.#records.get(id);
    return record && structuredClone(record.entry);
  }

  summary(): OutboxSummary {
    let waiting = 0;
    let failed = 0;
    for (const { entry } of this.#records.values()) {
      if (entry.state !== 'sent') waiting += 1;
      if (entry.state === 'failed') failed += 1;
    }
    return { waiting, failed };
  }

  /** Writes a new entry to disk, then starts sending it. Rejects (nothing queued) if the disk write fails. */
  async enqueue(
    conversationId: string,
    serviceUrl: string,
    draft: MessageDraft,
  ): Promise<OutboxEntry> {
    this.#assertOpen();
    const at = this.#isoNow();
    const record: OutboxRecord = {
      seq: this.#nextSeq++,
      autoAttempts: 0,
      entry: {
        id: (this.#options.newId ?? randomUUID)(),
        conversationId,
        serviceUrl,
        draft: structuredClone(draft),
        state: 'queued',
        attempts: 0,
        createdAt: at,
        updatedAt: at,
      },
    };
    await this.#persist(record);
    this.#records.set(record.entry.id, record);
    this.#emit(record);
    this.kick();
    return structuredClone(record.entry);
  }

  /** The attendant asks to send a failed or unconfirmed entry again (or a queued one right now). */
  async retry(id: string): Promise<Result<OutboxEntry>> {
    const record = this.#records.get(id);
    const refused = this.#refuseUnless(record, ['failed', 'unconfirmed', 'queued']);
    if (refused || !record) return refused ?? notFound();
    const next = this.#withEntry(record, { state: 'queued', autoAttempts: 0 });
    delete next.entry.nextAttemptAt;
    delete next.entry.error;
    const saved = await this.#commit(next);
    this.kick();
    return saved;
  }

  /** The attendant checked the conversation: an unconfirmed message did arrive. */
  async markSent(id: string): Promise<Result<OutboxEntry>> {
    const record = this.#records.get(id);
    const refused = this.#refuseUnless(record, ['unconfirmed']);
    if (refused || !record) return refused ?? notFound();
    const next = this.#withEntry(record, { state: 'sent' });
    delete next.entry.error;
    delete next.entry.nextAttemptAt;
    return this.#commit(next);
  }

  /** Removes a failed, unconfirmed or waiting entry and hands its draft back for editing. */
  async take(id: string): Promise<Result<MessageDraft>> {
    const record = this.#records.get(id);
    const refused = this.#refuseUnless(record, ['failed', 'unconfirmed', 'queued']);
    if (refused || !record) return refused ?? notFound();
    // Out of memory first, so no attempt can start on it while the file is being removed.
    this.#records.delete(id);
    try {
      await this.#writes.run(() => removeRecord(this.#options.dir, id));
    } catch (error) {
      this.#records.set(id, record);
      throw error;
    }
    this.events.emit('removed', id);
    this.kick();
    return ok(structuredClone(record.entry.draft));
  }

  async discard(id: string): Promise<Result<void>> {
    const taken = await this.take(id);
    return taken.ok ? ok(undefined) : taken;
  }

  /** Looks for due entries now (after a connection is configured, or a retry was asked for). */
  kick(): void {
    if (this.#closed) return;
    this.#pump();
  }

  /** Stops automatic sending and waits for attempts in flight to be recorded. */
  async close(): Promise<void> {
    this.#closed = true;
    if (this.#timer !== undefined) this.#timers.clearTimeout(this.#timer);
    this.#timer = undefined;
    await Promise.all(this.#inFlight.values());
    await this.#writes.idle();
    this.events.removeAll();
  }

  async #load(): Promise<void> {
    const { records, unreadable } = await loadRecords(this.#options.dir);
    if (unreadable.length > 0) {
      console.error(
        `Outbox: ${unreadable.length} unreadable file(s) were set aside with a .corrupt extension.`,
      );
    }
    for (const record of records) {
      this.#records.set(record.entry.id, record);
      this.#nextSeq = Math.max(this.#nextSeq, record.seq + 1);
      if (record.entry.state === 'sending') {
        const next = this.#withEntry(record, { state: 'unconfirmed', error: INTERRUPTED });
        delete next.entry.nextAttemptAt;
        await this.#persist(next);
        this.#records.set(record.entry.id, next);
      }
    }
  }

  #pump(): void {
    if (this.#closed) return;
    const now = this.#now();
    let wakeAt = Number.POSITIVE_INFINITY;
    for (const record of this.#headOfEachConversation()) {
      if (!(this.#options.canSend?.(record.entry) ?? true)) continue;
      const due = record.entry.nextAttemptAt ? Date.parse(record.entry.nextAttemptAt) : now;
      if (due <= now) this.#startAttempt(record);
      else wakeAt = Math.min(wakeAt, due);
    }
    this.#schedule(wakeAt, now);
  }

  /** Messages of one conversation leave in order: only its oldest waiting entry may be attempted. */
  #headOfEachConversation(): OutboxRecord[] {
    const heads = new Map<string, OutboxRecord>();
    for (const record of this.#records.values()) {
      const { state, conversationId } = record.entry;
      if (state !== 'queued' && state !== 'sending') continue;
      const head = heads.get(conversationId);
      if (!head || record.seq < head.seq) heads.set(conversationId, record);
    }
    return [...heads.values()].filter(
      (record) => record.entry.state === 'queued' && !this.#inFlight.has(record.entry.id),
    );
  }

  #schedule(wakeAt: number, now: number): void {
    if (this.#timer !== undefined) this.#timers.clearTimeout(this.#timer);
    this.#timer = undefined;
    if (wakeAt === Number.POSITIVE_INFINITY) return;
    this.#timer = this.#timers.setTimeout(
      () => {
        this.#timer = undefined;
        this.#pump();
      },
      Math.max(0, wakeAt - now),
    );
  }

  #startAttempt(record: OutboxRecord): void {
    const id = record.entry.id;
    const attempt: Promise<void> = this.#attempt(record)
      .catch((error: unknown) => {
        console.error(
          'Outbox: a send attempt failed unexpectedly.',
          error instanceof Error ? error.message : error,
        );
      })
      .finally(() => {
        // The attempt already let go of the entry when it settled; a newer attempt may hold it by now.
        if (this.#inFlight.get(id) === attempt) this.#inFlight.delete(id);
        this.#pump();
      });
    this.#inFlight.set(id, attempt);
  }

  async #attempt(record: OutboxRecord): Promise<void> {
    const sending = this.#withEntry(record, {
      state: 'sending',
      attempts: record.entry.attempts + 1,
      autoAttempts: record.autoAttempts + 1,
    });
    delete sending.entry.nextAttemptAt;
    try {
      // On disk before the request leaves: a crash from here on shows up as "unconfirmed", never as a silent resend.
      await this.#persist(sending);
    } catch (error) {
      console.error(
        'Outbox: could not record a send attempt; will try again.',
        error instanceof Error ? error.message : error,
      );
      const waiting = this.#withEntry(record, {
        nextAttemptAt: new Date(this.#now() + this.#policy.baseDelayMs).toISOString(),
      });
      this.#records.set(record.entry.id, waiting);
      return;
    }
    this.#records.set(record.entry.id, sending);
    this.#emit(sending);

    let outcome: SendOutcome;
    try {
      outcome = await this.#options.send(structuredClone(sending.entry));
    } catch {
      outcome = {
        ok: false,
        failure: {
          disposition: 'unconfirmed',
          error: {
            kind: 'server',
            message: 'Sending stopped unexpectedly; the message may or may not have arrived.',
          },
        },
      };
    }
    const settled = this.#settle(sending, outcome);
    try {
      await this.#persist(settled);
    } catch (error) {
      // The disk still says "sending", which a restart turns into "unconfirmed": safe, if less precise.
      console.error(
        'Outbox: could not record a send result.',
        error instanceof Error ? error.message : error,
      );
    }
    this.#records.set(record.entry.id, settled);
    // Settled: the attendant may act on it as soon as they hear about it.
    this.#inFlight.delete(record.entry.id);
    this.#emit(settled);
  }

  #settle(sending: OutboxRecord, outcome: SendOutcome): OutboxRecord {
    if (outcome.ok) {
      const sent = this.#withEntry(sending, { state: 'sent', sent: outcome.message });
      delete sent.entry.error;
      return sent;
    }
    const { disposition, error, retryAfterMs } = outcome.failure;
    if (disposition === 'retry' && sending.autoAttempts < this.#policy.maxAutoAttempts) {
      const delay = backoffDelay(sending.autoAttempts, this.#policy, this.#random, retryAfterMs);
      return this.#withEntry(sending, {
        state: 'queued',
        error,
        nextAttemptAt: new Date(this.#now() + delay).toISOString(),
      });
    }
    return this.#withEntry(sending, {
      state: disposition === 'unconfirmed' ? 'unconfirmed' : 'failed',
      error,
    });
  }

  #withEntry(
    record: OutboxRecord,
    change: Partial<Omit<OutboxEntry, 'id' | 'conversationId' | 'createdAt' | 'updatedAt'>> & {
      autoAttempts?: number;
    },
  ): OutboxRecord {
    const { autoAttempts = record.autoAttempts, ...entryChange } = change;
    return {
      seq: record.seq,
      autoAttempts,
      entry: { ...structuredClone(record.entry), ...entryChange, updatedAt: this.#isoNow() },
    };
  }

  async #commit(record: OutboxRecord): Promise<Result<OutboxEntry>> {
    // In memory first so the pump sees the new state at once; writes are serial, so the disk ends up in the same order.
    const previous = this.#records.get(record.entry.id);
    this.#records.set(record.entry.id, record);
    try {
      await this.#persist(record);
    } catch (error) {
      if (previous) this.#records.set(record.entry.id, previous);
      throw error;
    }
    this.#emit(record);
    return ok(structuredClone(record.entry));
  }

  #persist(record: OutboxRecord): Promise<void> {
    return this.#writes.run(() => saveRecord(this.#options.dir, record));
  }

  #refuseUnless(
    record: OutboxRecord | undefined,
    states: OutboxEntry['state'][],
  ): Result<never> | undefined {
    if (!record) return notFound();
    if (this.#inFlight.has(record.entry.id) || !states.includes(record.entry.state)) {
      return fail(
        'invalid-input',
        `This message cannot be changed while it is ${describe(record.entry.state)}.`,
        {
          field: 'entryId',
        },
      );
    }
    return undefined;
  }

  #emit(record: OutboxRecord): void {
    this.events.emit('changed', structuredClone(record.entry));
  }

  #isoNow(): string {
    return new Date(this.#now()).toISOString();
  }

  #assertOpen(): void {
    if (this.#closed) throw new Error('The outbox is closed.');
  }
}

function notFound(): Result<never> {
  return fail('not-found', 'This message is no longer in the outbox.', { field: 'entryId' });
}

function describe(state: OutboxEntry['state']): string {
  return state === 'queued' ? 'waiting to be sent' : state === 'sending' ? 'being sent' : state;
}
