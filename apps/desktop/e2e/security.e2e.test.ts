// What the renderer can and cannot do: the bearer token never reaches it, it cannot talk to the network itself,
// and nothing in it leads the window away from the app. (Electron's own window-open / will-navigate handlers are
// tested in main's tests; here is what Chromium itself enforces with the app's CSP.)
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { closeDeskFile, openDeskFile, type Desk } from './support/desk.ts';
import { GOOD_TOKEN, type E2eEnvironment } from './support/environment.ts';
import { collectRendererText } from './support/rendererText.ts';

let env: E2eEnvironment;
let desk: Desk;

beforeAll(async () => {
  ({ env, desk } = await openDeskFile());
});
afterAll(() => closeDeskFile(env, desk));

/** Watches the page's CSP violation reports while `run` acts in it; returns the directives violated. */
async function violations(page: Page, run: () => Promise<unknown>): Promise<string[]> {
  await page.evaluate(() => {
    const scope = window as unknown as { __violations: string[] };
    scope.__violations = [];
    document.addEventListener('securitypolicyviolation', (event) =>
      scope.__violations.push(event.effectiveDirective),
    );
  });
  await run().catch(() => undefined); // a blocked call may also throw; the report is what counts
  await page.waitForTimeout(300);
  return page.evaluate(() => (window as unknown as { __violations: string[] }).__violations);
}

describe('the bearer token', () => {
  it('appears nowhere in the renderer, on any screen, after it was typed in', async () => {
    const { page } = desk;
    await page.getByLabel('Service address (base URL)').fill(env.gateway.url);
    await page.getByLabel('Access token').fill(GOOD_TOKEN);
    await page.getByRole('button', { name: 'Connect', exact: true }).click();
    await page.locator('[data-connected]').waitFor();
    expect(await collectRendererText(page)).not.toContain(GOOD_TOKEN);

    for (const screen of ['instances', 'attendants', 'settings', 'inbox'] as const) {
      await page.locator(`[data-nav="${screen}"]`).click();
      await page.locator('[data-screen-heading]').waitFor();
      if (screen === 'settings') await desk.screenshot('settings');
      expect(await collectRendererText(page)).not.toContain(GOOD_TOKEN);
    }

    await page.getByLabel('Open a conversation').fill('conv_security_1');
    await page.getByRole('button', { name: 'Open', exact: true }).click();
    const composer = page.getByRole('textbox', { name: 'Message' });
    await composer.fill('Veja https://outside.example/promo para detalhes');
    await composer.press('Enter');
    await expect
      .poll(() => page.locator('[data-entry-id]').last().getAttribute('data-state'))
      .toBe('sent');
    expect(await collectRendererText(page)).not.toContain(GOOD_TOKEN);
  });
});

describe('leaving the app', () => {
  it('renders links in messages as text, so clicking them opens nothing', async () => {
    const { page, context } = desk;
    const opened: string[] = [];
    context.on('page', (other) => opened.push(other.url()));
    await page.getByText('https://outside.example/promo', { exact: false }).click();
    expect(await page.locator('a[href]:not([href^="#"])').count()).toBe(0);
    expect(opened).toEqual([]);
    expect(new URL(page.url()).origin).toBe(env.app.url);
  });

  it('cannot reach the network itself: every call goes through main', async () => {
    const { page } = desk;
    const url = `${env.prismUrl}/api/v1/instances`;
    const blocked = await violations(page, () => page.evaluate((target) => fetch(target), url));
    expect(blocked).toContain('connect-src');
  });

  it('cannot submit a form to another site', async () => {
    const { page } = desk;
    const blocked = await violations(page, () =>
      page.evaluate(() => {
        const form = document.createElement('form');
        form.action = 'https://outside.example/steal';
        form.method = 'post';
        document.body.append(form);
        form.submit();
      }),
    );
    expect(blocked).toContain('form-action');
    expect(new URL(page.url()).origin).toBe(env.app.url);
  });

  it('cannot frame another site or run injected inline code', async () => {
    const { page } = desk;
    const framed = await violations(page, () =>
      page.evaluate(() => {
        const frame = document.createElement('iframe');
        frame.src = 'https://outside.example/';
        document.body.append(frame);
      }),
    );
    expect(framed).toContain('frame-src');
    const injected = await violations(page, () =>
      page.evaluate(() => {
        const holder = document.createElement('div');
        holder.innerHTML = '<img src="data:," onerror="window.__pwned = true">';
        document.body.append(holder);
      }),
    );
    expect(injected.some((directive) => directive.startsWith('script-src'))).toBe(true);
    expect(
      await page.evaluate(() => (window as unknown as { __pwned?: boolean }).__pwned),
    ).toBeUndefined();
  });
});
