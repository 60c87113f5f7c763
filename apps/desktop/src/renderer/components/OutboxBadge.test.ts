import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/svelte';
import OutboxBadge from './OutboxBadge.svelte';

afterEach(cleanup);

describe('OutboxBadge', () => {
  it('says all is sent when nothing waits', () => {
    render(OutboxBadge, { summary: { waiting: 0, failed: 0 } });
    expect(screen.getByRole('status').textContent).toContain('All sent');
  });

  it('counts waiting and failed messages', () => {
    render(OutboxBadge, { summary: { waiting: 3, failed: 1 } });
    const badge = screen.getByRole('status');
    expect(badge.textContent).toContain('3 waiting');
    expect(badge.textContent).toContain('1 failed');
    expect(badge.getAttribute('title')).toBe('3 messages waiting to be sent, 1 failed');
  });

  it('does not mention failures when there are none', () => {
    render(OutboxBadge, { summary: { waiting: 2, failed: 0 } });
    expect(screen.getByRole('status').textContent).not.toContain('failed');
  });
});
