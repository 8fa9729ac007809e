// First: in a "Side by side" copy's frame, cut its channel off from the docs page around it.
import '../stories/support/compareFrame';
import '../src/app/styles';
import { Controls, Description, DocsContext, Primary, Stories, Subtitle, Title } from '@storybook/addon-docs/blocks';
import type { ArgTypesEnhancer, Preview } from '@storybook/react-vite';
import { setupWorker } from 'msw/browser';
import { useContext, useMemo } from 'react';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { configure } from 'storybook/test';
import { type AtRest, checkAtRest } from '../stories/support/atRest';
import { unisolatedRuns } from '../stories/support/bidiGuard';
import { type FocusWatch, watchFocus } from '../stories/support/focusGuard';
import { type LiveRegionWatch, watchLiveRegions } from '../stories/support/liveRegionGuard';
import { Compare } from '../stories/support/Compare';
import { activateStoryLocale } from '../stories/support/i18n';
import { withApp } from '../stories/support/decorators';
import { FALLBACK_HANDLERS, ignoreWorkerUpdateFailures, WORKER_SCRIPT } from '../stories/support/msw';

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
 * No raw object editors in the Controls panel: an object, array, union or React node prop without
 * options of its own (a story's `argTypes: { prop: { options, mapping } }`) shows no control,
 * only its type and description. Storybook infers the controls after every enhancer of the
 * preview (`inferControls`, which gives such a prop the JSON editor), so this decides first: a
 * prop whose inferred control would be `object` (its type none of boolean, string, number, enum,
 * function; Storybook's own rule), or whose control is set to `object`, gets `control: false`;
 * so does an arg the component does not declare whose value is an object.
 */
const INFERRED_CONTROL_TYPES = new Set(['boolean', 'string', 'number', 'enum', 'function', 'symbol']);
const noRawObjectControls: ArgTypesEnhancer = ({ argTypes, initialArgs, parameters }) => {
  const matchers = (parameters.controls as { matchers?: { color?: RegExp; date?: RegExp } } | undefined)?.matchers ?? {};
  const raw = (name: string, argType: (typeof argTypes)[string]) => {
    if (argType.options) return false;
    const control = argType.control as string | { type?: string; disable?: boolean } | false | undefined;
    if (control === false || (typeof control === 'object' && control.disable)) return false;
    const type = typeof control === 'string' ? control : control?.type;
    if (type) return type === 'object';
    // Without a type (an arg of a story's own wrapper), Storybook infers one from the value.
    const value = initialArgs?.[name];
    if (!argType.type) return value !== null && typeof value === 'object';
    if (matchers.date?.test(name) || (matchers.color?.test(name) && argType.type.name === 'string')) return false;
    return !INFERRED_CONTROL_TYPES.has(argType.type.name);
  };
  const undeclared = Object.entries(initialArgs ?? {})
    .filter(([name, value]) => !(name in argTypes) && value !== null && typeof value === 'object')
    .map(([name]) => [name, { name, control: false as const }]);
  return {
    ...Object.fromEntries(
      Object.entries(argTypes).map(([name, argType]) => [name, raw(name, argType) ? { ...argType, control: false as const } : argType]),
    ),
    ...Object.fromEntries(undeclared),
  };
};
noRawObjectControls.secondPass = true;

/**
 * The docs page's Controls block, showing each named choice's name. Storybook's block starts from
 * the story's mapped args (the fixture a name stands for, which no option matches), so every select
 * of named choices showed "Choose option…" until changed; it is handed the unmapped args (the names,
 * as the Controls panel and every later update have them). Nothing else of the docs context changes.
 */
function NamedControls() {
  const context = useContext(DocsContext);
  const unmapped = useMemo(
    () =>
      Object.create(context, {
        getStoryContext: {
          value: (...params: Parameters<typeof context.getStoryContext>) => {
            const storyContext = context.getStoryContext(...params);
            return { ...storyContext, args: storyContext.unmappedArgs ?? storyContext.args };
          },
        },
      }) as typeof context,
    [context],
  );
  return (
    <DocsContext.Provider value={unmapped}>
      <Controls />
    </DocsContext.Provider>
  );
}

/** The story the afterEach hook last brought back to its top. */
let lastScrolledStory: string | undefined;

/** The guards watching the current story's play (stories/support/focusGuard.ts, liveRegionGuard.ts). */
let guards: { focus: FocusWatch; liveRegions: LiveRegionWatch } | undefined;

/**
 * The guards every story passes, whatever its play does: the focus never falls to the body after
 * an interaction, a status message appears in a live region that was there before it, and an
 * Arabic page shows no left-to-right run the shared isolation does not cover (bidiGuard.ts).
 */
async function checkGuards(globals: Record<string, unknown>, parameters: Record<string, unknown>) {
  const watching = guards;
  guards = undefined;
  const problems: string[] = [];
  if (watching) {
    const falls = await watching.focus.finish();
    if (!(parameters.atRest as AtRest | undefined)?.focusFalls) problems.push(...falls);
    problems.push(...watching.liveRegions.finish());
  }
  if (globals.locale === 'ae') problems.push(...unisolatedRuns(document.body).map((run) => `left-to-right run not isolated: ${run}`));
  if (problems.length > 0)
    throw new Error(`The story breaks a guard every screen keeps (CONTRIBUTING.md, "Every new screen"): ${problems.join('; ')}`);
}

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
    // axe after every story; it reports the violations only (`resultTypes`): listing every node
    // that passes each rule is most of its work, and no test reads it.
    a11y: { test: 'error', options: { resultTypes: ['violations'] } },
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
          <NamedControls />
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
          [
            'Buttons',
            'Text inputs',
            'Selects',
            'Checkbox and switch',
            'Table',
            'Badge',
            'Alert',
            'Locked fieldset',
            'Modal and drawer',
            'Notification',
            'Tabs',
          ],
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
            ['Page', 'States', 'From a call to a fix'],
            'Usage and billing',
            ['Page', 'States'],
            'Delivery',
            ['Page', 'States', 'Delivery log'],
            'Go live',
            ['Page', 'States'],
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
            'Privacy',
            ['Page', 'States', "Caller's data", 'Deleting the account'],
            'Team',
            ['Page', 'Members', 'Invitations', 'Hand over', 'Not for your role', 'Invitation page', 'Invitation'],
            'Audit log',
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
  // Each story starts with its own guards (and its own notices: stories/support/decorators.tsx).
  beforeEach: () => {
    void guards?.focus.finish();
    guards?.liveRegions.finish();
    guards = { focus: watchFocus(), liveRegions: watchLiveRegions() };
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
  // Then the story rests as its name says (stories/support/atRest.ts): no focus and nothing open
  // that its `parameters.atRest` does not declare.
  afterEach: async ({ canvasElement, id, viewMode, parameters, globals }) => {
    if (viewMode !== 'story' || id === lastScrolledStory) return;
    lastScrolledStory = id;
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    await checkGuards(globals, parameters);
    // A copy rendered without its play (stories/support/variants.ts) shows its story's start, not
    // the end its name describes: the original and the copies that replay the play check that.
    if (!parameters.renderOnly) await checkAtRest(canvasElement, parameters.atRest as AtRest | undefined);
    for (const element of canvasElement.querySelectorAll<HTMLElement>('*')) {
      if (element.scrollTop !== 0 || element.scrollLeft !== 0) element.scrollTo({ top: 0, left: 0, behavior: 'instant' });
    }
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
    // Nothing a story shows makes the page scroll sideways at its viewport (a phone's 375 px for
    // the mobile copies): a wide table scrolls inside its own area.
    const { scrollWidth, clientWidth } = document.documentElement;
    if (scrollWidth > clientWidth)
      throw new Error(`The page scrolls sideways: ${scrollWidth} px of content in a ${clientWidth} px wide viewport.`);
  },
  loaders: [
    // Mock Service Worker (worker script in .storybook/public): a story's `parameters.msw.handlers`
    // answer its calls (stories/support/msw.ts types them by the API contract); anything else
    // goes to the network as usual, but the shell's Questions badge (FALLBACK_HANDLERS, answered
    // unless a story answers it).
    mswLoader(async () => {
      ignoreWorkerUpdateFailures();
      const worker = setupWorker(...FALLBACK_HANDLERS);
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
      await Promise.all(
        ['400', '700'].flatMap((weight) =>
          [`${weight} 16px 'Inter Variable'`, ...(locale === 'ae' ? [`${weight} 16px 'Cairo Variable'`] : [])].map((font) =>
            document.fonts.load(font, sample),
          ),
        ),
      );
      return {};
    },
    // The code the portal loads on demand behind a placeholder: the notice area (with the first
    // notice, src/ui/notify.tsx) and the phone field's input with the phone library (disabled until
    // it arrives, src/ui/PhoneField.tsx). A story checks what a notice says or what a field does,
    // and its waits must not include the dev server serving those chunks cold while another file's
    // stories load (the on-demand path is Playwright's, on the production build).
    () => Promise.all([import('../src/ui/NotificationsContainer'), import('../src/ui/PhoneFieldInput')]).then(() => ({})),
  ],
  decorators: [withApp],
};

export default preview;
