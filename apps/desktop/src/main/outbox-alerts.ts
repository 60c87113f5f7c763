// Tells the attendant about the outbox outside the window: a badge with how many messages wait, and a desktop
// notification when one fails or needs checking.
import { app, Notification } from 'electron';
import type { Locale, OutboxEntry, OutboxSummary } from '../shared/bridge.ts';

const TEXT: Record<
  Locale,
  { failedTitle: string; unconfirmedTitle: string; body: (conversationId: string) => string }
> = {
  en: {
    failedTitle: 'A message was not sent',
    unconfirmedTitle: 'A message may not have arrived',
    body: (id) => `Conversation ${id}: open CRM Desk to retry, edit or discard it.`,
  },
  'pt-BR': {
    failedTitle: 'Uma mensagem não foi enviada',
    unconfirmedTitle: 'Uma mensagem pode não ter chegado',
    body: (id) => `Conversa ${id}: abra o CRM Desk para reenviar, editar ou descartar.`,
  },
};

export function showBadge(summary: OutboxSummary): void {
  app.setBadgeCount(summary.waiting);
}

export function notifyIfNeedsAttention(
  entry: OutboxEntry,
  locale: Locale,
  onClick: (conversationId: string) => void,
): void {
  if (entry.state !== 'failed' && entry.state !== 'unconfirmed') return;
  if (!Notification.isSupported()) return;
  const text = TEXT[locale];
  const notification = new Notification({
    title: entry.state === 'failed' ? text.failedTitle : text.unconfirmedTitle,
    body: text.body(entry.conversationId),
  });
  notification.on('click', () => onClick(entry.conversationId));
  notification.show();
}
