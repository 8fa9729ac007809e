import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Header } from '@/features/shell/Header';
import { localizePath, type Locale } from '@/lib/locale';
import { t } from '../support/i18n';
import { atRest, restFocus } from '../support/atRest';

const meta = {
  title: 'Shared components/Header',
  component: Header,
  args: {
    homeHref: '/',
    loginHref: '/login',
    startHref: '#start',
    locale: 'en',
    onLocaleChange: fn(),
  },
  argTypes: {
    locale: { options: ['en', 'es', 'ae'], control: { type: 'radio', labels: { en: 'English', es: 'Español', ae: 'العربية' } } },
    onLocaleChange: { control: false },
    // Read once, at the first render (the mobile story opens the drawer with the burger instead).
    defaultDrawerOpened: { control: false },
  },
} satisfies Meta<typeof Header>;

export default meta;
type Story = StoryObj<typeof meta>;

const forLocale = (locale: Locale) => ({
  args: { locale, loginHref: localizePath('/login', locale) },
  globals: { locale },
});

const desktopPlay: Story['play'] = async ({ canvasElement, args, step }) => {
  const canvas = within(canvasElement);
  await step('logo links to the home page', async () => {
    const logo = canvas.getByRole('link', { name: t('header:home', { brand: t('common:brand') }) });
    await expect(logo).toHaveAttribute('href', '/');
  });
  await step('login link and start button are visible', async () => {
    await expect(canvas.getByRole('link', { name: t('header:login') })).toHaveAttribute('href', args.loginHref);
    const start = canvas.getByRole('link', { name: t('header:start') });
    await expect(start).toBeVisible();
    await expect(start).toHaveAttribute('href', '#start');
    await expect(canvas.queryByRole('button', { name: t('header:openMenu') })).toBeNull();
  });
  await step('the language switcher offers the three languages', async () => {
    const select = canvas.getByRole('combobox', { name: t('common:language.label') });
    const options = within(select).getAllByRole('option');
    await expect(options.map((option) => option.textContent)).toEqual(['English', 'Español', 'العربية']);
    await expect(select).toHaveValue(args.locale);
    const other = args.locale === 'es' ? 'ae' : 'es';
    await userEvent.selectOptions(select, other);
    await expect(args.onLocaleChange).toHaveBeenCalledWith(other);
  });
  restFocus();
};

// The desktop play asserts the desktop layout (no burger, start button shown): it locks the viewport.
const desktop = { globals: { viewport: { value: 'desktop', isRotated: false } } };

/** The desktop header: logo, login link, start button and the language switcher. */
export const Desktop: Story = { ...desktop, play: desktopPlay };
export const DesktopSpanish: Story = {
  ...forLocale('es'),
  globals: { ...desktop.globals, locale: 'es' },
  tags: ['!dev', '!autodocs'],
  play: desktopPlay,
};
export const DesktopArabic: Story = {
  ...forLocale('ae'),
  globals: { ...desktop.globals, locale: 'ae' },
  tags: ['!dev', '!autodocs'],
  play: async (context) => {
    await expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    await expect(document.documentElement).toHaveAttribute('lang', 'ar');
    await desktopPlay(context);
    restFocus();
  },
};

const mobilePlay: Story['play'] = async ({ canvasElement, args, step }) => {
  const canvas = within(canvasElement);
  await step('the start button hides on small widths', async () => {
    // Hidden with display: none, so it has no accessible name: find it by its target.
    const start = canvasElement.querySelector('header a[href="#start"]');
    await expect(start).not.toBeNull();
    await expect(start).not.toBeVisible();
  });
  await step('the burger opens a full-width drawer with login and start items', async () => {
    await userEvent.click(canvas.getByRole('button', { name: t('header:openMenu') }));
    const drawer = await screen.findByRole('dialog', { name: t('header:menuTitle') }, { timeout: 3000 });
    await waitFor(() => expect(drawer).toBeVisible());
    await expect(drawer.getBoundingClientRect().width).toBeGreaterThanOrEqual(window.innerWidth - 1);
    const login = within(drawer).getByRole('link', { name: t('header:login') });
    const start = within(drawer).getByRole('link', { name: t('header:start') });
    await expect(login).toHaveAttribute('href', args.loginHref);
    // The start item of the drawer links to login, as the header's start button does.
    await expect(start).toHaveAttribute('href', args.loginHref);
  });
  restFocus();
};

const mobile = { globals: { viewport: { value: 'mobile', isRotated: false } } };

/** On a phone: the burger opens the drawer with the login and start items. */
export const MobileDrawerOpen: Story = {
  ...mobile,
  play: mobilePlay,
  parameters: atRest({ open: () => [t('header:openMenu'), t('header:menuTitle')] }),
};
export const MobileDrawerOpenSpanish: Story = {
  ...forLocale('es'),
  globals: { ...mobile.globals, locale: 'es' },
  tags: ['!dev', '!autodocs'],
  play: mobilePlay,
  parameters: atRest({ open: () => [t('header:openMenu'), t('header:menuTitle')] }),
};
export const MobileDrawerOpenArabic: Story = {
  ...forLocale('ae'),
  globals: { ...mobile.globals, locale: 'ae' },
  tags: ['!dev', '!autodocs'],
  play: mobilePlay,
  parameters: atRest({ open: () => [t('header:openMenu'), t('header:menuTitle')] }),
};
