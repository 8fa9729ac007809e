import { notifications } from '@mantine/notifications';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse } from 'msw';
import { useLocation } from 'react-router';
import { expect, waitFor, within } from 'storybook/test';
import LandingPage from '@/pages/LandingPage';
import { t } from '../support/i18n';
import { localizePath } from '@/lib/locale';
import { inLocale, onMobile, pageLocale } from '../support/variants';
import { contract } from '../support/msw';
import { findNotice } from '../support/notice';
import { expectPageLandmarks, inPublicLayout, PAGE_A11Y } from '../support/page';

/** Where the story's router is: the page clears the query after a verification link. */
/** The home page in the story's language (`/`, `/es`, `/ae`): clearing the query keeps the locale. */
const home = () => localizePath('/', pageLocale());

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

const EXPIRED = 'This verification link has expired.';

/** GET /verify?token=…: the link accepted, or refused as expired. */
const verify = (answer: 'verified' | 'refused') =>
  contract('get', '/verify', () => (answer === 'verified' ? HttpResponse.json({ message: 'Account verified' }) : HttpResponse.json({ error: EXPIRED }, { status: 400 })));

const meta = {
  title: 'Visitor journey/Landing/Full page',
  component: LandingWithProbe,
  // The page as a visitor gets it: header, the page in `main`, footer; axe's page rules on.
  tags: ['page'],
  decorators: [inPublicLayout],
  parameters: { msw: { handlers: [verify('refused')] }, a11y: PAGE_A11Y },
  beforeEach: () => {
    notifications.clean();
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

/** `?token=` of a good link: "account verified", then the query is cleared. */
export const VerificationLinkAccepted: Story = {
  parameters: { route: '/?token=good-token', msw: { handlers: [verify('verified')] } },
  play: async ({ canvasElement }) => {
    const shown = await findNotice(t('landing:verify.success'));
    await expect(shown).toHaveAttribute('data-kind', 'success');
    await waitFor(() => expect(within(canvasElement).getByTestId('location').textContent).toBe(home()), { timeout: 5000 });
  },
};
export const VerificationLinkAcceptedSpanish: Story = inLocale(VerificationLinkAccepted, 'es');
export const VerificationLinkAcceptedArabic: Story = inLocale(VerificationLinkAccepted, 'ae');

/** `?token=` of an expired link: "verificationError: " and the server's message, then the query is cleared. */
export const VerificationLinkRefused: Story = {
  parameters: { route: '/?token=old-token' },
  play: async ({ canvasElement }) => {
    await findNotice(t('errors:verify.verificationError', { message: EXPIRED }));
    await waitFor(() => expect(within(canvasElement).getByTestId('location').textContent).toBe(home()), { timeout: 5000 });
  },
};
export const VerificationLinkRefusedSpanish: Story = inLocale(VerificationLinkRefused, 'es');
export const VerificationLinkRefusedArabic: Story = inLocale(VerificationLinkRefused, 'ae');

/** `?token=` with nothing in it: "No verification token provided". */
export const VerificationLinkEmpty: Story = {
  parameters: { route: '/?token=' },
  play: async ({ canvasElement }) => {
    await findNotice(t('errors:verify.noToken'));
    await waitFor(() => expect(within(canvasElement).getByTestId('location').textContent).toBe(home()), { timeout: 5000 });
  },
};
