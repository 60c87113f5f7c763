import type { Instance } from '@crm/client';
import { describe, expect, it } from 'vitest';
import { toSafeInstance } from './safe-instance.ts';

describe('toSafeInstance', () => {
  it('replaces the provider token by whether one is set, and keeps everything else', () => {
    const instance = {
      id: 'inst_1',
      name: 'Vendas',
      status: 'CONNECTED',
      isActive: true,
      config: {
        providerInstanceId: '1049',
        providerInstanceToken: 'tok_live_123',
        listenGroups: false,
      },
    } as Instance;
    const safe = toSafeInstance(instance);
    expect(safe).toEqual({
      id: 'inst_1',
      name: 'Vendas',
      status: 'CONNECTED',
      isActive: true,
      config: { providerInstanceId: '1049', listenGroups: false, providerInstanceTokenSet: true },
    });
    expect(JSON.stringify(safe)).not.toContain('tok_live_123');
  });

  it('says no token is set when it is missing or empty', () => {
    expect(
      toSafeInstance({ id: 'a', config: { providerInstanceToken: '' } } as Instance).config
        ?.providerInstanceTokenSet,
    ).toBe(false);
    expect(
      toSafeInstance({ id: 'a', config: {} } as Instance).config?.providerInstanceTokenSet,
    ).toBe(false);
    expect(toSafeInstance({ id: 'a' } as Instance)).toEqual({ id: 'a' });
  });

  it('drops other credential-looking fields the server may add', () => {
    const odd = {
      id: 'a',
      apiKey: 'k1',
      config: { providerSecret: 's1', webhookPassword: 'p1', typeList: 'buttons' },
    } as unknown as Instance;
    const safe = JSON.stringify(toSafeInstance(odd));
    expect(safe).not.toMatch(/k1|s1|p1/);
    expect(safe).toContain('buttons');
  });
});
