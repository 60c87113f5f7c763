import { describe, expect, it } from 'vitest';
import { decideNavigation } from './navigation-policy.ts';

describe('decideNavigation', () => {
  it.each([
    ['app://crm-desk/index.html', 'allow'],
    ['app://crm-desk/index.html#/conversations/c1', 'allow'],
    ['https://crm.example.com/help', 'open-external'],
    ['http://example.com', 'open-external'],
    ['https://user:pw@example.com', 'deny'],
    ['file:///etc/passwd', 'deny'],
    ['javascript:alert(1)', 'deny'],
    ['crmdesk://conversations/c1', 'deny'],
    ['app://elsewhere/index.html', 'deny'],
    ['smb://server/share', 'deny'],
    ['not a url', 'deny'],
  ])('%s → %s', (url, decision) => {
    expect(decideNavigation(url)).toBe(decision);
  });

  it('allows the dev server only when one is configured', () => {
    expect(decideNavigation('http://localhost:5173/', 'http://localhost:5173')).toBe('allow');
    expect(decideNavigation('http://localhost:5173/')).toBe('open-external');
  });
});
