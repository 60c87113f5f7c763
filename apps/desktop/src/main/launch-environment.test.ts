import { describe, expect, it } from 'vitest';
import { readLaunchEnvironment } from './launch-environment.ts';

describe('readLaunchEnvironment', () => {
  it('uses a base URL and a demo token together as the demo connection', () => {
    expect(
      readLaunchEnvironment({
        CRM_DESK_BASE_URL: 'http://127.0.0.1:4010/',
        CRM_DESK_DEMO_TOKEN: 'demo',
      }),
    ).toEqual({
      demo: { baseUrl: 'http://127.0.0.1:4010', token: 'demo' },
      defaultBaseUrl: 'http://127.0.0.1:4010',
    });
  });

  it('only pre-fills the address without a token, and ignores a token without an address', () => {
    expect(readLaunchEnvironment({ CRM_DESK_BASE_URL: 'https://crm.example.com' })).toEqual({
      defaultBaseUrl: 'https://crm.example.com',
    });
    expect(readLaunchEnvironment({ CRM_DESK_DEMO_TOKEN: 'demo' })).toEqual({});
  });

  it('ignores an address that is not http(s)', () => {
    expect(
      readLaunchEnvironment({ CRM_DESK_BASE_URL: 'file:///etc', CRM_DESK_DEMO_TOKEN: 'demo' }),
    ).toEqual({});
  });
});
