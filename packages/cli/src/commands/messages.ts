import { InvalidArgumentError, Option, type Command } from 'commander';
import type { SendMessageRequest } from '@crm/client';
import { attachmentFromUrl, attachmentTypes, type AttachmentType } from '../attachments.js';
import { UsageError } from '../errors.js';
import { parseIsoDateTime } from '../options.js';
import { withClient } from '../with-client.js';
import { t } from '../i18n/index.js';

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
  const messages = program.command('messages').description(t.messages.description);

  messages
    .command('send')
    .description(t.messages.send)
    .argument('<conversationId>', t.messages.conversationId)
    .option('--body <text>', t.messages.body)
    .option('--internal', t.messages.internal)
    .option('--schedule <iso>', t.messages.schedule, parseIsoDateTime)
    .option('--reply-to <messageId>', t.messages.replyTo)
    .option('--reply-to-attachment <attachmentId>', t.messages.replyToAttachment)
    .option('--attach <url...>', t.messages.attach, collectUrls)
    .addOption(new Option('--attach-type <type>', t.messages.attachType).choices(attachmentTypes))
    .action(async (conversationId: string, options: SendOptions, command: Command) => {
      if (options.body === undefined && options.attach === undefined) {
        throw new UsageError(t.usage.messageNeedsContent);
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
    throw new InvalidArgumentError(t.invalidValue.url);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new InvalidArgumentError(t.invalidValue.attachmentUrl);
  }
  return [...(previous ?? []), url];
}
