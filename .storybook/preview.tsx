// First: in a "Side by side" copy's frame, cut its channel off from the docs page around it.
import '../stories/support/compareFrame';
import '../src/app/styles';
import { notifications } from '@mantine/notifications';
import { Controls, Description, Primary, Stories, Subtitle, Title } from '@storybook/addon-docs/blocks';
import type { ArgTypesEnhancer, Preview } from '@storybook/react-vite';
import { setupWorker } from 'msw/browser';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { configure } from 'storybook/test';
import { Compare } from '../stories/support/Compare';
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

/**
 * No raw object editors in the Controls panel: an object, array or React node prop without
 * options of its own (a story's `argTypes: { prop: { options, mapping } }`) shows no control,
 * only its type and description. Runs after Storybook infers controls (second pass).
 */
const noRawObjectControls: ArgTypesEnhancer = ({ argTypes }) =>
  Object.fromEntries(
    Object.entries(argTypes).map(([name, argType]) => {
      const control = argType.control as { type?: string } | false | undefined;
      const raw = control && typeof control === 'object' && control.type === 'object' && !argType.options;
      return [name, raw ? { ...argType, control: false } : argType];
    }),
  );
noRawObjectControls.secondPass = true;


/** The story the afterEach hook last brought back to its top. */
let lastScrolledStory: string | undefined;

const preview: Preview = {
  // Every component gets a docs page: its description, controls and stories (the locale and
  // mobile copies are tagged out of it, stories/support/variants.ts).
  tags: ['autodocs'],
  argTypesEnhancers: [noRawObjectControls],
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
    // A docs page shows its primary (first) story once, at the top with the controls: the
    // "Stories" list below leaves it out (Storybook's default template repeats it there).
    // "Side by side" (stories/support/Compare.tsx) shows a story in en, es and ae next to each
    // other, and on a phone beside a desktop, each a live copy in a frame of its own.
    docs: {
      page: () => (
        <>
          <Title />
          <Subtitle />
          <Description />
          <Primary />
          <Controls />
          <Compare />
          <Stories includePrimary={false} />
        </>
      ),
    },
    // The sidebar in the product's order (stories/Introduction.mdx): foundations and building
    // blocks first, then the visitor's journey, then the portal in its sidebar's order. Storybook
    // reads this literal from the file, so it stays inline.
    options: {
      storySort: {
        order: [
          'Introduction',
          'Foundations',
          ['Colours', 'Typography', 'Spacing', 'Radii and shadows', 'Icons'],
          // The Mantine and src/ui primitives, with when to use each (stories/building-blocks).
          'Building blocks',
          ['Buttons', 'Text inputs', 'Selects', 'Checkbox and switch', 'Table', 'Badge', 'Alert', 'Modal and drawer', 'Notification', 'Tabs'],
          'Shared components',
          // In alphabetical order: a designer looks a building block up by its name.
          [
            'Download card',
            'E-mail link form',
            'Error alert',
            'File drop',
            'Footer',
            'Form parts',
            'Header',
            'KYC document fields',
            'Language switcher',
            'Lead form',
            'Logo',
            'Logo marquee',
            'Mobile menu',
            'Notification',
            'Outcome badge',
            'Page loader',
            'Password field',
            'Phone field',
            'Section heading',
            'Step dots',
            'Switch',
            'Video player',
          ],
          'Visitor journey',
          [
            'Landing',
            ['Full page', 'Hero', 'How it works', 'Features', 'Testimonials', 'FAQ', 'Final block'],
            'Pricing',
            'Lead',
            'Signup',
            ['Step 1 · Personal details', 'Step 2 · Company', 'Step 3 · Identity check'],
            'Login',
            ['Log in', 'Log in page', 'Forgot password', 'Reset password', 'Confirm e-mail'],
            'Purchase',
            ['Pricing page and success', 'Buy stepper', 'Checkout', 'Payment step', 'Payment information'],
          ],
          'Portal',
          [
            'Shell',
            'Dashboard',
            ['Page', 'States'],
            'Call history',
            ['Page', 'States'],
            'Call detail',
            ['Page', 'States'],
            'Usage and billing',
            ['Page', 'States'],
            'Delivery',
            ['Page', 'States', 'Delivery log'],
            'Buy calls',
            ['Page', 'States'],
            'Bot configuration',
            ['Page', 'States'],
            'Agent studio',
            ['Page', 'Setup sections', 'Test chat page', 'Test chat', 'Versions page', 'Versions', 'Unanswered questions'],
            'Profile',
            ['Page', 'States'],
            'Settings',
            ['Page', 'States'],
            'Resubmit KYC',
            ['Page', 'States'],
          ],
          'Legal',
          'Guide',
        ],
      },
    },
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
  },
  // Notifications live in one global store: a story starts without the previous one's notices.
  beforeEach: () => {
    notifications.clean();
    notifications.cleanQueue();
    // Mantine's autosizing textarea measures its text in one hidden textarea kept in <body>, as
    // wide as the last textarea it measured and anchored to the right: left from a desktop story,
    // it made a later phone story in Arabic scroll sideways. Mantine adds it again when it measures.
    document.querySelector('body > textarea[aria-label="autosize measurement"]')?.remove();
  },
  // A story opens at its top: a play function that clicks or focuses something far down the page
  // (the landing's FAQ, a download button at the end of a sideways-scrolled table) would
  // otherwise leave the canvas, or a scroll container in it, scrolled there. After two frames, so
  // that a scroll started by the play's last focus or submit has begun; instantly, whatever the
  // page's `scroll-behavior`.
  // Only in the story view (a docs page renders many stories in one scrolling page) and once per
  // story: a change in the Controls panel re-renders it and must not move the canvas.
  afterEach: async ({ canvasElement, id, viewMode }) => {
    if (viewMode !== 'story' || id === lastScrolledStory) return;
    lastScrolledStory = id;
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    for (const element of canvasElement.querySelectorAll<HTMLElement>('*')) {
      if (element.scrollTop !== 0 || element.scrollLeft !== 0) element.scrollTo({ top: 0, left: 0, behavior: 'instant' });
    }
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
    // Nothing a story shows makes the page scroll sideways at its viewport (a phone's 375 px for
    // the mobile copies): a wide table scrolls inside its own area.
    const { scrollWidth, clientWidth } = document.documentElement;
    if (scrollWidth > clientWidth) throw new Error(`The page scrolls sideways: ${scrollWidth} px of content in a ${clientWidth} px wide viewport.`);
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
      const locale = globals.locale ?? 'en';
      await activateStoryLocale(locale);
      // The page's fonts before the story draws: a chart measures its labels' text once and keeps
      // the size (recharts' cache lives as long as the preview), so a label measured in the
      // fallback face, before Cairo or Inter arrived, stayed misplaced for every later story.
      const sample = locale === 'ae' ? 'نوفمبر 2026 Vozly' : 'Vozly 2026 áé';
      await Promise.all(['400', '700'].flatMap((weight) => [`${weight} 16px 'Inter Variable'`, ...(locale === 'ae' ? [`${weight} 16px 'Cairo Variable'`] : [])].map((font) => document.fonts.load(font, sample))));
      return {};
    },
  ],
  decorators: [withApp],
};

export default preview;
