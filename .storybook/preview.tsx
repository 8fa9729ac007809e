import '../src/app/styles';
import { notifications } from '@mantine/notifications';
import type { Preview } from '@storybook/react-vite';
import { setupWorker } from 'msw/browser';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { configure } from 'storybook/test';
import { activateStoryLocale } from '../stories/support/i18n';
import { withApp } from '../stories/support/decorators';
import { WORKER_SCRIPT } from '../stories/support/msw';

// The portal is light only; its pages say so in their HTML (index.html), the stories' frame here.
document.documentElement.setAttribute('data-mantine-color-scheme', 'light');

// findBy and waitFor give up after 1 s by default: on a loaded two-core CI runner a lazy chunk or a
// transition can take longer than that to show. Waits whose length is the behaviour under test
// (a notice closing by itself) pass their own timeout.
configure({ asyncUtilTimeout: 5000 });

export const VIEWPORTS = {
  mobile: { name: 'Mobile', styles: { width: '375px', height: '740px' }, type: 'mobile' },
  tablet: { name: 'Tablet', styles: { width: '768px', height: '1024px' }, type: 'tablet' },
  desktop: { name: 'Desktop', styles: { width: '1280px', height: '900px' }, type: 'desktop' },
} as const;

const preview: Preview = {
  globalTypes: {
    locale: {
      description: 'Locale of the portal (ae is Arabic, right to left)',
      toolbar: {
        title: 'Locale',
        icon: 'globe',
        items: [
          { value: 'en', title: 'English' },
          { value: 'es', title: 'Español' },
          { value: 'ae', title: 'العربية (RTL)' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: {
    locale: 'en',
    viewport: { value: 'desktop', isRotated: false },
  },
  parameters: {
    layout: 'fullscreen',
    viewport: { options: VIEWPORTS },
    a11y: { test: 'error' },
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
  },
  // Notifications live in one global store: a story starts without the previous one's notices.
  beforeEach: () => {
    notifications.clean();
    notifications.cleanQueue();
  },
  loaders: [
    // Mock Service Worker (worker script in .storybook/public): a story's `parameters.msw.handlers`
    // answer its calls (stories/support/msw.ts types them by the API contract); anything else
    // goes to the network as usual.
    mswLoader(async () => {
      const worker = setupWorker();
      await worker.start({ ...WORKER_SCRIPT, quiet: true, onUnhandledFrame: 'bypass' });
      return worker;
    }),
    async ({ globals }) => {
      await activateStoryLocale(globals.locale ?? 'en');
      return {};
    },
  ],
  decorators: [withApp],
};

export default preview;
