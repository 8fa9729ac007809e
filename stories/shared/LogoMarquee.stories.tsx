import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { LogoMarquee } from '@/features/landing/LogoMarquee';
import { MARQUEE_REPEATS, PARTNER_LOGOS, type PartnerLogo } from '@/lib/landing';
import { t } from '../support/i18n';
import { inLocale, onMobile } from '../support/variants';
import { restFocus } from '../support/atRest';
import { choice, namedChoices } from '../support/named';

/** The partner sets a designer can show. */
const LOGO_SETS = {
  'Four partners (landing)': PARTNER_LOGOS,
  'Two partners': PARTNER_LOGOS.slice(0, 2),
} satisfies Record<string, readonly PartnerLogo[]>;
/** A `logos` arg given by its option's name: Storybook maps it to the logos before rendering. */

/**
 * The strip of partner logos under the landing page's hero (4 logos, repeated 3 times): a small
 * dimmed title, then the logos (160 × 48) repeated three times, moving sideways without end, to
 * the left in left-to-right pages and to the right in Arabic. It stops while the pointer is over
 * it or with its pause button, and stands still (without that button) for visitors who ask their
 * system for reduced motion. Screen readers hear one list of the partners' names; the repeats are
 * hidden from them.
 */
const meta = {
  title: 'Shared components/Logo marquee',
  component: LogoMarquee,
  args: { logos: choice(LOGO_SETS, 'Four partners (landing)'), repeats: MARQUEE_REPEATS },
  argTypes: {
    logos: namedChoices(LOGO_SETS, 'The partners shown (name and logo).'),
    repeats: {
      control: { type: 'number', min: 1, max: 5, step: 1 },
      description:
        'How many times the logos repeat in the strip (spec: 3). The motion (landing.css) is made for 3: with another number the loop visibly jumps.',
    },
  },
} satisfies Meta<typeof LogoMarquee>;

export default meta;
type Story = StoryObj<typeof meta>;

const strip = (el: HTMLElement) => within(el).getByTestId('partner-marquee');
const track = (el: HTMLElement) => strip(el).firstElementChild as HTMLElement;
const reducedMotion = () => window.matchMedia('(prefers-reduced-motion: reduce)').matches;
const animation = () => (reducedMotion() ? 'none' : document.documentElement.dir === 'rtl' ? 'vz-marquee-rtl' : 'vz-marquee-ltr');

/** Moving: the title, one list of the partners for screen readers, the repeats hidden, the strip moving the language's way. */
export const Moving: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: t('hero:partnersTitle') })).toBeVisible();
    const list = canvas.getByRole('list', { name: t('hero:partnersTitle') });
    await expect(
      within(list)
        .getAllByRole('img')
        .map((img) => img.getAttribute('alt')),
    ).toEqual(PARTNER_LOGOS.map((logo) => logo.name));
    // Only the first copy is announced: the other two are hidden lists of decorative images.
    await expect(canvas.getAllByRole('list')).toHaveLength(1);
    await expect(strip(canvasElement).querySelectorAll('img')).toHaveLength(PARTNER_LOGOS.length * MARQUEE_REPEATS);
    const first = strip(canvasElement).querySelector('img') as HTMLImageElement;
    await waitFor(() => expect(first.naturalWidth).toBeGreaterThan(0));
    await expect(getComputedStyle(track(canvasElement)).animationName).toBe(animation());
    await expect(getComputedStyle(track(canvasElement)).animationPlayState).toBe('running');
    await expect(strip(canvasElement)).toHaveAttribute('data-paused', 'false');
  },
};
export const MovingSpanish = inLocale(Moving, 'es');
export const MovingArabic = inLocale(Moving, 'ae', { play: true });
export const MovingMobile = onMobile(Moving, 'en');

/** Paused from the keyboard: Tab to the button, Enter pauses, Space plays again; the button says what it will do. */
export const PausedWithTheKeyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    if (reducedMotion()) {
      // Nothing moves, so there is nothing to pause.
      // (Found by its text: a button that is not displayed has no accessible name.)
      await expect(canvas.getByText(t('hero:pauseLogos')).closest('button')).not.toBeVisible();
      return;
    }
    await userEvent.tab();
    const pause = canvas.getByRole('button', { name: t('hero:pauseLogos') });
    await expect(pause).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(strip(canvasElement)).toHaveAttribute('data-paused', 'true');
    await expect(getComputedStyle(track(canvasElement)).animationPlayState).toBe('paused');
    const play = canvas.getByRole('button', { name: t('hero:playLogos') });
    await expect(play).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(strip(canvasElement)).toHaveAttribute('data-paused', 'false');
    await expect(getComputedStyle(track(canvasElement)).animationPlayState).toBe('running');
    await expect(canvas.getByRole('button', { name: t('hero:pauseLogos') })).toHaveFocus();
    restFocus();
  },
};
export const PausedWithTheKeyboardSpanish = inLocale(PausedWithTheKeyboard, 'es');
export const PausedWithTheKeyboardArabic = inLocale(PausedWithTheKeyboard, 'ae');

/** Fewer partners: the same strip with two logos, still one announced list. */
export const TwoPartners: Story = {
  args: { logos: choice(LOGO_SETS, 'Two partners') },
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: t('hero:partnersTitle') });
    await expect(within(list).getAllByRole('img')).toHaveLength(2);
    await expect(strip(canvasElement).querySelectorAll('img')).toHaveLength(2 * MARQUEE_REPEATS);
  },
};
