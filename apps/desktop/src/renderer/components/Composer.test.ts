// The composer against the real backend's attachment inspector (HEAD requests to a local server), no fakes.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/svelte';
import { ComposerState } from '../state/composer.svelte.ts';
import { startRealBackend, type RealBackend } from '../test-support/realBackend.ts';
import Composer from './Composer.svelte';

let real: RealBackend;
let files: Server;
let filesUrl: string;

beforeAll(async () => {
  // No CRM is needed to inspect a link, so no Prism: a closed port stands in for the service.
  real = await startRealBackend({ serviceUrl: 'http://127.0.0.1:9' });
  window.crm = real.bridge;
  files = createServer((request, response) => {
    if (request.url === '/photos/team.png') {
      response.writeHead(200, { 'content-type': 'image/png', 'content-length': '20480' });
    } else if (request.url === '/reports/q3') {
      response.writeHead(200, {
        'content-type': 'application/pdf',
        'content-length': '1048576',
        'content-disposition': 'attachment; filename="Q3 report.pdf"',
      });
    } else {
      response.writeHead(404);
    }
    response.end();
  });
  await new Promise<void>((resolve) => files.listen(0, '127.0.0.1', resolve));
  filesUrl = `http://127.0.0.1:${(files.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => files.close(resolve));
  await real.close();
});

afterEach(cleanup);

function setup() {
  const composer = new ComposerState();
  const sent: unknown[] = [];
  const onSend = async () => {
    sent.push(composer.draft);
  };
  render(Composer, { composer, onSend });
  const textarea = screen.getByRole('textbox', { name: 'Message' }) as HTMLTextAreaElement;
  return { composer, sent, textarea };
}

describe('Composer', () => {
  it('sends on Enter', async () => {
    const { sent, textarea } = setup();
    await fireEvent.input(textarea, { target: { value: 'Hello there' } });
    await fireEvent.keyDown(textarea, { key: 'Enter' });
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ body: 'Hello there', isInternal: false, attachments: [] });
  });

  it('does not send on Shift+Enter, which is a new line', async () => {
    const { sent, textarea } = setup();
    await fireEvent.input(textarea, { target: { value: 'Line one' } });
    const event = new KeyboardEvent('keydown', {
      key: 'Enter',
      shiftKey: true,
      bubbles: true,
      cancelable: true,
    });
    textarea.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(false);
    expect(sent).toHaveLength(0);
  });

  it('refuses to send an empty message and says why', async () => {
    const { sent, textarea } = setup();
    await fireEvent.keyDown(textarea, { key: 'Enter' });
    expect(screen.getByRole('alert').textContent).toContain(
      'Write something or add an attachment first.',
    );
    expect(sent).toHaveLength(0);
  });

  it('turns into an internal note that says so and sends isInternal', async () => {
    const { sent, textarea } = setup();
    expect(document.querySelector('[data-internal-banner]')).toBeNull();
    await fireEvent.click(screen.getByRole('checkbox', { name: 'Internal note' }));
    expect(document.querySelector('[data-internal-banner]')?.textContent).toContain(
      'only attendants see this',
    );
    expect(document.querySelector('form')?.classList.contains('internal')).toBe(true);
    expect(screen.getByRole('button', { name: 'Add note' })).toBeTruthy();
    await fireEvent.input(textarea, { target: { value: 'Customer prefers mornings' } });
    await fireEvent.click(screen.getByRole('button', { name: 'Add note' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ body: 'Customer prefers mornings', isInternal: true });
  });

  it('schedules for a future date-time and sends it as an ISO instant', async () => {
    const { sent, textarea } = setup();
    await fireEvent.click(screen.getByRole('button', { name: /Schedule/ }));
    const input = screen.getByLabelText('Send at') as HTMLInputElement;
    await fireEvent.input(input, { target: { value: '2099-05-04T09:30' } });
    expect(screen.getByRole('button', { name: 'Schedule message' })).toBeTruthy();
    await fireEvent.input(textarea, { target: { value: 'Reminder' } });
    await fireEvent.keyDown(textarea, { key: 'Enter' });
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({
      body: 'Reminder',
      scheduledDate: new Date('2099-05-04T09:30').toISOString(),
    });
  });

  it('refuses a schedule in the past', async () => {
    const { sent, textarea } = setup();
    await fireEvent.click(screen.getByRole('button', { name: /Schedule/ }));
    await fireEvent.input(screen.getByLabelText('Send at'), {
      target: { value: '2001-01-01T10:00' },
    });
    await fireEvent.input(textarea, { target: { value: 'Too late' } });
    await fireEvent.keyDown(textarea, { key: 'Enter' });
    expect(screen.getByRole('alert').textContent).toContain('Pick a time in the future.');
    expect(sent).toHaveLength(0);
  });

  it('fills an attachment from the URL headers, lets the attendant edit it, and sends it', async () => {
    const { composer, sent, textarea } = setup();
    await fireEvent.click(screen.getByRole('button', { name: /Attach by URL/ }));
    await fireEvent.input(screen.getByLabelText('Attachment URL'), {
      target: { value: `${filesUrl}/reports/q3` },
    });
    await fireEvent.click(screen.getByRole('button', { name: 'Add' }));

    const fileName = (await screen.findByLabelText('File name')) as HTMLInputElement;
    expect(fileName.value).toBe('Q3 report.pdf');
    expect((screen.getByLabelText('MIME type') as HTMLInputElement).value).toBe('application/pdf');
    expect((screen.getByLabelText('Size (bytes)') as HTMLInputElement).value).toBe('1048576');
    expect((screen.getByLabelText('Type') as HTMLSelectElement).value).toBe('FILE');

    await fireEvent.input(fileName, { target: { value: 'Quarterly report.pdf' } });
    expect(composer.draft.attachments[0]?.fileName).toBe('Quarterly report.pdf');

    await fireEvent.keyDown(textarea, { key: 'Enter' });
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({
      body: '',
      attachments: [
        {
          url: `${filesUrl}/reports/q3`,
          fileName: 'Quarterly report.pdf',
          mimeType: 'application/pdf',
          type: 'FILE',
          size: 1048576,
        },
      ],
    });
  });

  it('shows a preview for an image attachment', async () => {
    setup();
    await fireEvent.click(screen.getByRole('button', { name: /Attach by URL/ }));
    await fireEvent.input(screen.getByLabelText('Attachment URL'), {
      target: { value: `${filesUrl}/photos/team.png` },
    });
    await fireEvent.click(screen.getByRole('button', { name: 'Add' }));
    const preview = (await screen.findByAltText('Preview of team.png')) as HTMLImageElement;
    expect(preview.getAttribute('src')).toBe(`${filesUrl}/photos/team.png`);
    expect((screen.getByLabelText('Type') as HTMLSelectElement).value).toBe('IMAGE');
  });

  it('asks the attendant to fill in the fields when the link cannot be reached', async () => {
    setup();
    await fireEvent.click(screen.getByRole('button', { name: /Attach by URL/ }));
    await fireEvent.input(screen.getByLabelText('Attachment URL'), {
      target: { value: `${filesUrl}/missing/contract.docx` },
    });
    await fireEvent.click(screen.getByRole('button', { name: 'Add' }));
    expect(
      await screen.findByText('The link could not be checked. Fill in the details yourself.'),
    ).toBeTruthy();
    expect((screen.getByLabelText('File name') as HTMLInputElement).value).toBe('contract.docx');
  });

  it('shows the reply being written and lets it be cancelled', async () => {
    const { composer } = setup();
    composer.replyTo = { messageId: 'm-1', quote: 'Can you send the invoice?' };
    expect(await screen.findByText('Can you send the invoice?')).toBeTruthy();
    await fireEvent.click(screen.getByRole('button', { name: 'Cancel reply' }));
    expect(composer.draft.replyTo).toBeUndefined();
  });
});
