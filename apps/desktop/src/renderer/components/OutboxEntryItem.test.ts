import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/svelte';
import type { OutboxEntry } from '../../shared/bridge.ts';
import type { EntryAction } from '../lib/entryAction.ts';
import OutboxEntryItem from './OutboxEntryItem.svelte';

afterEach(cleanup);

function entry(overrides: Partial<OutboxEntry>): OutboxEntry {
  return {
    id: 'e1',
    conversationId: 'c1',
    serviceUrl: 'https://crm.example.com',
    draft: { body: 'Hello', isInternal: false, attachments: [] },
    state: 'sent',
    attempts: 1,
    createdAt: '2026-11-22T10:00:00.000Z',
    updatedAt: '2026-11-22T10:00:01.000Z',
    sent: { id: 'srv-1', status: 'RECEIVED' },
    ...overrides,
  };
}

function renderEntry(value: OutboxEntry) {
  const actions: EntryAction[] = [];
  render(OutboxEntryItem, {
    entry: value,
    onAction: (action: EntryAction) => actions.push(action),
  });
  return actions;
}

describe('OutboxEntryItem', () => {
  it('labels an internal note so it cannot be taken for a customer message', () => {
    renderEntry(entry({ draft: { body: 'VIP customer', isInternal: true, attachments: [] } }));
    const article = document.querySelector('article');
    expect(article?.classList.contains('internal')).toBe(true);
    expect(article?.textContent).toContain('Internal note');
    expect(article?.textContent).toContain('Only attendants see this');
    // A note is not something to reply to.
    expect(screen.queryByRole('button', { name: 'Reply' })).toBeNull();
  });

  it('offers retry, edit and discard for a failed message, with the reason', async () => {
    const actions = renderEntry(
      entry({
        state: 'failed',
        sent: undefined,
        error: { kind: 'rejected', message: 'HTTP 422', status: 422 },
      }),
    );
    expect(screen.getByRole('alert').textContent).toContain('The service refused the request.');
    await fireEvent.click(screen.getByRole('button', { name: 'Send again' }));
    await fireEvent.click(screen.getByRole('button', { name: 'Edit' }));
    await fireEvent.click(screen.getByRole('button', { name: 'Discard' }));
    expect(actions).toEqual(['retry', 'edit', 'discard']);
    expect(screen.queryByRole('button', { name: 'Mark as sent' })).toBeNull();
  });

  it('asks about an unconfirmed message instead of resending it', async () => {
    const actions = renderEntry(
      entry({
        state: 'unconfirmed',
        sent: undefined,
        error: { kind: 'timeout', message: 'No answer in 15 s' },
      }),
    );
    expect(screen.getByRole('alert').textContent).toContain('Check the conversation');
    await fireEvent.click(screen.getByRole('button', { name: 'Mark as sent' }));
    expect(actions).toEqual(['mark-sent']);
  });

  it('shows a queued message with the reason it waits and when it tries again', () => {
    renderEntry(
      entry({
        state: 'queued',
        sent: undefined,
        error: { kind: 'network', message: 'ECONNREFUSED' },
        nextAttemptAt: '2026-11-22T10:01:00.000Z',
      }),
    );
    const article = document.querySelector('article');
    expect(article?.textContent).toContain('Queued');
    expect(article?.textContent).toContain('Could not reach the service');
    expect(article?.textContent).toContain('Next attempt');
    expect(screen.queryByRole('button', { name: 'Send again' })).toBeNull();
  });

  it('shows a scheduled message as scheduled', () => {
    renderEntry(
      entry({
        draft: {
          body: 'Later',
          isInternal: false,
          attachments: [],
          scheduledDate: '2099-01-01T12:00:00.000Z',
        },
      }),
    );
    expect(document.querySelector('[data-scheduled]')?.textContent).toContain('Scheduled for');
  });

  it('quotes the message replied to', () => {
    renderEntry(
      entry({
        draft: {
          body: 'Yes',
          isInternal: false,
          attachments: [],
          replyTo: { messageId: 'x', quote: 'Is it in stock?' },
        },
      }),
    );
    expect(document.querySelector('blockquote')?.textContent).toContain('Is it in stock?');
  });
});
