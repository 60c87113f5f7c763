import { InvalidArgumentError, Option, type Command } from 'commander';
import type { SendMessageRequest } from '@crm/client';
import { attachmentFromUrl, attachmentTypes, type AttachmentType } from '../attachments.js';
import { UsageError } from '../errors.js';
import { parseIsoDateTime } from '../options.js';
import { withClient } from '../with-client.js';

interface SendOptions {
  body?: string;
  internal?: boolean;
  schedule?: string;
  replyTo?: string;
  replyToAttachment?: string;
  attach?: URL[];
  attachType?: AttachmentType;
}

export function registerMessageCommands(program: Command): void {
  const messages = program.command('messages').description('messages in conversations');

  messages
    .command('send')
    .description('send a message into a conversation (now, or scheduled)')
    .argument('<conversationId>', 'conversation id')
    .option('--body <text>', 'message text')
    .option('--internal', 'an internal note, not delivered to the contact')
    .option('--schedule <iso>', 'send later, at this ISO 8601 date-time', parseIsoDateTime)
    .option('--reply-to <messageId>', 'the message this one answers')
    .option('--reply-to-attachment <attachmentId>', 'the attachment this one answers')
    .option(
      '--attach <url...>',
      'attach files by URL (type and name taken from the URL)',
      collectUrls,
    )
    .addOption(
      new Option(
        '--attach-type <type>',
        'override the attachment type guessed from the URL',
      ).choices(attachmentTypes),
    )
    .action(async (conversationId: string, options: SendOptions, command: Command) => {
      if (options.body === undefined && options.attach === undefined) {
        throw new UsageError(
          'A message needs text or an attachment: pass --body <text> and/or --attach <url>.',
        );
      }
      await withClient(command, async ({ client, output }) => {
        output.record(await client.sendMessage(conversationId, messageRequest(options)));
      });
    });
}

function messageRequest(options: SendOptions): SendMessageRequest {
  return {
    ...(options.body !== undefined && { body: options.body }),
    ...(options.internal === true && { isInternal: true }),
    ...(options.schedule !== undefined && { scheduledDate: options.schedule }),
    ...(options.replyTo !== undefined && { repliedMessageId: options.replyTo }),
    ...(options.replyToAttachment !== undefined && {
      repliedMessageAttachmentId: options.replyToAttachment,
    }),
    ...(options.attach !== undefined && {
      attachments: options.attach.map((url) => attachmentFromUrl(url, options.attachType)),
    }),
  };
}

function collectUrls(value: string, previous: URL[] | undefined): URL[] {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new InvalidArgumentError('Expected a full URL such as https://example.com/photo.jpg.');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new InvalidArgumentError('Attachments must be http:// or https:// URLs.');
  }
  return [...(previous ?? []), url];
}
