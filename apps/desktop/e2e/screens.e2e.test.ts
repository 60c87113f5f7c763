// Instances (the provider token masked, never in the page) and attendants (search, then details).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeDeskFile, openDeskFile, type Desk } from './support/desk.ts';
import { GOOD_TOKEN, type E2eEnvironment } from './support/environment.ts';
import { collectRendererText } from './support/rendererText.ts';

let env: E2eEnvironment;
let desk: Desk;

beforeAll(async () => {
  ({ env, desk } = await openDeskFile({ connectWithToken: GOOD_TOKEN }));
});
afterAll(() => closeDeskFile(env, desk));

/** The provider tokens the service really sends (the spec's example), read straight from Prism. */
async function providerTokensFromService(): Promise<string[]> {
  const response = await fetch(`${env.prismUrl}/api/v1/instances`, {
    headers: { Authorization: `Bearer ${GOOD_TOKEN}` },
  });
  const list = (await response.json()) as {
    data: { config?: { providerInstanceToken?: string } }[];
  };
  return list.data.map((instance) => instance.config?.providerInstanceToken ?? '').filter(Boolean);
}

describe('instances', () => {
  it('lists the instances with status and activity, and shows the provider token only as "set"', async () => {
    const secrets = await providerTokensFromService();
    expect(secrets.length).toBeGreaterThan(0);

    const { page } = desk;
    await page.locator('[data-nav="instances"]').click();
    const card = page.locator('[data-instance-id]').first();
    await card.waitFor();
    expect(await card.locator('[data-status]').getAttribute('data-status')).toBe('CONNECTED');
    expect(await card.locator('[data-active]').textContent()).toContain('Active');
    await card.getByText('Configuration').click();
    expect(await card.locator('.secret').textContent()).toContain('•••• set');
    await desk.screenshot('instances');

    const text = await collectRendererText(page);
    for (const secret of secrets) expect(text).not.toContain(secret);
    expect(text).not.toContain(GOOD_TOKEN);
  });

  it('refreshes on request, with a real call', async () => {
    const { page } = desk;
    const calls = () =>
      env.gateway.forwarded.filter((line) => line === 'GET /api/v1/instances').length;
    const before = calls();
    await page.getByRole('button', { name: 'Refresh' }).click();
    await expect.poll(calls).toBeGreaterThan(before);
    await page.getByText(/^Updated /).waitFor();
  });
});

describe('attendants', () => {
  it('filters the list as you type, by name, e-mail or phone, and shows the details', async () => {
    const { page } = desk;
    await page.locator('[data-nav="attendants"]').click();
    const rows = page.locator('[data-attendant-id]');
    await rows.first().waitFor();
    const total = await rows.count();
    expect(total).toBeGreaterThan(1);

    const search = page.getByRole('searchbox', { name: 'Search by name, e-mail or phone' });
    await search.fill('rafael');
    await expect.poll(() => rows.count()).toBe(1);
    expect(await rows.first().textContent()).toContain('Rafael');

    await search.fill('(11) 98765');
    await expect.poll(() => rows.count()).toBe(1);
    expect(await rows.first().textContent()).toContain('Ana Paula');

    await search.fill('nobody-like-this');
    await page.getByText('No attendant matches “nobody-like-this”.').waitFor();

    await search.fill('ana');
    await rows.first().click();
    const detail = page.locator('[data-attendant-detail]');
    await detail.waitFor();
    expect(await detail.textContent()).toContain('ana.ferreira@example.com.br');
    expect(await detail.textContent()).toContain('5511987654321');
    await desk.screenshot('attendants-search');
  });
});
