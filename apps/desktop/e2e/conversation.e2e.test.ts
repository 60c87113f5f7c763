// A conversation from end to end: opened by a pasted link and by a deep link; text, reply, internal note,
// scheduled message and attachment sent through the real outbox to Prism; the draft kept; a network cut survived.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { closeDeskFile, openDeskFile, type Desk } from './support/desk.ts';
import { GOOD_TOKEN, type E2eEnvironment } from './support/environment.ts';
import { DROP_MARKER, REJECT_MARKER } from './support/gateway.ts';

const CONVERSATION = 'conv_9e4b12';

let env: E2eEnvironment;
let desk: Desk;

beforeAll(async () => {
  ({ env, desk } = await openDeskFile({ connectWithToken: GOOD_TOKEN }));
});
afterAll(() => closeDeskFile(env, desk));

const composerBox = (page: Page) => page.getByRole('textbox', { name: 'Message' });
const entries = (page: Page) => page.locator('[data-entry-id]');
const lastEntry = (page: Page) => entries(page).last();
/** How many messages the conversation holds (the list is windowed, so not every one is in the DOM). */
const entryCount = async (page: Page): Promise<number> => {
  const row = page.locator('[data-virtual-row]').first();
  return (await row.count()) === 0 ? 0 : Number(await row.getAttribute('aria-setsize'));
};

async function waitForLastState(page: Page, state: string): Promise<void> {
  await expect
    .poll(() => lastEntry(page).getAttribute('data-state'), { timeout: 15_000 })
    .toBe(state);
}

/** Does what sends a message, then waits for its entry to appear (the list grows by one). */
async function submitting(page: Page, submit: () => Promise<void>): Promise<void> {
  const before = await entryCount(page);
  await submit();
  await expect.poll(() => entryCount(page)).toBe(before + 1);
}

async function sendText(page: Page, text: string): Promise<void> {
  await submitting(page, async () => {
    await composerBox(page).fill(text);
    await composerBox(page).press('Enter');
  });
  await expect.poll(() => composerBox(page).inputValue()).toBe('');
}

describe('conversation', () => {
  it('opens a conversation from a pasted link', async () => {
    const { page } = desk;
    await page.locator('[data-nav="inbox"]').click();
    await page
      .getByLabel('Open a conversation')
      .fill(`https://crm.example.com/app/conversations/${CONVERSATION}?tab=chat`);
    await page.getByRole('button', { name: 'Open', exact: true }).click();
    await page.getByRole('heading', { name: `Conversation ${CONVERSATION}` }).waitFor();
    await page.getByText('No messages sent from this app yet.').waitFor();
    await desk.screenshot('conversation-opened-by-link');
  });

  it('sends text with Enter, and learns the contact from the answer', async () => {
    const { page } = desk;
    await sendText(page, 'Olá, Mariana! Sua proposta já está no seu e-mail.');
    await waitForLastState(page, 'sent');
    expect(await lastEntry(page).textContent()).toContain('Sua proposta já está no seu e-mail.');
    await page.getByRole('heading', { name: 'Mariana Costa Oliveira' }).waitFor();
  });

  it('keeps Shift+Enter as a line break', async () => {
    const { page } = desk;
    await composerBox(page).fill('Primeira linha');
    await composerBox(page).press('Shift+Enter');
    await composerBox(page).pressSequentially('segunda linha');
    expect(await composerBox(page).inputValue()).toBe('Primeira linha\nsegunda linha');
    await submitting(page, () => composerBox(page).press('Enter'));
    await waitForLastState(page, 'sent');
  });

  it('replies to a sent message with its quote', async () => {
    const { page } = desk;
    await entries(page).first().getByRole('button', { name: 'Reply' }).click();
    const reply = page.locator('[data-reply-to]');
    expect(await reply.textContent()).toContain('Olá, Mariana!');
    const messageId = await reply.getAttribute('data-reply-to');
    await sendText(page, 'Sim, o frete para Campinas é de R$ 35,90.');
    await waitForLastState(page, 'sent');
    expect(await lastEntry(page).locator('blockquote').textContent()).toContain('Olá, Mariana!');
    const view = await desk.real.bridge.getConversation(CONVERSATION);
    expect(view.ok && view.value.entries.at(-1)?.draft.replyTo?.messageId).toBe(messageId);
  });

  it('adds an internal note that looks like one', async () => {
    const { page } = desk;
    await page.getByRole('checkbox', { name: 'Internal note' }).check();
    await page.locator('[data-internal-banner]').waitFor();
    await composerBox(page).fill('Cliente prefere contato depois das 14h.');
    await desk.screenshot('composer-internal-note');
    await submitting(page, () => composerBox(page).press('Enter'));
    await waitForLastState(page, 'sent');
    const note = lastEntry(page);
    expect(await note.getAttribute('data-internal')).toBe('true');
    expect(await note.textContent()).toContain('Internal note');
    await page.getByRole('checkbox', { name: 'Internal note' }).uncheck();
  });

  it('schedules a message and shows it as scheduled', async () => {
    const { page } = desk;
    await page.getByRole('button', { name: 'Schedule', exact: true }).click();
    await page.getByLabel('Send at').fill('2099-03-14T09:00');
    await composerBox(page).fill('Bom dia! Passando para lembrar do pagamento via Pix.');
    await submitting(page, () => page.getByRole('button', { name: 'Schedule message' }).click());
    await waitForLastState(page, 'sent');
    expect(await lastEntry(page).locator('[data-scheduled]').textContent()).toContain(
      'Scheduled for',
    );
    expect(await lastEntry(page).locator('[data-scheduled]').textContent()).toContain('2099');
  });

  it('sends an attachment by URL with the details read from its headers, and previews the image', async () => {
    const { page } = desk;
    const url = `${env.app.url}/fixtures/team-photo.svg`;
    await page.getByRole('button', { name: 'Attach by URL' }).click();
    await page.getByLabel('Attachment URL').fill(url);
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await expect.poll(() => page.getByLabel('MIME type').inputValue()).toBe('image/svg+xml');
    expect(await page.getByLabel('Type', { exact: true }).inputValue()).toBe('IMAGE');
    expect(await page.getByLabel('File name').inputValue()).toBe('team-photo.svg');
    expect(Number(await page.getByLabel('Size (bytes)').inputValue())).toBeGreaterThan(0);
    await page.getByLabel('File name').fill('showroom-campinas.svg');
    await page.getByAltText('Preview of showroom-campinas.svg').waitFor();
    await composerBox(page).fill('Segue a foto do showroom.');
    await desk.screenshot('composer-attachment');
    await submitting(page, () => composerBox(page).press('Enter'));
    await waitForLastState(page, 'sent');
    const image = lastEntry(page).getByAltText('Preview of showroom-campinas.svg');
    await expect
      .poll(() => image.evaluate((node) => (node as HTMLImageElement).naturalWidth))
      .toBeGreaterThan(0);
    await desk.screenshot('conversation-sent-messages');
  });

  it('keeps a draft per conversation across navigation', async () => {
    const { page } = desk;
    await composerBox(page).fill('Rascunho ainda não enviado');
    await page.locator('[data-nav="instances"]').click();
    await page.locator('[data-nav="inbox"]').click();
    await page.locator(`[data-conversation-id="${CONVERSATION}"]`).click();
    await expect.poll(() => composerBox(page).inputValue()).toBe('Rascunho ainda não enviado');
    await composerBox(page).fill('');
  });

  it('opens a conversation from a crmdesk:// deep link', async () => {
    const { page } = desk;
    const opened = await desk.real.backend.openDeepLink('crmdesk://conversations/conv_deep_7');
    expect(opened.ok).toBe(true);
    await page.getByRole('heading', { name: 'Conversation conv_deep_7' }).waitFor();
    await page.locator('[data-nav="inbox"]').click();
    await page.locator('[data-conversation-id="conv_deep_7"]').waitFor();
    await desk.screenshot('inbox');
    // Filtered as you type, by contact name or id.
    const rows = page.locator('[data-conversation-id]');
    await page.getByRole('searchbox', { name: 'Filter conversations' }).fill('mariana');
    await expect.poll(() => rows.count()).toBe(1);
    expect(await rows.first().getAttribute('data-conversation-id')).toBe(CONVERSATION);
    await page.getByRole('searchbox', { name: 'Filter conversations' }).fill('deep');
    await expect.poll(() => rows.count()).toBe(1);
    expect(await rows.first().getAttribute('data-conversation-id')).toBe('conv_deep_7');
    await page.getByRole('searchbox', { name: 'Filter conversations' }).fill('');
  });

  it('keeps a message through a network cut and sends it exactly once when the network is back', async () => {
    const { page } = desk;
    await page.locator(`[data-conversation-id="${CONVERSATION}"]`).click();
    await composerBox(page).waitFor();
    const sendsBefore = env.gateway.forwardedSends;
    await env.gateway.cut();
    try {
      await sendText(page, 'Mensagem enviada durante a queda da rede.');
      const entry = lastEntry(page);
      await expect
        .poll(() =>
          entry
            .locator('.problem')
            .textContent()
            .catch(() => ''),
        )
        .toContain('Could not reach the service');
      expect(await entry.getAttribute('data-state')).toMatch(/queued|failed/);
      await expect
        .poll(() => page.locator('[role="status"][data-waiting]').getAttribute('data-waiting'))
        .toBe('1');
      await desk.screenshot('network-cut');
    } finally {
      await env.gateway.restore();
    }
    await waitForLastState(page, 'sent');
    expect(env.gateway.forwardedSends).toBe(sendsBefore + 1);
    await expect
      .poll(() => page.locator('[role="status"][data-waiting]').getAttribute('data-waiting'))
      .toBe('0');
    // Nothing else goes out for it afterwards (no duplicate).
    const view = await desk.real.bridge.getConversation(CONVERSATION);
    const copies = view.ok
      ? view.value.entries.filter(
          (e) => e.draft.body === 'Mensagem enviada durante a queda da rede.',
        )
      : [];
    expect(copies.map((e) => e.state)).toEqual(['sent']);
    expect(env.gateway.forwardedSends).toBe(sendsBefore + 1);
  });

  it('lets the attendant edit a message the service refused, and send it again', async () => {
    const { page } = desk;
    await sendText(page, `Proposta com erro ${REJECT_MARKER}`);
    await waitForLastState(page, 'failed');
    const failed = lastEntry(page);
    expect(await failed.getByRole('alert').textContent()).toContain(
      'The service refused the request.',
    );
    await desk.screenshot('message-failed');
    const count = await entryCount(page);
    await failed.getByRole('button', { name: 'Edit' }).click();
    await expect
      .poll(() => composerBox(page).inputValue())
      .toBe(`Proposta com erro ${REJECT_MARKER}`);
    await expect.poll(() => entryCount(page)).toBe(count - 1);
    await page.getByText('The message is back in the composer.').waitFor();
    await sendText(page, 'Proposta corrigida');
    await waitForLastState(page, 'sent');
  });

  it('lets the attendant discard a refused message', async () => {
    const { page } = desk;
    await sendText(page, `Mensagem para descartar ${REJECT_MARKER}`);
    await waitForLastState(page, 'failed');
    const count = await entryCount(page);
    await lastEntry(page).getByRole('button', { name: 'Discard' }).click();
    await expect.poll(() => entryCount(page)).toBe(count - 1);
    expect(await page.getByText('Mensagem para descartar').count()).toBe(0);
  });

  it('never resends a message that may have arrived: the attendant confirms it', async () => {
    const { page } = desk;
    const sendsBefore = env.gateway.forwardedSends;
    await sendText(page, `Chegou? ${DROP_MARKER}`);
    await waitForLastState(page, 'unconfirmed');
    expect(await lastEntry(page).getByRole('alert').textContent()).toContain(
      'Check the conversation',
    );
    await desk.screenshot('message-unconfirmed');
    await lastEntry(page).getByRole('button', { name: 'Mark as sent' }).click();
    await waitForLastState(page, 'sent');
    expect(env.gateway.forwardedSends).toBe(sendsBefore);
  });

  it('speaks Brazilian Portuguese when asked', async () => {
    const { page } = desk;
    await page.getByRole('button', { name: 'PT-BR', exact: true }).click();
    await page.getByRole('checkbox', { name: 'Nota interna' }).waitFor();
    expect(await page.locator('html').getAttribute('lang')).toBe('pt-BR');
    await desk.screenshot('conversation-pt-BR');
    await page.getByRole('button', { name: 'EN', exact: true }).click();
  });
});
