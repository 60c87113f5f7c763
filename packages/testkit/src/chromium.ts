// Debian's Chromium driven by playwright-core: never a downloaded browser (downloads are unreachable here).
import { existsSync } from 'node:fs';
import { chromium, type Browser } from 'playwright-core';

/** Quiet, sandbox-free and offline-friendly; `headless` is set through the launch option, not a flag. */
export const CHROMIUM_FLAGS: readonly string[] = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** `CHROMIUM_PATH`, or Debian's `/usr/bin/chromium`. */
export function chromiumPath(): string {
  return process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium';
}

export interface LaunchOptions {
  /** Default true; false opens a window (needs a display). */
  headless?: boolean;
}

/** Launches Chromium with {@link CHROMIUM_FLAGS}. Playwright gives each launch a fresh, temporary profile. */
export async function launchChromium({ headless = true }: LaunchOptions = {}): Promise<Browser> {
  const executablePath = chromiumPath();
  if (!existsSync(executablePath)) {
    throw new Error(
      `Chromium not found at ${executablePath}: install it (apt-get install chromium) or set CHROMIUM_PATH.`,
    );
  }
  return chromium.launch({ executablePath, headless, args: [...CHROMIUM_FLAGS] });
}
