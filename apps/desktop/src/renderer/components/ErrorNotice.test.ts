import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/svelte';
import { i18n } from '../i18n/i18n.svelte.ts';
import { BridgeFailure } from '../lib/bridgeFailure.ts';
import { navigation } from '../state/navigation.svelte.ts';
import ErrorNotice from './ErrorNotice.svelte';

afterEach(() => {
  cleanup();
  i18n.locale = 'en';
  navigation.go({ name: 'inbox' });
});

describe('ErrorNotice', () => {
  it('offers to try again after a network failure', async () => {
    let retries = 0;
    render(ErrorNotice, {
      error: new BridgeFailure({ kind: 'network', message: 'connect ECONNREFUSED 127.0.0.1:9' }),
      onRetry: () => (retries += 1),
    });
    expect(screen.getByRole('alert').textContent).toContain('Could not reach the service.');
    await fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(retries).toBe(1);
  });

  it('sends the attendant to sign in again when the token is refused', async () => {
    render(ErrorNotice, { error: { kind: 'auth', message: 'HTTP 401', status: 401 } });
    await fireEvent.click(screen.getByRole('button', { name: 'Sign in again' }));
    expect(navigation.route).toEqual({ name: 'connect' });
  });

  it('points to the settings when the address is not a CRM', async () => {
    render(ErrorNotice, { error: { kind: 'not-crm', message: 'no listing' } });
    await fireEvent.click(screen.getByRole('button', { name: 'Open settings' }));
    expect(navigation.route).toEqual({ name: 'settings' });
  });

  it('says when to try again after a rate limit, in Portuguese too', () => {
    i18n.locale = 'pt-BR';
    render(ErrorNotice, {
      error: { kind: 'rate-limit', message: 'HTTP 429', retryAfterMs: 30_000 },
      onRetry: () => {},
    });
    const text = screen.getByRole('alert').textContent ?? '';
    expect(text).toContain('O serviço pediu para irmos mais devagar');
    expect(text).toContain('Tente de novo em 30 s.');
    expect(screen.getByRole('button', { name: 'Tentar de novo' })).toBeTruthy();
  });

  it('explains something unexpected without crashing', () => {
    render(ErrorNotice, { error: new Error('boom'), onRetry: () => {} });
    expect(screen.getByRole('alert').textContent).toContain('Something unexpected went wrong.');
  });
});
