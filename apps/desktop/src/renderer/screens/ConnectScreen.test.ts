// The whole app in happy-dom, bound to the real backend and Prism, on a computer whose secret store is plain text:
// the attendant is asked before the token is stored, and "no" stores nothing.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/svelte';
import { startRealBackend, type RealBackend } from '../test-support/realBackend.ts';
import App from '../App.svelte';

let real: RealBackend;

beforeAll(async () => {
  real = await startRealBackend({ plainTextSecretStore: true });
  window.crm = real.bridge;
});

afterAll(async () => {
  await real.close();
});

afterEach(cleanup);

async function fillAndConnect(): Promise<void> {
  await fireEvent.input(await screen.findByLabelText('Service address (base URL)'), {
    target: { value: real.serviceUrl },
  });
  await fireEvent.input(screen.getByLabelText('Access token'), {
    target: { value: 'token-for-plain-text-test' },
  });
  await fireEvent.click(screen.getByRole('button', { name: 'Connect' }));
}

describe('ConnectScreen with a plain-text secret store', () => {
  it('asks before storing, and stores nothing when the attendant declines', async () => {
    render(App);
    await fillAndConnect();
    const question = await screen.findByRole('alertdialog', {
      name: 'Store the token in plain text?',
    });
    expect(question.textContent).toContain('saved as plain text');
    await fireEvent.click(screen.getByRole('button', { name: 'Don’t store' }));
    expect(await screen.findByText(/The token was not stored/)).toBeTruthy();
    expect((screen.getByLabelText('Access token') as HTMLInputElement).value).toBe('');
    expect(await real.backend.getConnection()).toMatchObject({ status: 'signed-out' });
  });

  it('connects once the attendant agrees', async () => {
    render(App);
    await fillAndConnect();
    await screen.findByRole('alertdialog');
    await fireEvent.click(screen.getByRole('button', { name: 'Store it anyway' }));
    expect(
      await screen.findByText(`Connected to ${real.serviceUrl}`, {}, { timeout: 10_000 }),
    ).toBeTruthy();
    expect(await real.backend.getConnection()).toEqual({
      status: 'connected',
      baseUrl: real.serviceUrl,
    });
  });
});
