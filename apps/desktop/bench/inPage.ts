// Measurements that run inside the page (serialised by Playwright): each function is self-contained.

/** Clicks a conversation in the inbox and times it until its last message is on screen and painted. */
export async function timeOpenConversation(
  id: string,
): Promise<{ ms: number; messageNodes: number }> {
  const frame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));
  const button = document.querySelector<HTMLElement>(`[data-conversation-id="${id}"]`);
  if (!button) throw new Error(`No conversation ${id} in the inbox.`);
  const start = performance.now();
  button.click();
  while (!document.querySelector('[data-message] [data-entry-id="entry_9999"]')) await frame();
  await frame();
  const ms = performance.now() - start;
  return { ms, messageNodes: document.querySelectorAll('[data-message]').length };
}

/** Goes back to the inbox and waits for it. */
export async function backToInbox(): Promise<void> {
  document.querySelector<HTMLElement>('[data-nav="inbox"]')?.click();
  while (!document.querySelector('[data-conversation-id]'))
    await new Promise((resolve) => requestAnimationFrame(resolve));
}

export interface ScrollReport {
  maxJumpPx: number;
  maxMessageNodes: number;
  endReached: boolean;
  middleIndex: number;
}

/**
 * Scrolls the open conversation to the middle, then up and down in wheel-sized steps, then to the end.
 * A jump is the distance the row at the top of the viewport moved that the scroll itself does not explain,
 * measured over several frames after each step (the rows above get measured and corrected meanwhile).
 */
export async function scrollWithoutJumps(): Promise<ScrollReport> {
  const frame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));
  const settle = async () => {
    for (let i = 0; i < 4; i += 1) await frame();
  };
  const viewport = document.querySelector<HTMLElement>('[data-virtual-viewport]');
  if (!viewport) throw new Error('No message list.');
  let maxJumpPx = 0;
  let maxMessageNodes = 0;
  const anchor = () => {
    const top = viewport.getBoundingClientRect().top;
    for (const row of viewport.querySelectorAll<HTMLElement>('[data-virtual-row]')) {
      const box = row.getBoundingClientRect();
      if (box.bottom > top + 1) return { index: Number(row.dataset.index), offset: box.top - top };
    }
    throw new Error('No row on screen.');
  };
  const step = async (delta: number) => {
    const before = anchor();
    const beforeRow = viewport.querySelector<HTMLElement>(`[data-index="${before.index}"]`);
    viewport.scrollTop += delta;
    await settle();
    maxMessageNodes = Math.max(maxMessageNodes, document.querySelectorAll('[data-message]').length);
    const row = viewport.querySelector<HTMLElement>(`[data-index="${before.index}"]`);
    if (!row || !beforeRow) return; // scrolled past it entirely
    const offset = row.getBoundingClientRect().top - viewport.getBoundingClientRect().top;
    maxJumpPx = Math.max(maxJumpPx, Math.abs(offset - (before.offset - delta)));
  };

  viewport.scrollTop = viewport.scrollHeight / 2;
  await settle();
  const middleIndex = anchor().index;
  // Hold still: nothing may move on its own while rows around get measured.
  const still = anchor();
  await settle();
  const after = anchor();
  maxJumpPx = Math.max(
    maxJumpPx,
    after.index === still.index ? Math.abs(after.offset - still.offset) : Infinity,
  );
  for (let i = 0; i < 40; i += 1) await step(-120);
  for (let i = 0; i < 40; i += 1) await step(120);

  viewport.scrollTop = viewport.scrollHeight;
  await settle();
  viewport.scrollTop = viewport.scrollHeight;
  await settle();
  const endReached =
    viewport.scrollTop + viewport.clientHeight >= viewport.scrollHeight - 2 &&
    document.querySelector('[data-entry-id="entry_9999"]') !== null;
  maxMessageNodes = Math.max(maxMessageNodes, document.querySelectorAll('[data-message]').length);
  return { maxJumpPx, maxMessageNodes, endReached, middleIndex };
}

/**
 * Types `text` into the inbox filter one character at a time, then deletes it, and times each keystroke:
 * the input event, Svelte's update, style and layout (forced), up to the next task.
 */
export async function timeFilterKeystrokes(text: string): Promise<number[]> {
  const input = document.querySelector<HTMLInputElement>('[data-inbox-filter]');
  if (!input) throw new Error('No inbox filter.');
  const channel = new MessageChannel();
  const nextTask = () =>
    new Promise<void>((resolve) => {
      channel.port1.onmessage = () => resolve();
      channel.port2.postMessage(null);
    });
  const times: number[] = [];
  const values = [
    ...Array.from(text, (_, i) => text.slice(0, i + 1)),
    ...Array.from(text, (_, i) => text.slice(0, text.length - i - 1)),
  ];
  for (const value of values) {
    await new Promise((resolve) => requestAnimationFrame(resolve));
    const start = performance.now();
    input.value = value;
    input.dispatchEvent(new InputEvent('input', { bubbles: true }));
    await nextTask();
    void document.body.offsetHeight;
    times.push(performance.now() - start);
  }
  return times;
}
