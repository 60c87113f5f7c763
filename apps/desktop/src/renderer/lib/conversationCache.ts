// Keeps a cached conversation in step with outbox events from main, without refetching it.
import type { ConversationView, OutboxEntry } from '../../shared/bridge.ts';

export function upsertEntry(view: ConversationView, entry: OutboxEntry): ConversationView {
  const index = view.entries.findIndex((existing) => existing.id === entry.id);
  if (index === -1) {
    const entries = [...view.entries, entry].sort(byCreatedAt);
    return { ...view, entries, lastActivityAt: latest(view.lastActivityAt, entry.updatedAt) };
  }
  const entries = view.entries.slice();
  entries[index] = entry;
  return { ...view, entries, lastActivityAt: latest(view.lastActivityAt, entry.updatedAt) };
}

export function removeEntry(view: ConversationView, entryId: string): ConversationView {
  return { ...view, entries: view.entries.filter((entry) => entry.id !== entryId) };
}

function byCreatedAt(a: OutboxEntry, b: OutboxEntry): number {
  return a.createdAt < b.createdAt ? -1 : a.createdAt > b.createdAt ? 1 : 0;
}

function latest(a: string, b: string): string {
  return a > b ? a : b;
}
