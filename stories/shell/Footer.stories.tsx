import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Footer } from '@/features/shell/Footer';
import { localizePath, type Locale } from '@/lib/locale';
import { t } from '../support/i18n';

const linksFor = (locale: Locale) => ({
  loginHref: localizePath('/login', locale),
  termsHref: localizePath('/terms-and-conditions', locale),
  privacyHref: localizePath('/privacy', locale),
});

const meta = {
  title: 'Shared components/Footer',
  component: Footer,
  args: { year: 2026, ...linksFor('en') },
} satisfies Meta<typeof Footer>;

export default meta;
type Story = StoryObj<typeof meta>;

const play: Story['play'] = async ({ canvasElement, args }) => {
  const canvas = within(canvasElement);
  await expect(canvas.getByText(t('footer:copyright', { year: 2026, brand: t('common:brand') }))).toBeVisible();
  const nav = canvas.getByRole('navigation', { name: t('footer:navLabel') });
  await expect(within(nav).getByRole('link', { name: t('footer:login') })).toHaveAttribute('href', args.loginHref);
  await expect(within(nav).getByRole('link', { name: t('footer:terms') })).toHaveAttribute('href', args.termsHref);
  await expect(within(nav).getByRole('link', { name: t('footer:privacy') })).toHaveAttribute('href', args.privacyHref);
};

/** The copyright line and the links to login, terms and privacy. */
export const English: Story = { play };
export const Spanish: Story = { args: linksFor('es'), globals: { locale: 'es' }, tags: ['!dev', '!autodocs'], play };
export const Arabic: Story = { args: linksFor('ae'), globals: { locale: 'ae' }, tags: ['!dev', '!autodocs'], play };
