// Picks the starting language from the system: Portuguese speakers (Brazilian attendants) get pt-BR.
import type { Locale } from '../../shared/bridge.ts';

export const locales: readonly Locale[] = ['en', 'pt-BR'];

export function detectLocale(languages: readonly string[]): Locale {
  for (const language of languages) {
    const lower = language.toLowerCase();
    if (lower.startsWith('pt')) return 'pt-BR';
    if (lower.startsWith('en')) return 'en';
  }
  return 'en';
}

export function isLocale(value: string): value is Locale {
  return (locales as readonly string[]).includes(value);
}
