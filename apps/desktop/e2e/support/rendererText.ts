// Everything the renderer holds that a secret could hide in: the DOM (with form values), both storages, cookies,
// and every own property of `window` that can be turned into text.
import type { Page } from 'playwright-core';

export async function collectRendererText(page: Page): Promise<string> {
  return page.evaluate(() => {
    const parts: string[] = [document.documentElement.outerHTML];
    for (const field of document.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>(
      'input, textarea',
    )) {
      parts.push(field.value);
    }
    for (const storage of [localStorage, sessionStorage]) {
      for (let index = 0; index < storage.length; index += 1) {
        const key = storage.key(index) ?? '';
        parts.push(key, storage.getItem(key) ?? '');
      }
    }
    parts.push(document.cookie);
    const scope = window as unknown as Record<string, unknown>;
    for (const name of Object.getOwnPropertyNames(window)) {
      let value: unknown;
      try {
        value = scope[name];
      } catch {
        continue;
      }
      if (value === null || value === undefined || typeof value === 'function') continue;
      if (typeof value !== 'object') {
        parts.push(`${name}=${String(value)}`);
        continue;
      }
      if (value === window || value instanceof Node) continue;
      try {
        parts.push(`${name}=${JSON.stringify(value)}`);
      } catch {
        // Cyclic or host objects: nothing an app would have put a token in.
      }
    }
    return parts.join('\n');
  });
}
