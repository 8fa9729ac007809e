/*
 * The service worker of the stories and the container tests: Mock Service Worker's own script
 * (mockServiceWorker.js, from `npx msw init .storybook/public`), with media left out. A video or
 * audio request that passes through a service worker loses its Range header in Chromium, so the
 * player can no longer seek (mswjs/msw#1972, #2552): those requests go straight to the network.
 * This listener runs first and stops the worker's own for them.
 */
const MEDIA = new Set(['video', 'audio', 'track']);

self.addEventListener('fetch', (event) => {
  if (MEDIA.has(event.request.destination)) event.stopImmediatePropagation();
});

importScripts('./mockServiceWorker.js');
