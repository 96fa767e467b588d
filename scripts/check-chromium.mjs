// The browser tests drive the system Chromium (nothing is downloaded at install time).
import { existsSync } from 'node:fs';

const path = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!existsSync(path)) {
  console.error(
    [
      `Chromium was not found at ${path}; the end-to-end tests need it.`,
      'Install it with:  sudo apt-get update && sudo apt-get install -y chromium',
      'or point CHROMIUM_PATH at an existing Chromium or Chrome binary.',
    ].join('\n'),
  );
  process.exit(1);
}
