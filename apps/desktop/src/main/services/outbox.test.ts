import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { MessageDraft, OutboxEntry } from '../../shared/bridge.ts';
import { ManualTimers } from '../../../test/support/manual-timers.ts';
import { waitForState } from '../../../test/support/outbox-events.ts';
import { makeTempDir } from '../../../test/support/temp-dir.ts';
import { Outbox, type OutboxOptions } from './outbox.ts';
import { saveRecord } from './outbox-files.ts';
import type { SendFailure, SendOutcome } from './send-outcome.ts';

const SERVICE = 'http://127.0.0.1:4010';
const draft = (body: string): MessageDraft => ({ body, isInternal: false, attachments: [] });
const sent = (id: string): SendOutcome => ({ ok: true, message: { id, status: 'RECEIVED' } });
const failure = (
  disposition: SendFailure['disposition'],
  extra: Partial<SendFailure> = {},
): SendOutcome => ({
  ok: false,
  failure: {
    disposition,
    error: { kind: disposition === 'retry' ? 'network' : 'timeout', message: 'Test failure.' },
    ...extra,
  },
});

/** A send function the test scripts: each call takes the next outcome, and records what was on disk at that moment. */
class ScriptedSend {
  readonly calls: { entry: OutboxEntry; onDisk: unknown }[] = [];
  readonly #dir: string;
  readonly #outcomes: SendOutcome[];

  constructor(dir: string, outcomes: SendOutcome[]) {
    this.#dir = dir;
    this.#outcomes = [...outcomes];
  }

  readonly send = async (entry: OutboxEntry): Promise<SendOutcome> => {
    const onDisk: unknown = JSON.parse(await readFile(join(this.#dir, `${entry.id}.json`), 'utf8'));
    this.calls.push({ entry, onDisk });
    return this.#outcomes.shift() ?? sent(`server-${this.calls.length}`);
  };
}

describe('Outbox state machine', () => {
  let dir: { path: string; remove: () => Promise<void> };
  let timers: ManualTimers;
  const opened: Outbox[] = [];

  const open = async (
    send: OutboxOptions['send'],
    extra: Partial<OutboxOptions> = {},
  ): Promise<Outbox> => {
    const outbox = await Outbox.open({
      dir: dir.path,
      send,
      now: timers.now,
      timers,
      random: () => 0.5,
      backoff: { baseDelayMs: 1_000, maxDelayMs: 8_000, maxAutoAttempts: 3 },
      ...extra,
    });
    opened.push(outbox);
    return outbox;
  };

  beforeEach(async () => {
    dir = await makeTempDir();
    timers = new ManualTimers();
  });

  afterEach(async () => {
    await Promise.all(opened.splice(0).map((outbox) => outbox.close()));
    await dir.remove();
  });

  it('writes the entry to disk, marked sending, before the request leaves; then records the server id', async () => {
    const script = new ScriptedSend(dir.path, [sent('msg-1')]);
    const outbox = await open(script.send);
    const entry = await outbox.enqueue('conv-1', SERVICE, draft('hello'));
    const done = await waitForState(outbox, entry.id, 'sent');

    expect(script.calls).toHaveLength(1);
    expect(script.calls[0]?.onDisk).toMatchObject({
      entry: { id: entry.id, state: 'sending', attempts: 1 },
    });
    expect(done.sent).toEqual({ id: 'msg-1', status: 'RECEIVED' });
    const onDisk: unknown = JSON.parse(await readFile(join(dir.path, `${entry.id}.json`), 'utf8'));
    expect(onDisk).toMatchObject({ entry: { state: 'sent', sent: { id: 'msg-1' } } });
    expect(outbox.summary()).toEqual({ waiting: 0, failed: 0 });
  });

  it('retries a retryable failure after a jittered back-off, and sends once it succeeds', async () => {
    const script = new ScriptedSend(dir.path, [failure('retry'), sent('msg-2')]);
    const outbox = await open(script.send);
    const entry = await outbox.enqueue('conv-1', SERVICE, draft('hi'));
    const waiting = await waitForQueuedWithError(outbox, entry.id);

    // First back-off: base 1000 ms, half fixed + half jitter (random 0.5) = 750 ms.
    expect(Date.parse(waiting.nextAttemptAt ?? '') - timers.now()).toBe(750);
    expect(waiting.error?.kind).toBe('network');
    expect(script.calls).toHaveLength(1);

    timers.advance(749);
    expect(script.calls).toHaveLength(1);
    timers.advance(1);
    const done = await waitForState(outbox, entry.id, 'sent');
    expect(script.calls).toHaveLength(2);
    expect(done.attempts).toBe(2);
    expect(done.error).toBeUndefined();
  });

  it("honours the server's Retry-After when it asks for longer than the back-off", async () => {
    const script = new ScriptedSend(dir.path, [
      failure('retry', { retryAfterMs: 5_000 }),
      sent('msg-3'),
    ]);
    const outbox = await open(script.send);
    const entry = await outbox.enqueue('conv-1', SERVICE, draft('hi'));
    const waiting = await waitForQueuedWithError(outbox, entry.id);
    expect(Date.parse(waiting.nextAttemptAt ?? '') - timers.now()).toBe(5_000);
    timers.advance(4_999);
    expect(script.calls).toHaveLength(1);
    timers.advance(1);
    await waitForState(outbox, entry.id, 'sent');
  });

  it('gives up after the automatic attempts and marks the entry failed, keeping the reason', async () => {
    const script = new ScriptedSend(dir.path, [
      failure('retry'),
      failure('retry'),
      failure('retry'),
    ]);
    const outbox = await open(script.send);
    let backOff = nextChange(
      outbox,
      (entry) => entry.state === 'queued' && entry.error !== undefined,
    );
    const entry = await outbox.enqueue('conv-1', SERVICE, draft('hi'));
    await backOff;
    backOff = nextChange(
      outbox,
      (changed) => changed.state === 'queued' && changed.error !== undefined,
    );
    timers.advance(10_000);
    await backOff;
    const failed = nextChange(outbox, (changed) => changed.state === 'failed');
    timers.advance(10_000);
    const result = await failed;
    expect(script.calls).toHaveLength(3);
    expect(result.id).toBe(entry.id);
    expect(result.error?.message).toBe('Test failure.');
    expect(outbox.summary()).toEqual({ waiting: 1, failed: 1 });
  });

  it('never resends an unconfirmed entry on its own; the attendant may resend or mark it sent', async () => {
    const script = new ScriptedSend(dir.path, [failure('unconfirmed'), sent('msg-4')]);
    const outbox = await open(script.send);
    const entry = await outbox.enqueue('conv-1', SERVICE, draft('hi'));
    await waitForState(outbox, entry.id, 'unconfirmed');
    timers.advance(3_600_000);
    expect(script.calls).toHaveLength(1);

    const retried = await outbox.retry(entry.id);
    expect(retried.ok).toBe(true);
    const done = await waitForState(outbox, entry.id, 'sent');
    expect(script.calls).toHaveLength(2);
    expect(done.sent?.id).toBe('msg-4');
  });

  it('marks an unconfirmed entry sent on the attendant’s word, without sending', async () => {
    const script = new ScriptedSend(dir.path, [failure('unconfirmed')]);
    const outbox = await open(script.send);
    const entry = await outbox.enqueue('conv-1', SERVICE, draft('hi'));
    await waitForState(outbox, entry.id, 'unconfirmed');
    const marked = await outbox.markSent(entry.id);
    expect(marked).toMatchObject({ ok: true, value: { state: 'sent' } });
    expect(script.calls).toHaveLength(1);
  });

  it('refuses to mark a failed entry sent (the server said no)', async () => {
    const script = new ScriptedSend(dir.path, [failure('failed')]);
    const outbox = await open(script.send);
    const entry = await outbox.enqueue('conv-1', SERVICE, draft('hi'));
    await waitForState(outbox, entry.id, 'failed');
    const marked = await outbox.markSent(entry.id);
    expect(marked).toMatchObject({ ok: false, error: { kind: 'invalid-input' } });
  });

  it('hands the draft back on edit and forgets the entry, on disk too', async () => {
    const script = new ScriptedSend(dir.path, [failure('failed')]);
    const outbox = await open(script.send);
    const entry = await outbox.enqueue('conv-1', SERVICE, draft('typo'));
    await waitForState(outbox, entry.id, 'failed');
    const taken = await outbox.take(entry.id);
    expect(taken).toEqual({ ok: true, value: draft('typo') });
    expect(outbox.get(entry.id)).toBeUndefined();
    expect(await readdir(dir.path)).toEqual([]);
    expect(await outbox.discard(entry.id)).toMatchObject({
      ok: false,
      error: { kind: 'not-found' },
    });
  });

  it('refuses to edit or discard an entry while it is being sent', async () => {
    let release: (outcome: SendOutcome) => void = () => undefined;
    const outbox = await open(() => new Promise<SendOutcome>((resolve) => (release = resolve)));
    const entry = await outbox.enqueue('conv-1', SERVICE, draft('hi'));
    await waitForState(outbox, entry.id, 'sending');
    expect(await outbox.discard(entry.id)).toMatchObject({
      ok: false,
      error: { kind: 'invalid-input' },
    });
    expect(await outbox.take(entry.id)).toMatchObject({ ok: false });
    release(sent('msg-5'));
    await waitForState(outbox, entry.id, 'sent');
  });

  it('sends the messages of one conversation in order, even when the first must wait', async () => {
    const script = new ScriptedSend(dir.path, [failure('retry'), sent('a'), sent('b')]);
    const outbox = await open(script.send);
    const first = await outbox.enqueue('conv-1', SERVICE, draft('first'));
    await waitForQueuedWithError(outbox, first.id);
    const second = await outbox.enqueue('conv-1', SERVICE, draft('second'));
    expect(script.calls.map((call) => call.entry.draft.body)).toEqual(['first']);
    timers.advance(1_000);
    await waitForState(outbox, second.id, 'sent');
    expect(script.calls.map((call) => call.entry.draft.body)).toEqual(['first', 'first', 'second']);
  });

  it('waits while it cannot send (signed out) and starts when kicked', async () => {
    let connected = false;
    const script = new ScriptedSend(dir.path, []);
    const outbox = await open(script.send, { canSend: () => connected });
    const entry = await outbox.enqueue('conv-1', SERVICE, draft('hi'));
    expect(outbox.get(entry.id)?.state).toBe('queued');
    expect(script.calls).toHaveLength(0);
    connected = true;
    outbox.kick();
    await waitForState(outbox, entry.id, 'sent');
  });

  it('on start, turns entries caught mid-send into unconfirmed and resumes queued ones', async () => {
    const at = new Date(timers.now()).toISOString();
    const base = {
      serviceUrl: SERVICE,
      draft: draft('x'),
      attempts: 1,
      createdAt: at,
      updatedAt: at,
    };
    await saveRecord(dir.path, {
      seq: 1,
      autoAttempts: 1,
      entry: { ...base, id: 'e-sending', conversationId: 'c1', state: 'sending' },
    });
    await saveRecord(dir.path, {
      seq: 2,
      autoAttempts: 0,
      entry: { ...base, id: 'e-queued', conversationId: 'c2', state: 'queued', attempts: 0 },
    });
    await saveRecord(dir.path, {
      seq: 3,
      autoAttempts: 1,
      entry: { ...base, id: 'e-sent', conversationId: 'c3', state: 'sent' },
    });

    const script = new ScriptedSend(dir.path, [sent('resumed')]);
    const outbox = await open(script.send);
    expect(outbox.get('e-sending')).toMatchObject({
      state: 'unconfirmed',
      error: { kind: 'network' },
    });
    await waitForState(outbox, 'e-queued', 'sent');
    expect(script.calls.map((call) => call.entry.id)).toEqual(['e-queued']);
    expect(outbox.get('e-sent')?.state).toBe('sent');
  });

  it('a send function that throws leaves the entry unconfirmed, not lost and not resent', async () => {
    const outbox = await open(async () => {
      throw new Error('boom');
    });
    const entry = await outbox.enqueue('conv-1', SERVICE, draft('hi'));
    const settled = await waitForState(outbox, entry.id, 'unconfirmed');
    expect(settled.error?.message).not.toContain('boom');
  });
});

/** The next change (from now on) that matches. */
function nextChange(
  outbox: Outbox,
  matches: (entry: OutboxEntry) => boolean,
): Promise<OutboxEntry> {
  return new Promise((resolve) => {
    const off = outbox.events.on('changed', (entry) => {
      if (matches(entry)) {
        off();
        resolve(entry);
      }
    });
  });
}

/** The entry is back in the queue after a failed attempt (it carries the error and the time of the next one). */
function waitForQueuedWithError(outbox: Outbox, id: string): Promise<OutboxEntry> {
  const current = outbox.get(id);
  if (current?.state === 'queued' && current.error) return Promise.resolve(current);
  return new Promise((resolve) => {
    const off = outbox.events.on('changed', (entry) => {
      if (entry.id === id && entry.state === 'queued' && entry.error) {
        off();
        resolve(entry);
      }
    });
  });
}
