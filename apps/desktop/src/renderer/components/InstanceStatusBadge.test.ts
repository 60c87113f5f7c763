import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/svelte';
import { i18n } from '../i18n/i18n.svelte.ts';
import InstanceStatusBadge from './InstanceStatusBadge.svelte';

afterEach(() => {
  cleanup();
  i18n.locale = 'en';
});

describe('InstanceStatusBadge', () => {
  it('shows CONNECTED as a calm "Connected"', () => {
    render(InstanceStatusBadge, { status: 'CONNECTED' });
    const badge = screen.getByText('Connected');
    expect(badge.closest('[data-tone]')?.getAttribute('data-tone')).toBe('ok');
  });

  it('shows any other status as sent by the service, marked as a problem when it reads like one', () => {
    render(InstanceStatusBadge, { status: 'DISCONNECTED' });
    const badge = screen.getByText('Disconnected');
    expect(badge.closest('[data-tone]')?.getAttribute('data-tone')).toBe('bad');
  });

  it('keeps unknown statuses neutral-warning rather than hiding them', () => {
    render(InstanceStatusBadge, { status: 'qr_code_pending' });
    const badge = screen.getByText('Qr code pending');
    expect(badge.closest('[data-tone]')?.getAttribute('data-tone')).toBe('warn');
  });

  it('says "Unknown" when there is no status', () => {
    render(InstanceStatusBadge, { status: undefined });
    expect(screen.getByText('Unknown')).toBeTruthy();
  });

  it('speaks Portuguese when the attendant does', () => {
    i18n.locale = 'pt-BR';
    render(InstanceStatusBadge, { status: 'CONNECTED' });
    expect(screen.getByText('Conectada')).toBeTruthy();
  });
});
