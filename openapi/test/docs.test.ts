// The published reference (dist/index.html) must render every operation with the network cut off.
import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { launchChromium } from '@crm/testkit';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { docsHtmlPath, listOperations, loadBundledSpec } from './support/bundled-spec.ts';

interface BlockedRequest {
  url: string;
  resourceType: string;
}

describe('the HTML reference', () => {
  const doc = loadBundledSpec();
  const tagNames = (doc['tags'] as Array<{ name: string }>).map((tag) => tag.name);
  const operations = listOperations(doc);
  const summaries = operations.map((entry) => entry.operation.summary ?? '');
  const blocked: BlockedRequest[] = [];
  const pageErrors: string[] = [];
  let browser: Browser | undefined;
  let page: Page;

  beforeAll(async () => {
    if (!existsSync(docsHtmlPath))
      throw new Error(`${docsHtmlPath} is missing: run the build first.`);
    // A fresh profile per launch; a missing Chromium fails here with a message that says how to get it.
    browser = await launchChromium();
    page = await browser.newPage();
    // Offline: only the file itself may load; everything else is recorded and aborted.
    await page.route('**', async (route) => {
      const request = route.request();
      if (request.url().startsWith('file:')) return route.continue();
      blocked.push({ url: request.url(), resourceType: request.resourceType() });
      return route.abort('internetdisconnected');
    });
    page.on('pageerror', (error) => pageErrors.push(error.message));
    await page.goto(pathToFileURL(docsHtmlPath).href);
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('shows the title and every resource tag', async () => {
    await expect
      .poll(() =>
        page
          .getByRole('heading', { name: /CRM Service API/ })
          .first()
          .isVisible(),
      )
      .toBe(true);
    for (const tagName of tagNames) {
      await expect
        .poll(() => page.getByText(tagName, { exact: true }).first().isVisible())
        .toBe(true);
    }
  });

  it('shows the summary of all 19 operations once each resource is opened', async () => {
    expect(summaries).toHaveLength(19);
    const seen = new Set<string>();
    // The sidebar lists a resource's operations when the resource is opened (one resource at a time).
    for (const tagName of tagNames) {
      await page.getByText(tagName, { exact: true }).first().click();
      const ofTag = operations.filter((entry) => entry.operation.tags?.includes(tagName));
      for (const { operation } of ofTag) {
        const summary = operation.summary ?? '';
        await expect
          .poll(() => page.getByText(summary, { exact: true }).first().isVisible(), {
            message: `${tagName}: ${summary}`,
          })
          .toBe(true);
        seen.add(summary);
      }
    }
    expect([...seen].sort()).toEqual([...summaries].sort());
  });

  it('needs nothing from the network to render (no script, style, font or data request was attempted)', () => {
    // Redoc's decorative attribution logo is an <img> that hides itself when it cannot load; nothing else may go out.
    const essential = blocked.filter((request) => request.resourceType !== 'image');
    expect(essential).toEqual([]);
    expect(pageErrors).toEqual([]);
  });
});
