import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse } from 'msw';
import { useLocation } from 'react-router';
import { expect, waitFor, within } from 'storybook/test';
import LandingPage from '@/pages/LandingPage';
import { t } from '../support/i18n';
import { localizePath } from '@/lib/locale';
import { inLocale, onMobile, pageLocale } from '../support/variants';
import { contract } from '../support/msw';
import { expectPageLandmarks, inPublicLayout, PAGE_A11Y } from '../support/page';

/** Where the story's router is: the page hands a verification link to the verification page. */
function LocationProbe() {
  const { pathname, search } = useLocation();
  return (
    <div hidden data-testid="location">
      {`${pathname}${search}`}
    </div>
  );
}

function LandingWithProbe() {
  return (
    <>
      <LandingPage />
      <LocationProbe />
    </>
  );
}

/** POST /verify: must never be called by opening the page, whatever its query says. */
const verifyCalls: unknown[] = [];
const verify = contract('post', '/verify', async ({ request }) => {
  verifyCalls.push(await request.json());
  return HttpResponse.json({ message: 'Account verified successfully' });
});

const meta = {
  title: 'Visitor journey/Landing/Full page',
  component: LandingWithProbe,
  // The page as a visitor gets it: header, the page in `main`, footer; axe's page rules on.
  tags: ['page'],
  decorators: [inPublicLayout],
  parameters: { msw: { handlers: [verify] }, a11y: PAGE_A11Y },
  beforeEach: () => {
    verifyCalls.length = 0;
  },
} satisfies Meta<typeof LandingWithProbe>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The whole page, every section live (axe checks it all). Sections load as they near the
 * screen: the play scrolls through them, waiting for each to arrive.
 */
const fullPage: Story['play'] = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  // The hero's code loads as the page renders outside a pre-rendered page (the story suspends meanwhile).
  await expect(await canvas.findByRole('heading', { level: 1, name: t('hero:title') }, { timeout: 5000 })).toBeVisible();
  for (const section of canvasElement.querySelectorAll<HTMLElement>('section[id]')) {
    section.scrollIntoView({ block: 'start', behavior: 'instant' });
    await waitFor(() => expect(section.querySelector('[aria-busy="true"]')).toBeNull(), { timeout: 10_000 });
  }
  await waitFor(() => expect(canvasElement.querySelectorAll('fieldset.hydration-gate:disabled')).toHaveLength(0), { timeout: 10_000 });
  await waitFor(() => expect(canvas.getByRole('heading', { level: 2, name: t('faq:title') })).toBeVisible(), { timeout: 10_000 });
  const ids = [...canvasElement.querySelectorAll('section[id]')].map((section) => section.id);
  await expect(ids).toEqual(['form-section', 'how-it-works', 'features', 'pricing', 'comparison', 'form-section-2', 'guarantee', 'faq']);
  await expect(canvasElement.querySelector('#start #form-section')).not.toBeNull();
  await expect(canvasElement.querySelectorAll('form')).toHaveLength(2);
  await expect(canvas.getAllByTestId('testimonial')).toHaveLength(6);
  await expectPageLandmarks();
};

/** The whole landing page as a visitor gets it, every section loading as it nears the screen. */
export const FullPage: Story = { play: fullPage };
export const FullPageSpanish: Story = inLocale(FullPage, 'es');
export const FullPageArabic: Story = inLocale(FullPage, 'ae');
export const FullPageMobile: Story = onMobile(FullPage, 'ae');

/**
 * `?token=` of an e-mailed link: the page hands it to the verification page, where only a press
 * on "Confirm" confirms the account; opening the link sends nothing.
 */
export const VerificationLink: Story = {
  parameters: { route: '/?token=good-token' },
  play: async ({ canvasElement }) => {
    const verifyPage = `${localizePath('/verify-email', pageLocale())}?token=good-token`;
    await waitFor(() => expect(within(canvasElement).getByTestId('location').textContent).toBe(verifyPage), { timeout: 5000 });
    await expect(verifyCalls).toEqual([]);
  },
};
export const VerificationLinkSpanish: Story = inLocale(VerificationLink, 'es');
export const VerificationLinkArabic: Story = inLocale(VerificationLink, 'ae');
