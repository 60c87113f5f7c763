import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render } from '@testing-library/svelte';
import { createRawSnippet } from 'svelte';
import VirtualList from './VirtualList.svelte';

interface Message {
  id: string;
  text: string;
}

const messages: Message[] = Array.from({ length: 10_000 }, (_, index) => ({
  id: `m${index}`,
  text: `Message ${index}`,
}));

const row = createRawSnippet((message: () => Message) => ({
  render: () => `<p data-message>${message().text}</p>`,
}));

afterEach(cleanup);

function renderList(items: Message[] = messages) {
  return render(VirtualList<Message>, {
    items,
    getKey: (message: Message) => message.id,
    row,
    label: 'Messages',
    estimatedHeight: 60,
    fallbackViewportHeight: 800,
  });
}

describe('VirtualList', () => {
  it('keeps at most 200 message nodes in the DOM for 10,000 messages', () => {
    const { container } = renderList();
    const nodes = container.querySelectorAll('[data-message]');
    expect(nodes.length).toBeGreaterThan(10);
    expect(nodes.length).toBeLessThanOrEqual(200);
    expect(nodes[0]?.textContent).toBe('Message 0');
  });

  it('gives the spacer the height of every row, so the scrollbar matches the whole list', () => {
    const { container } = renderList();
    const spacer = container.querySelector('[data-virtual-viewport] > div') as HTMLElement;
    expect(spacer.style.height).toBe(`${10_000 * 60}px`);
  });

  it('renders the rows around the scroll position, and only those', async () => {
    const { container } = renderList();
    const viewport = container.querySelector('[data-virtual-viewport]') as HTMLElement;
    // happy-dom has no layout and would clamp scrollTop to 0; the list only reads it.
    Object.defineProperty(viewport, 'scrollTop', { configurable: true, value: 5_000 * 60 });
    await fireEvent.scroll(viewport);
    const texts = [...container.querySelectorAll('[data-message]')].map((node) => node.textContent);
    expect(texts).toContain('Message 5000');
    expect(texts).not.toContain('Message 0');
    expect(texts.length).toBeLessThanOrEqual(200);
  });

  it('tells assistive technology where each row sits in the whole list', () => {
    const { container } = renderList();
    const first = container.querySelector('[role="listitem"]');
    expect(first?.getAttribute('aria-posinset')).toBe('1');
    expect(first?.getAttribute('aria-setsize')).toBe('10000');
  });
});
