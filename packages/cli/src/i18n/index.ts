import { en, type Messages } from './en.js';
import { pickLanguage, type Language } from './language.js';
import { ptBR } from './pt-BR.js';

export type { Messages };

/** Chosen once per run, from CRM_LANG or the POSIX locale (see language.ts). */
export const language: Language = pickLanguage(process.env);

/** Every sentence, header and help text the CLI shows, in the chosen language. */
export const t: Messages = language === 'pt-BR' ? ptBR : en;
