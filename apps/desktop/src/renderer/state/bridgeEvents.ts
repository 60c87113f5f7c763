// Main pushes outbox changes and deep links; this routes them into the query cache and the navigation.
import type { QueryClient } from '@tanstack/svelte-query';
import type { ConversationView, CrmBridge } from '../../shared/bridge.ts';
import { upsertEntry } from '../lib/conversationCache.ts';
import { queryKeys } from '../lib/queryKeys.ts';

export function subscribeToBridgeEvents(
  bridge: CrmBridge,
  queryClient: QueryClient,
  openConversation: (id: string) => void,
): () => void {
  const stopOutbox = bridge.onOutboxChanged((entry) => {
    queryClient.setQueryData<ConversationView>(
      queryKeys.conversation(entry.conversationId),
      (view) => (view ? upsertEntry(view, entry) : view),
    );
    void queryClient.invalidateQueries({ queryKey: queryKeys.outboxSummary });
    // A sent message teaches main who the contact is: refresh the header and the inbox.
    if (entry.state === 'sent') {
      void queryClient.invalidateQueries({
        queryKey: queryKeys.conversation(entry.conversationId),
      });
      void queryClient.invalidateQueries({ queryKey: queryKeys.conversations });
    }
  });
  const stopDeepLinks = bridge.onDeepLink((conversationId) => {
    // Main has already remembered it in the inbox; refresh the list and show it.
    void queryClient.invalidateQueries({ queryKey: queryKeys.conversations });
    openConversation(conversationId);
  });
  return () => {
    stopOutbox();
    stopDeepLinks();
  };
}
