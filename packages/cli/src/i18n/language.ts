/** The languages `crm` speaks. */
export type Language = 'en' | 'pt-BR';

type Environment = Readonly<Record<string, string | undefined>>;

/** The POSIX variables that name the language of messages, strongest first. */
const localeVariables = ['LC_ALL', 'LC_MESSAGES', 'LANG'] as const;

/**
 * CRM_LANG wins; otherwise the first POSIX locale variable that is set decides (so LC_ALL=C
 * overrides LANG=pt_BR.UTF-8, as it does for every other program); otherwise English.
 * An empty variable counts as unset, as POSIX says.
 */
export function pickLanguage(env: Environment): Language {
  const chosen = env['CRM_LANG'] ?? '';
  if (chosen.trim() !== '') return languageOf(chosen);
  const locale = localeVariables.map((name) => env[name] ?? '').find((value) => value.trim());
  return locale === undefined ? 'en' : languageOf(locale);
}

/** pt, pt-BR, pt_BR.UTF-8, pt_PT... → Brazilian Portuguese; anything else (C, POSIX, en_US, de) → English. */
function languageOf(tag: string): Language {
  return tag.trim().toLowerCase().startsWith('pt') ? 'pt-BR' : 'en';
}
