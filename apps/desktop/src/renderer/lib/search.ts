// Filtering as you type: each record gets one lower-cased haystack once, so a keystroke is one pass of includes().
import type { Attendant } from '@crm/client';
import type { Conversation } from '../../shared/bridge.ts';

export interface Searchable<T> {
  item: T;
  haystack: string;
}

export function normalise(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().trim();
}

export function indexForSearch<T>(
  items: readonly T[],
  fields: (item: T) => (string | undefined)[],
): Searchable<T>[] {
  return items.map((item) => ({
    item,
    haystack: normalise(fields(item).filter(Boolean).join('\u0000')),
  }));
}

export function filterIndex<T>(index: readonly Searchable<T>[], query: string): T[] {
  const needle = normalise(query);
  if (!needle) return index.map((entry) => entry.item);
  const digits = needle.replace(/\D/g, '');
  // "(11) 98765-4321" must find 11987654321: compare digits alone when the query is mostly a number.
  const phoneLike = digits.length >= 3 && digits.length >= needle.replace(/\s/g, '').length - 4;
  return index
    .filter(
      (entry) => entry.haystack.includes(needle) || (phoneLike && entry.haystack.includes(digits)),
    )
    .map((entry) => entry.item);
}

export function attendantFields(attendant: Attendant): (string | undefined)[] {
  return [attendant.name, attendant.email, attendant.phone];
}

export function conversationFields(conversation: Conversation): (string | undefined)[] {
  return [conversation.contact?.name, conversation.id, conversation.contact?.platform];
}
