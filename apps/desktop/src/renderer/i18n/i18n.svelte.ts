// The current language and its dictionary, as runes state that every component reads through `i18n.t`.
import type { Locale } from '../../shared/bridge.ts';
import { en, type Dictionary, type MessageKey } from './en.ts';
import { ptBR } from './pt-BR.ts';
import { fillPlaceholders, type MessageParams } from './format.ts';
import { detectLocale } from './locale.ts';

export const dictionaries: Record<Locale, Dictionary> = { en, 'pt-BR': ptBR };

export class I18n {
  #locale = $state<Locale>('en');
  #dictionary = $derived(dictionaries[this.#locale]);
  #dateTime = $derived(
    new Intl.DateTimeFormat(this.#locale, { dateStyle: 'medium', timeStyle: 'short' }),
  );
  #time = $derived(new Intl.DateTimeFormat(this.#locale, { timeStyle: 'short' }));

  constructor(initial: Locale) {
    this.#locale = initial;
  }

  get locale(): Locale {
    return this.#locale;
  }

  set locale(next: Locale) {
    this.#locale = next;
    if (typeof document !== 'undefined') document.documentElement.lang = next;
  }

  /** The sentence for `key` in the current language. */
  t = (key: MessageKey, params?: MessageParams): string =>
    fillPlaceholders(this.#dictionary[key], params);

  /** A date and time the attendant reads at a glance, e.g. "22 Nov 2026, 14:05". */
  dateTime = (iso: string): string => {
    const time = Date.parse(iso);
    return Number.isNaN(time) ? iso : this.#dateTime.format(time);
  };

  time = (date: Date): string => this.#time.format(date);
}

const systemLanguages = typeof navigator === 'undefined' ? [] : navigator.languages;

/** The app's one instance; the saved setting replaces the system guess once it has loaded. */
export const i18n = new I18n(detectLocale(systemLanguages));
