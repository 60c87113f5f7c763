// Connecting: a bad token, an unreachable host and a service that is not a CRM each get a clear answer;
// then a good token connects, and the token is nowhere in the page afterwards.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeDeskFile, openDeskFile, type Desk } from './support/desk.ts';
import { BAD_TOKEN, GOOD_TOKEN, type E2eEnvironment } from './support/environment.ts';
import { collectRendererText } from './support/rendererText.ts';

let env: E2eEnvironment;
let desk: Desk;

beforeAll(async () => {
  ({ env, desk } = await openDeskFile());
});
afterAll(() => closeDeskFile(env, desk));

describe('connect', () => {
  it('starts on the connect screen when no service is configured', async () => {
    await expect(
      desk.page.getByRole('heading', { name: 'Connect to your CRM' }).isVisible(),
    ).resolves.toBe(true);
  });

  it('says the token was refused, and how to go on', async () => {
    const { page } = desk;
    await page.getByLabel('Service address (base URL)').fill(env.gateway.url);
    await page.getByLabel('Access token').fill(BAD_TOKEN);
    await page.getByRole('button', { name: 'Connect', exact: true }).click();
    const alert = page.locator('[data-error-kind="auth"]');
    await alert.waitFor();
    expect(await alert.textContent()).toContain('The service refused the token');
    expect(await alert.textContent()).toContain('ask your administrator for a new one');
    await desk.screenshot('connect-bad-token');
  });

  it('says when the host cannot be reached', async () => {
    const { page } = desk;
    await page.getByLabel('Service address (base URL)').fill('http://127.0.0.1:9');
    await page.getByLabel('Access token').fill(GOOD_TOKEN);
    await page.getByRole('button', { name: 'Connect', exact: true }).click();
    const alert = page.locator('[data-error-kind="network"]');
    await alert.waitFor();
    expect(await alert.textContent()).toContain('Could not reach the service');
  });

  it('says when the address answers but is not a CRM', async () => {
    const { page } = desk;
    // The static server of the renderer answers HTTP, but has no /api/v1/instances.
    await page.getByLabel('Service address (base URL)').fill(env.app.url);
    await page.getByLabel('Access token').fill(GOOD_TOKEN);
    await page.getByRole('button', { name: 'Connect', exact: true }).click();
    const alert = page.locator('[data-error-kind="not-crm"]');
    await alert.waitFor();
    expect(await alert.textContent()).toContain('not like a CRM service');
    await desk.screenshot('connect-not-a-crm');
  });

  it('connects with a good token and forgets the token in the page', async () => {
    const { page } = desk;
    await page.getByLabel('Service address (base URL)').fill(env.gateway.url);
    await page.getByLabel('Access token').fill(GOOD_TOKEN);
    await page.getByRole('button', { name: 'Connect', exact: true }).click();
    await page.locator('[data-connected]').waitFor();
    expect(await page.locator('[data-connected]').textContent()).toContain(
      `Connected to ${env.gateway.url}`,
    );
    await desk.screenshot('connect-connected');

    const text = await collectRendererText(page);
    expect(text).not.toContain(GOOD_TOKEN);
    expect(text).not.toContain(BAD_TOKEN);
  });

  it('signs out, which wipes the token, and can switch back in', async () => {
    const { page } = desk;
    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.getByText('Signed out. The token was removed from this computer.').waitFor();
    expect(await desk.real.bridge.getConnection()).toEqual({
      status: 'signed-out',
      baseUrl: env.gateway.url,
    });
    // The address is kept, so switching back only needs the token.
    expect(await page.getByLabel('Service address (base URL)').inputValue()).toBe(env.gateway.url);
  });
});
