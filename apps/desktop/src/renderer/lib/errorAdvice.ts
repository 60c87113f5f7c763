// Each kind of failure gets a sentence in the attendant's language and one way forward.
import type { MessageKey } from '../i18n/en.ts';
import type { UiErrorKind } from './bridgeFailure.ts';

export type ErrorAction = 'retry' | 'sign-in' | 'settings' | 'none';

export interface ErrorAdvice {
  sentence: MessageKey;
  action: ErrorAction;
}

const actions: Record<UiErrorKind, ErrorAction> = {
  auth: 'sign-in',
  'signed-out': 'sign-in',
  network: 'retry',
  timeout: 'retry',
  'rate-limit': 'retry',
  server: 'retry',
  unexpected: 'retry',
  'not-found': 'none',
  rejected: 'none',
  'invalid-input': 'none',
  'not-crm': 'settings',
  'insecure-storage': 'settings',
};

export function adviceFor(kind: UiErrorKind): ErrorAdvice {
  return { sentence: `error.${kind}`, action: actions[kind] };
}
