// Waits for outbox entries to reach a state, driven by the outbox's own events (no polling, no sleeps).
import type { OutboxEntry, OutboxState } from '../../src/shared/bridge.ts';

interface ChangeSource {
  events: { on(event: 'changed', listener: (entry: OutboxEntry) => void): () => void };
  get(id: string): OutboxEntry | undefined;
}

const SETTLED: readonly OutboxState[] = ['sent', 'failed', 'unconfirmed'];

/** Resolves when entry `id` reaches `state`; rejects if it settles in another final state first. */
export function waitForState(
  outbox: ChangeSource,
  id: string,
  state: OutboxState,
): Promise<OutboxEntry> {
  const current = outbox.get(id);
  if (current?.state === state) return Promise.resolve(current);
  return new Promise((resolve, reject) => {
    const off = outbox.events.on('changed', (entry) => {
      if (entry.id !== id) return;
      if (entry.state === state) {
        off();
        resolve(entry);
      } else if (SETTLED.includes(entry.state)) {
        off();
        reject(
          new Error(
            `Entry ${id} became ${entry.state} (${entry.error?.message ?? 'no error'}) instead of ${state}.`,
          ),
        );
      }
    });
  });
}

interface BackendLike {
  events: { on(event: 'outbox-changed', listener: (entry: OutboxEntry) => void): () => void };
  getConversation(
    id: string,
  ): Promise<{ ok: true; value: { entries: OutboxEntry[] } } | { ok: false }>;
}

/** Like waitForState, through the backend's events (listening first, then checking the current state). */
export function waitForBackendEntry(
  backend: BackendLike,
  entry: OutboxEntry,
  state: OutboxState,
): Promise<OutboxEntry> {
  return new Promise((resolve, reject) => {
    const settle = (changed: OutboxEntry): void => {
      if (changed.id !== entry.id) return;
      if (changed.state === state) {
        off();
        resolve(changed);
      } else if (SETTLED.includes(changed.state)) {
        off();
        reject(
          new Error(
            `Entry ${entry.id} became ${changed.state} (${changed.error?.message ?? 'no error'}) instead of ${state}.`,
          ),
        );
      }
    };
    const off = backend.events.on('outbox-changed', settle);
    void backend.getConversation(entry.conversationId).then((view) => {
      const current = view.ok
        ? view.value.entries.find((candidate) => candidate.id === entry.id)
        : undefined;
      if (current) settle(current);
    });
  });
}
