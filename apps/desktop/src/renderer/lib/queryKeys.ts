// One place for TanStack Query keys, so events from main invalidate exactly what they change.
export const queryKeys = {
  connection: ['connection'] as const,
  settings: ['settings'] as const,
  instances: ['instances'] as const,
  attendants: ['attendants'] as const,
  attendant: (id: string) => ['attendants', id] as const,
  conversations: ['conversations'] as const,
  conversation: (id: string) => ['conversation', id] as const,
  outboxSummary: ['outbox-summary'] as const,
};
