import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MessageDraft } from '../../shared/bridge.ts';
import { DraftSaver } from './draftSaver.ts';

const draft = (body: string): MessageDraft => ({ body, isInternal: false, attachments: [] });

describe('DraftSaver', () => {
  let saved: [string, MessageDraft | null][];
  let saver: DraftSaver;

  beforeEach(() => {
    vi.useFakeTimers();
    saved = [];
    saver = new DraftSaver(async (id, value) => {
      saved.push([id, value]);
    }, 400);
  });

  afterEach(() => vi.useRealTimers());

  it('saves once, after the attendant stops typing', async () => {
    saver.schedule('c1', draft('H'));
    saver.schedule('c1', draft('He'));
    saver.schedule('c1', draft('Hello'));
    await vi.advanceTimersByTimeAsync(399);
    expect(saved).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(saved).toEqual([['c1', draft('Hello')]]);
  });

  it('does not write back the draft it was opened with', async () => {
    saver.markSaved('c1', draft('Kept'));
    saver.schedule('c1', draft('Kept'));
    await vi.advanceTimersByTimeAsync(1_000);
    expect(saved).toEqual([]);
  });

  it('saves at once when flushed (leaving the conversation)', async () => {
    saver.schedule('c1', draft('Bye'));
    await saver.flush();
    expect(saved).toEqual([['c1', draft('Bye')]]);
  });

  it('tries again on the next change when main refused the draft', async () => {
    let refuse = true;
    const calls: string[] = [];
    const picky = new DraftSaver(async (_id, value) => {
      calls.push(value?.body ?? '');
      if (refuse) throw new Error('refused');
    }, 10);
    picky.schedule('c1', draft('A'));
    await picky.flush();
    refuse = false;
    picky.schedule('c1', draft('A'));
    await picky.flush();
    expect(calls).toEqual(['A', 'A']);
  });
});
