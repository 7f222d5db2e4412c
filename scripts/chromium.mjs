// Debian's Chromium (design.md section 3); no browser downloads exist on these machines.
import { existsSync } from 'node:fs';

export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Flags for playwright-core launches (bench and end-to-end tests). */
export const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
  '--no-first-run',
];

/** Throws a clear error when Chromium is not installed. */
export function requireChromium() {
  if (!existsSync(chromiumPath)) {
    throw new Error(
      `Chromium not found at ${chromiumPath} (apt-get install -y chromium, or set CHROMIUM_PATH)`,
    );
  }
  return chromiumPath;
}
