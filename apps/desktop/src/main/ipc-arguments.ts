// What each IPC channel accepts, checked by hand before the backend sees it: the right number of arguments, of the
// right shapes. Channels that answer with a Result refuse with one; the others reject the call.
import type { Result } from '../shared/bridge.ts';
import type { InvokeMethod } from '../shared/ipc-channels.ts';
import type { BackendMethods } from './services/backend.ts';
import { fail, ok } from './services/result.ts';
import {
  checkConnectInput,
  checkDraft,
  checkNonEmptyString,
  checkSettingsPatch,
} from './services/validators.ts';

type Args<M extends InvokeMethod> = Parameters<BackendMethods[M]>;

export interface ChannelRule<M extends InvokeMethod> {
  check(raw: readonly unknown[]): Result<Args<M>>;
  /** 'result': the method answers Result<T>, so a refusal is an ordinary answer; 'throw': the call rejects. */
  refuseWith: 'result' | 'throw';
}

const MAX_ID_CHARS = 256;
const MAX_LINK_CHARS = 2_048;

function arity(raw: readonly unknown[], count: number): Result<void> {
  return raw.length === count
    ? ok(undefined)
    : fail('invalid-input', `Expected ${count} argument(s), received ${raw.length}.`, {
        field: 'arguments',
      });
}

function noArgs<M extends InvokeMethod>(refuseWith: 'result' | 'throw'): ChannelRule<M> {
  return { refuseWith, check: (raw) => chain(arity(raw, 0), () => ok([] as unknown as Args<M>)) };
}

function oneString<M extends InvokeMethod>(field: string, maxChars: number): ChannelRule<M> {
  return {
    refuseWith: 'result',
    check: (raw) =>
      chain(arity(raw, 1), () =>
        chain(checkNonEmptyString(raw[0], field, maxChars), (value) =>
          ok([value] as unknown as Args<M>),
        ),
      ),
  };
}

function chain<A, B>(first: Result<A>, next: (value: A) => Result<B>): Result<B> {
  return first.ok ? next(first.value) : first;
}

// Shapes only; the backend adds the checks that depend on time (a schedule in the past) when sending.
const shapeOfDraft = (value: unknown) => checkDraft(value, { forSending: false, now: 0 });

export const CHANNEL_RULES: { [M in InvokeMethod]: ChannelRule<M> } = {
  getSettings: noArgs('throw'),
  updateSettings: {
    refuseWith: 'throw',
    check: (raw) =>
      chain(arity(raw, 1), () => chain(checkSettingsPatch(raw[0]), (patch) => ok([patch]))),
  },
  getConnection: noArgs('throw'),
  connect: {
    refuseWith: 'result',
    check: (raw) =>
      chain(arity(raw, 1), () => chain(checkConnectInput(raw[0]), (input) => ok([input]))),
  },
  signOut: noArgs('throw'),
  listInstances: noArgs('result'),
  listAttendants: noArgs('result'),
  getAttendant: oneString('id', MAX_ID_CHARS),
  listConversations: noArgs('throw'),
  openConversation: oneString('idOrLink', MAX_LINK_CHARS),
  getConversation: oneString('conversationId', MAX_ID_CHARS),
  saveDraft: {
    refuseWith: 'throw',
    check: (raw) =>
      chain(arity(raw, 2), () =>
        chain(checkNonEmptyString(raw[0], 'conversationId', MAX_ID_CHARS), (id) =>
          raw[1] === null
            ? ok<Args<'saveDraft'>>([id, null])
            : chain(shapeOfDraft(raw[1]), (draft) => ok<Args<'saveDraft'>>([id, draft])),
        ),
      ),
  },
  inspectAttachmentUrl: oneString('url', MAX_LINK_CHARS),
  sendMessage: {
    refuseWith: 'result',
    check: (raw) =>
      chain(arity(raw, 2), () =>
        chain(checkNonEmptyString(raw[0], 'conversationId', MAX_ID_CHARS), (id) =>
          chain(shapeOfDraft(raw[1]), (draft) => ok([id, draft])),
        ),
      ),
  },
  retryEntry: oneString('entryId', MAX_ID_CHARS),
  editEntry: oneString('entryId', MAX_ID_CHARS),
  discardEntry: oneString('entryId', MAX_ID_CHARS),
  markEntrySent: oneString('entryId', MAX_ID_CHARS),
  outboxSummary: noArgs('throw'),
};
