// Changing a setting: main stores it, the cache and (for the language) the UI follow at once.
import type { QueryClient } from '@tanstack/svelte-query';
import type { Settings } from '../../shared/bridge.ts';
import { i18n } from '../i18n/i18n.svelte.ts';
import { crm } from '../lib/bridge.ts';
import { queryKeys } from '../lib/queryKeys.ts';

export async function updateSettings(
  queryClient: QueryClient,
  patch: Partial<Settings>,
): Promise<Settings> {
  if (patch.locale) i18n.locale = patch.locale;
  const saved = await crm().updateSettings(patch);
  queryClient.setQueryData(queryKeys.settings, saved);
  return saved;
}
