// Hand-written checks for every value that crosses the bridge. Each returns a Result naming the offending field,
// so main refuses bad input with 'invalid-input' before touching the disk or the network.
import type {
  AttachmentDraft,
  AttachmentType,
  ConnectInput,
  Locale,
  MessageDraft,
  Result,
  Settings,
} from '../../shared/bridge.ts';
import { fail, ok } from './result.ts';

export const ATTACHMENT_TYPES: readonly AttachmentType[] = ['IMAGE', 'VIDEO', 'AUDIO', 'FILE'];
export const LOCALES: readonly Locale[] = ['en', 'pt-BR'];
export const POLL_MS_MIN = 5_000;
export const POLL_MS_MAX = 3_600_000;
const MAX_BODY_CHARS = 20_000;
const MAX_ATTACHMENTS = 20;
const MAX_TEXT_CHARS = 2_048;
/** A scheduled date may lag a little behind the clock (the attendant clicked send a moment later). */
const SCHEDULE_GRACE_MS = 60_000;

type Check<T> = Result<T>;

function invalid<T>(field: string, message: string): Check<T> {
  return fail('invalid-input', message, { field });
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function checkNonEmptyString(
  value: unknown,
  field: string,
  maxChars = MAX_TEXT_CHARS,
): Check<string> {
  if (typeof value !== 'string' || value.trim().length === 0)
    return invalid(field, `The ${field} must not be empty.`);
  if (value.length > maxChars)
    return invalid(field, `The ${field} is too long (at most ${maxChars} characters).`);
  return ok(value);
}

export function checkHttpUrl(value: unknown, field: string): Check<string> {
  const text = checkNonEmptyString(value, field);
  if (!text.ok) return text;
  let url: URL;
  try {
    url = new URL(text.value.trim());
  } catch {
    return invalid(
      field,
      `The ${field} is not a valid address; it should look like https://crm.example.com.`,
    );
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    return invalid(field, `The ${field} must start with http:// or https://.`);
  }
  if (url.username || url.password)
    return invalid(field, `The ${field} must not contain a user name or password.`);
  return ok(url.toString());
}

/** A base URL without a trailing slash, without query or fragment. */
export function checkBaseUrl(value: unknown): Check<string> {
  const checked = checkHttpUrl(value, 'baseUrl');
  if (!checked.ok) return checked;
  const url = new URL(checked.value);
  if (url.search || url.hash)
    return invalid('baseUrl', 'The base URL must not contain a query (?) or a fragment (#).');
  return ok(url.toString().replace(/\/+$/, ''));
}

export function checkConnectInput(value: unknown): Check<ConnectInput> {
  if (!isRecord(value)) return invalid('input', 'The connection details are missing.');
  const baseUrl = checkBaseUrl(value.baseUrl);
  if (!baseUrl.ok) return baseUrl;
  const token = checkNonEmptyString(value.token, 'token', 16_384);
  if (!token.ok) return token;
  if (/\s/.test(token.value.trim()))
    return invalid('token', 'The token must not contain spaces or line breaks.');
  const allow = value.allowPlainTextStorage;
  if (allow !== undefined && typeof allow !== 'boolean') {
    return invalid('allowPlainTextStorage', 'The plain-text storage answer must be yes or no.');
  }
  return ok({
    baseUrl: baseUrl.value,
    token: token.value.trim(),
    allowPlainTextStorage: allow === true,
  });
}

export function checkSettingsPatch(value: unknown): Check<Partial<Settings>> {
  if (!isRecord(value)) return invalid('settings', 'The settings change is missing.');
  const patch: Partial<Settings> = {};
  for (const key of Object.keys(value)) {
    if (key !== 'baseUrl' && key !== 'locale' && key !== 'instancesPollMs') {
      return invalid(key, `"${key}" is not a setting.`);
    }
  }
  if (value.baseUrl !== undefined) {
    const baseUrl = checkBaseUrl(value.baseUrl);
    if (!baseUrl.ok) return baseUrl;
    patch.baseUrl = baseUrl.value;
  }
  if (value.locale !== undefined) {
    if (!LOCALES.includes(value.locale as Locale))
      return invalid('locale', 'The language must be "en" or "pt-BR".');
    patch.locale = value.locale as Locale;
  }
  if (value.instancesPollMs !== undefined) {
    const ms = value.instancesPollMs;
    if (typeof ms !== 'number' || !Number.isInteger(ms) || ms < POLL_MS_MIN || ms > POLL_MS_MAX) {
      return invalid(
        'instancesPollMs',
        `The refresh interval must be a whole number of milliseconds between ${POLL_MS_MIN} and ${POLL_MS_MAX}.`,
      );
    }
    patch.instancesPollMs = ms;
  }
  return ok(patch);
}

/** Checks the shape of a draft; with `forSending`, also that there is something to send and the schedule is not past. */
export function checkDraft(
  value: unknown,
  options: { forSending: boolean; now: number },
): Check<MessageDraft> {
  if (!isRecord(value)) return invalid('draft', 'The message is missing.');
  const { body, isInternal, scheduledDate, replyTo, attachments } = value;
  if (typeof body !== 'string') return invalid('body', 'The message text must be text.');
  if (body.length > MAX_BODY_CHARS)
    return invalid('body', `The message is too long (at most ${MAX_BODY_CHARS} characters).`);
  if (typeof isInternal !== 'boolean')
    return invalid('isInternal', 'Whether the message is an internal note must be yes or no.');
  if (!Array.isArray(attachments)) return invalid('attachments', 'The attachments must be a list.');
  if (attachments.length > MAX_ATTACHMENTS)
    return invalid('attachments', `At most ${MAX_ATTACHMENTS} attachments per message.`);

  const draft: MessageDraft = { body, isInternal, attachments: [] };
  for (const [index, item] of attachments.entries()) {
    const attachment = checkAttachment(item, `attachments[${index}]`);
    if (!attachment.ok) return attachment;
    draft.attachments.push(attachment.value);
  }
  if (replyTo !== undefined) {
    if (!isRecord(replyTo)) return invalid('replyTo', 'The replied message is not valid.');
    const messageId = checkNonEmptyString(replyTo.messageId, 'replyTo.messageId', 256);
    if (!messageId.ok) return messageId;
    if (typeof replyTo.quote !== 'string')
      return invalid('replyTo.quote', 'The quote of the replied message must be text.');
    draft.replyTo = { messageId: messageId.value, quote: replyTo.quote.slice(0, MAX_TEXT_CHARS) };
  }
  if (scheduledDate !== undefined) {
    if (typeof scheduledDate !== 'string' || !isIsoDateTime(scheduledDate)) {
      return invalid('scheduledDate', 'The scheduled date is not a valid date and time.');
    }
    if (options.forSending && Date.parse(scheduledDate) < options.now - SCHEDULE_GRACE_MS) {
      return invalid(
        'scheduledDate',
        'The scheduled date is in the past; pick a later time or send now.',
      );
    }
    draft.scheduledDate = new Date(scheduledDate).toISOString();
  }
  if (options.forSending && body.trim().length === 0 && draft.attachments.length === 0) {
    return invalid('body', 'Write a message or add an attachment before sending.');
  }
  return ok(draft);
}

function checkAttachment(value: unknown, field: string): Check<AttachmentDraft> {
  if (!isRecord(value)) return invalid(field, 'The attachment is not valid.');
  const url = checkHttpUrl(value.url, `${field}.url`);
  if (!url.ok) return url;
  const fileName = checkNonEmptyString(value.fileName, `${field}.fileName`, 255);
  if (!fileName.ok) return fileName;
  const mimeType = checkNonEmptyString(value.mimeType, `${field}.mimeType`, 255);
  if (!mimeType.ok) return mimeType;
  if (!ATTACHMENT_TYPES.includes(value.type as AttachmentType)) {
    return invalid(`${field}.type`, 'The attachment type must be IMAGE, VIDEO, AUDIO or FILE.');
  }
  const attachment: AttachmentDraft = {
    url: url.value,
    fileName: fileName.value,
    mimeType: mimeType.value,
    type: value.type as AttachmentType,
  };
  if (value.size !== undefined) {
    const size = value.size;
    if (typeof size !== 'number' || !Number.isSafeInteger(size) || size < 0) {
      return invalid(`${field}.size`, 'The attachment size must be a whole number of bytes.');
    }
    attachment.size = size;
  }
  return ok(attachment);
}

const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})$/;

export function isIsoDateTime(value: string): boolean {
  return ISO_DATE_TIME.test(value) && !Number.isNaN(Date.parse(value));
}
