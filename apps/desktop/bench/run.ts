// `pnpm --filter @crm/desktop bench`: the renderer's performance figures, printed (not asserted).
// Needs the built renderer (`pnpm --filter @crm/desktop build`) and Chromium.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { launchChromium } from '@crm/testkit';
import { RENDERER_DIR, startStaticServer } from '../e2e/support/staticServer.ts';
import { installDataBridge } from './dataBridge.ts';
import { firstPaintSize } from './firstPaintSize.ts';
import {
  backToInbox,
  scrollWithoutJumps,
  timeFilterKeystrokes,
  timeOpenConversation,
} from './inPage.ts';

const MESSAGES = 10_000;
const CONVERSATIONS = 1_000;

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const ms = (value: number) => `${value.toFixed(1)} ms`;
const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;
const percentile = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * p))] ??
  NaN;
const verdict = (good: boolean) => (good ? 'ok' : 'OVER TARGET');

if (!existsSync(join(RENDERER_DIR, 'index.html'))) {
  console.error('The renderer is not built. Run `pnpm --filter @crm/desktop build` first.');
  process.exit(1);
}

const size = await firstPaintSize(RENDERER_DIR);
console.log('Renderer JS for first paint (entry + static imports, gzip)');
for (const file of size.files)
  console.log(`  ${file.file}: ${kb(file.bytes)} raw, ${kb(file.gzipBytes)} gzip`);
console.log(
  `  total ${kb(size.gzipBytes)} gzip (target ≤ 150 KB: ${verdict(size.gzipBytes <= 150 * 1024)}); CSS ${kb(size.cssGzipBytes)} gzip`,
);

const server = await startStaticServer();
const browser = await launchChromium();
try {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await page.addInitScript(installDataBridge, { conversations: CONVERSATIONS, messages: MESSAGES });
  await page.goto(server.url);
  await page.locator('[data-conversation-id]').first().waitFor();

  // First open since start (code and fonts cold), then other conversations (data not cached), then a reopen.
  const cold = await page.evaluate(timeOpenConversation, 'conv_00000');
  const fresh: { ms: number; messageNodes: number }[] = [];
  for (const id of ['conv_00001', 'conv_00002', 'conv_00003', 'conv_00004', 'conv_00005']) {
    await page.evaluate(backToInbox);
    fresh.push(await page.evaluate(timeOpenConversation, id));
  }
  await page.evaluate(backToInbox);
  const reopen = await page.evaluate(timeOpenConversation, 'conv_00001');
  const freshMedian = median(fresh.map((open) => open.ms));
  const nodes = Math.max(
    cold.messageNodes,
    reopen.messageNodes,
    ...fresh.map((open) => open.messageNodes),
  );
  console.log(
    `\nConversation of ${MESSAGES.toLocaleString('en')} messages, click to last message painted`,
  );
  console.log(
    `  open (median of 5 conversations): ${ms(freshMedian)} (target ≤ 100 ms: ${verdict(freshMedian <= 100)})`,
  );
  console.log(
    `  first open after start (cold code and fonts): ${ms(cold.ms)}; reopen (cached): ${ms(reopen.ms)}`,
  );
  console.log(`  message nodes in the DOM: ${nodes} (target ≤ 200: ${verdict(nodes <= 200)})`);

  const scroll = await page.evaluate(scrollWithoutJumps);
  console.log(
    `  scrolling: to the middle (row ${scroll.middleIndex}), 40 wheel steps up, 40 down, then to the end`,
  );
  console.log(
    `    largest unexplained jump of the row being read: ${scroll.maxJumpPx.toFixed(1)} px (target 0–1 px)`,
  );
  console.log(
    `    most message nodes while scrolling: ${scroll.maxMessageNodes}; end reached: ${scroll.endReached}`,
  );

  await page.evaluate(backToInbox);
  const keystrokes = await page.evaluate(timeFilterKeystrokes, 'mariana oliveira');
  console.log(
    `\nInbox of ${CONVERSATIONS.toLocaleString('en')} conversations, filter as you type (${keystrokes.length} keystrokes, typing then deleting)`,
  );
  console.log(
    `  per keystroke: median ${ms(median(keystrokes))}, p95 ${ms(percentile(keystrokes, 0.95))}, max ${ms(Math.max(...keystrokes))} (target ≤ 16 ms: ${verdict(percentile(keystrokes, 0.95) <= 16)})`,
  );
  await context.close();
} finally {
  await browser.close();
  await server.close();
}
