import { afterEach, describe, expect, it } from 'vitest';
import { chromiumPath, launchChromium } from '../src/index.ts';

const saved = process.env['CHROMIUM_PATH'];
afterEach(() => {
  if (saved === undefined) delete process.env['CHROMIUM_PATH'];
  else process.env['CHROMIUM_PATH'] = saved;
});

describe('launchChromium', () => {
  it('uses CHROMIUM_PATH when set', () => {
    process.env['CHROMIUM_PATH'] = '/opt/other/chromium';
    expect(chromiumPath()).toBe('/opt/other/chromium');
  });

  it('says where it looked and how to fix it when Chromium is missing', async () => {
    process.env['CHROMIUM_PATH'] = '/nonexistent/chromium';
    await expect(launchChromium()).rejects.toThrow(
      'Chromium not found at /nonexistent/chromium: install it (apt-get install chromium) or set CHROMIUM_PATH.',
    );
  });
});
