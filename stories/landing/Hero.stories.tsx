import type { StoryObj } from '@storybook/react-vite';
import { isolate } from '@/lib/bidi';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Hero } from '@/features/landing/Hero';
import { PARTNER_LOGOS } from '@/lib/landing';
import { t } from '../support/i18n';
import { componentMeta } from '../support/meta';
import { inLocale, onMobile, pageLocale } from '../support/variants';
import { restFocus } from '../support/atRest';

const meta = {
  title: 'Visitor journey/Landing/Hero',
  ...componentMeta(Hero, { startHref: '#start', pricingHref: '#pricing' }),
};

export default meta;
type Story = StoryObj<typeof meta>;

const play: Story['play'] = async ({ canvasElement, step }) => {
  const canvas = within(canvasElement);
  const locale = pageLocale();
  await step('free badge, headline and the calls to action', async () => {
    await expect(canvas.getByText(t('hero:freeBadge'))).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 1, name: t('hero:title') })).toBeVisible();
    await expect(canvas.getByRole('link', { name: t('hero:ctaStart') })).toHaveAttribute('href', '#start');
    await expect(canvas.getByRole('link', { name: t('hero:ctaPricing') })).toHaveAttribute('href', '#pricing');
  });
  await step('over 600 startups and the 4.8 rating with its review caption', async () => {
    await expect(canvas.getByTestId('hero-startups')).toHaveTextContent(t('hero:startups', { number: isolate('600', pageLocale()) }));
    const rating = locale === 'es' ? '4,8' : '4.8';
    const stars = canvas.getByRole('img', { name: t('hero:ratingLabel', { rating }) });
    await expect(stars).toHaveAttribute('src', '/images/stars/stars-5.svg');
    await expect(canvas.getByTestId('hero-rating')).toHaveTextContent(rating);
    await expect(canvas.getByText(t('hero:reviewCaption'))).toBeVisible();
  });
  await step('three award badges', async () => {
    for (const key of ['bestAi', 'topRated', 'customersChoice'] as const) {
      await expect(canvas.getByText(t(`hero:awards.${key}`, { year: 2025 }))).toBeVisible();
    }
  });
  await step('the partner strip: 4 logos repeated 3 times, the first copy announced', async () => {
    const strip = canvas.getByTestId('partner-marquee');
    await expect(strip.querySelectorAll('img')).toHaveLength(12);
    const list = canvas.getByRole('list', { name: t('hero:partnersTitle') });
    await expect(
      within(list)
        .getAllByRole('img')
        .map((img) => img.getAttribute('alt')),
    ).toEqual(PARTNER_LOGOS.map((logo) => logo.name));
    await waitFor(() => expect((strip.querySelector('img') as HTMLImageElement).naturalWidth).toBeGreaterThan(0));
  });
  await step(
    'the strip moves, and its button pauses and plays it (for a reader who asked for reduced motion: still, without the button)',
    async () => {
      const strip = canvas.getByTestId('partner-marquee');
      const track = strip.firstElementChild as HTMLElement;
      const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
      await expect(getComputedStyle(track).animationName).toBe(
        reduced ? 'none' : document.documentElement.dir === 'rtl' ? 'vz-marquee-rtl' : 'vz-marquee-ltr',
      );
      if (reduced) {
        await expect(canvas.getByText(t('hero:pauseLogos')).closest('button')).not.toBeVisible();
        return;
      }
      await userEvent.click(canvas.getByRole('button', { name: t('hero:pauseLogos') }));
      await expect(strip).toHaveAttribute('data-paused', 'true');
      await expect(getComputedStyle(track).animationPlayState).toBe('paused');
      await userEvent.click(canvas.getByRole('button', { name: t('hero:playLogos') }));
      await expect(strip).toHaveAttribute('data-paused', 'false');
    },
  );
  restFocus();
};

/** The top of the landing page: headline, calls to action, rating, awards and the moving partner strip. */
export const Desktop: Story = { play };
export const DesktopSpanish: Story = inLocale(Desktop, 'es');
export const DesktopArabic: Story = inLocale(Desktop, 'ae', { play: true });
export const Mobile: Story = onMobile(Desktop, 'en');
export const MobileSpanish: Story = onMobile(Desktop, 'es');
export const MobileArabic: Story = onMobile(Desktop, 'ae', { play: true });
