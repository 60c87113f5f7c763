import { describe, expect, it } from 'vitest';
import { pickLanguage } from '../src/i18n/language.js';

describe('pickLanguage', () => {
  it.each([
    [{}, 'en'],
    [{ CRM_LANG: 'pt-BR' }, 'pt-BR'],
    [{ CRM_LANG: 'pt_BR' }, 'pt-BR'],
    [{ CRM_LANG: 'en' }, 'en'],
    [{ CRM_LANG: 'en', LANG: 'pt_BR.UTF-8' }, 'en'],
    [{ CRM_LANG: 'pt-BR', LC_ALL: 'en_US.UTF-8' }, 'pt-BR'],
    [{ LANG: 'pt_BR.UTF-8' }, 'pt-BR'],
    [{ LANG: 'pt_PT.UTF-8' }, 'pt-BR'],
    [{ LANG: 'en_US.UTF-8' }, 'en'],
    [{ LANG: 'de_DE.UTF-8' }, 'en'],
    [{ LC_MESSAGES: 'pt_BR.UTF-8', LANG: 'en_US.UTF-8' }, 'pt-BR'],
    [{ LC_ALL: 'C', LC_MESSAGES: 'pt_BR.UTF-8', LANG: 'pt_BR.UTF-8' }, 'en'],
    // Empty means unset, for CRM_LANG as for the POSIX variables.
    [{ CRM_LANG: '', LC_ALL: '', LANG: 'pt_BR.UTF-8' }, 'pt-BR'],
  ] as const)('%j → %s', (env, expected) => {
    expect(pickLanguage(env)).toBe(expected);
  });
});
