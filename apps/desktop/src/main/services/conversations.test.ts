import { readdir, writeFile } from 'node:fs/promises';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { makeTempDir } from '../../../test/support/temp-dir.ts';
import { ConversationStore } from './conversations.ts';

describe('ConversationStore', () => {
  let dir: { path: string; remove: () => Promise<void> };
  let clock: number;
  const now = () => clock;
  const open = () => ConversationStore.open(join(dir.path, 'conversations.json'), now);

  beforeEach(async () => {
    dir = await makeTempDir();
    clock = Date.parse('2026-02-01T09:00:00.000Z');
  });
  afterEach(async () => {
    await dir.remove();
  });

  it('remembers opened conversations and their drafts across a restart, most recent first', async () => {
    const store = await open();
    await store.open('older');
    clock += 60_000;
    await store.open('newer');
    await store.saveDraft('older', { body: 'half a thought', isInternal: true, attachments: [] });
    await store.close();

    const reopened = await open();
    expect(reopened.list().map((c) => c.id)).toEqual(['newer', 'older']);
    expect(reopened.get('older')?.draft).toEqual({
      body: 'half a thought',
      isInternal: true,
      attachments: [],
    });
    expect(await readdir(dir.path)).toEqual(['conversations.json']);
  });

  it('opening a known conversation changes nothing; an empty draft is forgotten', async () => {
    const store = await open();
    const first = await store.open('c1');
    clock += 1_000;
    expect(await store.open('c1')).toEqual(first);
    await store.saveDraft('c1', { body: 'x', isInternal: false, attachments: [] });
    await store.saveDraft('c1', { body: '   ', isInternal: false, attachments: [] });
    expect(store.get('c1')?.draft).toBeUndefined();
  });

  it('learns the contact from returned messages, keeping what a later message leaves out', async () => {
    const store = await open();
    await store.recordActivity('c1', {
      name: 'Mariana',
      imageURL: 'https://cdn.example.com/m.jpg',
      platform: 'CHAT',
    });
    clock += 5_000;
    const updated = await store.recordActivity('c1', { name: '', imageURL: 'javascript:alert(1)' });
    expect(updated.contact).toEqual({
      name: 'Mariana',
      imageURL: 'https://cdn.example.com/m.jpg',
      platform: 'CHAT',
    });
    expect(updated.lastActivityAt).toBe(new Date(clock).toISOString());
  });

  it('starts empty rather than failing when the file is damaged, and keeps the damaged file aside', async () => {
    await writeFile(join(dir.path, 'conversations.json'), '{"format":1,"conversations":[{"id":');
    const store = await open();
    expect(store.list()).toEqual([]);
    await store.open('c1');
    expect((await readdir(dir.path)).sort()).toEqual([
      'conversations.json',
      'conversations.json.corrupt',
    ]);
  });
});
