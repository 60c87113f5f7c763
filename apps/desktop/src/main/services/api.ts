// The CRM service as main uses it: @crm/client with the token inside, answers turned into bridge Results,
// instances masked before they leave, and sends classified for the outbox.
import {
  createCrmClient,
  type Attendant,
  type Message,
  type SendMessageRequest,
} from '@crm/client';
import type { MessageDraft, Result, SafeInstance } from '../../shared/bridge.ts';
import { toBridgeError } from './bridge-errors.ts';
import { fail, failWith, ok } from './result.ts';
import { toSafeInstance } from './safe-instance.ts';
import { classifySendFailure } from './send-failure.ts';
import type { SendOutcome, SentMessage } from './send-outcome.ts';

export interface CrmApiOptions {
  baseUrl: string;
  token: string;
  fetch?: typeof fetch;
  /** Time-out of each request; a send that times out becomes "unconfirmed". */
  timeoutMs?: number;
  userAgent?: string;
}

export interface Listing<T> {
  count: number;
  data: T[];
}

export interface CrmApi {
  readonly baseUrl: string;
  /** A real listInstances call: tells a bad token, an unreachable host and a service that is not the CRM apart. */
  checkConnection(): Promise<Result<void>>;
  listInstances(): Promise<Result<Listing<SafeInstance>>>;
  listAttendants(): Promise<Result<Listing<Attendant>>>;
  getAttendant(id: string): Promise<Result<Attendant>>;
  /** One attempt, no automatic retry: the outbox decides what happens next. */
  sendMessage(
    conversationId: string,
    draft: MessageDraft,
  ): Promise<{ outcome: SendOutcome; message?: Message }>;
}

export function createCrmApi(options: CrmApiOptions): CrmApi {
  const common = {
    baseUrl: options.baseUrl,
    token: options.token,
    ...(options.fetch && { fetch: options.fetch }),
    ...(options.timeoutMs !== undefined && { timeoutMs: options.timeoutMs }),
    ...(options.userAgent && { userAgent: options.userAgent }),
  };
  // Reads may be retried by the client; sends never are (a resend is the outbox's decision).
  const reads = createCrmClient({ ...common, retry: { retries: 2 } });
  const sends = createCrmClient({ ...common, retry: false });
  const secrets = [options.token];
  const failure = <T>(error: unknown): Result<T> => failWith(toBridgeError(error, secrets));

  return {
    baseUrl: options.baseUrl,

    async checkConnection() {
      try {
        const list: unknown = await reads.listInstances();
        if (!isListing(list)) return notCrm();
        return ok(undefined);
      } catch (error) {
        const mapped = toBridgeError(error, secrets);
        // A 404 or a wrong-shaped answer on the instances path means this address is not the CRM API.
        if (mapped.kind === 'not-found' || mapped.kind === 'not-crm') return notCrm(mapped.status);
        return failWith(mapped);
      }
    },

    async listInstances() {
      try {
        const list = await reads.listInstances();
        const data = (list.data ?? []).map(toSafeInstance);
        return ok({ count: list.count ?? data.length, data });
      } catch (error) {
        return failure(error);
      }
    },

    async listAttendants() {
      try {
        const list = await reads.listAttendants();
        const data = list.data ?? [];
        return ok({ count: list.count ?? data.length, data });
      } catch (error) {
        return failure(error);
      }
    },

    async getAttendant(id) {
      try {
        return ok(await reads.getAttendant(id));
      } catch (error) {
        return failure(error);
      }
    },

    async sendMessage(conversationId, draft) {
      try {
        const message = await sends.sendMessage(conversationId, toSendRequest(draft));
        return { outcome: { ok: true, message: sentFacts(message) }, message };
      } catch (error) {
        return { outcome: { ok: false, failure: classifySendFailure(error, secrets) } };
      }
    },
  };
}

export function toSendRequest(draft: MessageDraft): SendMessageRequest {
  const request: SendMessageRequest = { body: draft.body, isInternal: draft.isInternal };
  if (draft.replyTo) request.repliedMessageId = draft.replyTo.messageId;
  if (draft.scheduledDate) request.scheduledDate = draft.scheduledDate;
  if (draft.attachments.length > 0) {
    request.attachments = draft.attachments.map((attachment) => ({
      url: attachment.url,
      fileName: attachment.fileName,
      mimeType: attachment.mimeType,
      type: attachment.type,
      ...(attachment.size !== undefined && { size: attachment.size }),
    }));
  }
  return request;
}

const SENT_FACTS = [
  'id',
  'status',
  'createdAt',
  'isScheduled',
  'scheduledDate',
  'isInternal',
] as const;

/** What the outbox keeps of the server's answer (the rest of the message is not needed to show its state). */
function sentFacts(message: Message): SentMessage {
  return Object.fromEntries(
    SENT_FACTS.filter((key) => message[key] !== undefined && message[key] !== null).map((key) => [
      key,
      message[key],
    ]),
  ) as SentMessage;
}

function isListing(value: unknown): boolean {
  return (
    typeof value === 'object' && value !== null && Array.isArray((value as { data?: unknown }).data)
  );
}

function notCrm(status?: number): Result<never> {
  return fail(
    'not-crm',
    'The address answered, but not like the CRM API does. Check the base URL (it usually ends before /api/v1).',
    status === undefined ? {} : { status },
  );
}
