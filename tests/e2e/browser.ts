/** Debian's Chromium (or CHROME_PATH), started with the flags this closed network needs. */
export const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
export const chromeArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-dev-shm-usage',
];
