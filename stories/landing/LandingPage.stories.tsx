import { notifications } from '@mantine/notifications';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useLocation } from 'react-router';
import { expect, screen, waitFor, within } from 'storybook/test';
import LandingPage from '@/pages/LandingPage';
import { t } from '../support/i18n';
import { json, mockFetch } from './support';
import { inLocale, onMobile } from '../support/variants';

/** Where the story's router is: the page clears the query after a verification link. */
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

const meta = {
  title: 'Landing/LandingPage',
  component: LandingWithProbe,
  beforeEach: ({ parameters }) => {
    notifications.clean();
    const answer = parameters.verify as 'verified' | 'refused' | undefined;
    const mock = mockFetch(({ url }) => {
      if (url.pathname !== '/verify') return undefined;
      return answer === 'verified' ? json(200, { message: 'Account verified' }) : json(400, { error: EXPIRED });
    });
    return mock.restore;
  },
} satisfies Meta<typeof LandingWithProbe>;

export default meta;
type Story = StoryObj<typeof meta>;

async function notice(text: string) {
  return waitFor(
    () => {
      const found = screen.getAllByRole('alert').find((alert) => alert.textContent?.includes(text));
      if (!found) throw new Error(`No notice says: ${text}`);
      return found;
    },
    { timeout: 5000 },
  );
}

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
};

export const FullPage: Story = { play: fullPage };
export const FullPageSpanish: Story = inLocale(FullPage, 'es');
export const FullPageArabic: Story = inLocale(FullPage, 'ae');
export const FullPageMobile: Story = onMobile(FullPage, 'ae');

/** `?token=` of a good link: "account verified", then the query is cleared. */
export const VerificationLinkAccepted: Story = {
  parameters: { route: '/?token=good-token', verify: 'verified' },
  play: async ({ canvasElement }) => {
    const shown = await notice(t('landing:verify.success'));
    await expect(shown).toHaveAttribute('data-kind', 'success');
    await waitFor(() => expect(within(canvasElement).getByTestId('location').textContent).toBe('/'), { timeout: 5000 });
  },
};
export const VerificationLinkAcceptedSpanish: Story = inLocale(VerificationLinkAccepted, 'es');
export const VerificationLinkAcceptedArabic: Story = inLocale(VerificationLinkAccepted, 'ae');

/** `?token=` of an expired link: "verificationError: " and the server's message, then the query is cleared. */
export const VerificationLinkRefused: Story = {
  parameters: { route: '/?token=old-token', verify: 'refused' },
  play: async ({ canvasElement }) => {
    await notice(t('errors:verify.verificationError', { message: EXPIRED }));
    await waitFor(() => expect(within(canvasElement).getByTestId('location').textContent).toBe('/'), { timeout: 5000 });
  },
};
export const VerificationLinkRefusedSpanish: Story = inLocale(VerificationLinkRefused, 'es');
export const VerificationLinkRefusedArabic: Story = inLocale(VerificationLinkRefused, 'ae');

/** `?token=` with nothing in it: "No verification token provided". */
export const VerificationLinkEmpty: Story = {
  parameters: { route: '/?token=' },
  play: async ({ canvasElement }) => {
    await notice(t('errors:verify.noToken'));
    await waitFor(() => expect(within(canvasElement).getByTestId('location').textContent).toBe('/'), { timeout: 5000 });
  },
};
