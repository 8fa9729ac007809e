import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { BotConfigView } from '@/features/dashboard/BotConfigView';
import { DashboardShell, type ShellAccount } from '@/features/dashboard/DashboardShell';
import { DASHBOARD_NAV, type DashboardNavId } from '@/features/dashboard/types';
import { LanguageSwitcher } from '@/features/shell/LanguageSwitcher';
import { localizePath, type Locale } from '@/lib/locale';
import { PATHS } from '@/lib/routes';
import { VOICES } from '@/lib/dashboard';
import { MockBotConfig } from '../../mock-api/fixtures/dashboard';
import { MockUser } from '../../mock-api/fixtures/users';
import { MEMBER_STAFF } from '../fixtures/team';
import { t } from '../support/i18n';
import { choice, namedChoices } from '../support/named';
import { loaded } from '../support/loadState';
import { inLocale, onMobile } from '../support/variants';
import { atRest, restFocus } from '../support/atRest';

const hrefsFor = (locale: Locale) =>
  Object.fromEntries(DASHBOARD_NAV.map((id) => [id, localizePath(PATHS[id], locale)])) as Record<(typeof DASHBOARD_NAV)[number], string>;

/** The account in the sidebar's footer: the demo account, or none while it loads. */
const ACCOUNTS = { 'Logged in': { name: MockUser.name, email: MockUser.email }, Loading: null } satisfies Record<
  string,
  ShellAccount | null
>;

const meta = {
  title: 'Portal/Shell',
  component: DashboardShell,
  args: {
    hrefs: hrefsFor('en'),
    active: 'botConfig',
    account: choice(ACCOUNTS, 'Logged in'),
    onLogout: fn(),
    // The page of the marked item, with the demo account's data (the composed pages with their
    // server are under each page's group: Portal/<page>/Page).
    children: (
      <BotConfigView
        state={loaded({ voices: [...VOICES], config: MockBotConfig })}
        save={{ status: 'idle' }}
        previewing={null}
        previewError={null}
        onPreview={fn()}
        onSave={fn()}
        onRetry={fn()}
      />
    ),
  },
  argTypes: {
    active: { control: 'select', options: DASHBOARD_NAV },
    account: { ...namedChoices(ACCOUNTS, 'The logged-in account, shown in the sidebar footer; none while it loads.'), control: 'radio' },
    // Set by the render from the toolbar's locale; the page is a fixed one.
    hrefs: { control: false },
    children: { control: false },
    // Set by a story from the role (the reason in the story's language): StaffLockedItems.
    locked: { control: false },
  },
  render: (args, { globals }) => {
    const locale = (globals.locale ?? 'en') as Locale;
    return <DashboardShell {...args} hrefs={hrefsFor(locale)} languageSwitcher={<LanguageSwitcher value={locale} onChange={fn()} />} />;
  },
} satisfies Meta<typeof DashboardShell>;

export default meta;
type Story = StoryObj<typeof meta>;

const navLabels = () => DASHBOARD_NAV.map((id) => t(`dashboard:shell.nav.${id}`));

const desktopPlay: Story['play'] = async ({ canvasElement, args, globals, step }) => {
  const canvas = within(canvasElement);
  const locale = (globals.locale ?? 'en') as Locale;
  const nav = canvas.getByRole('navigation', { name: t('dashboard:shell.navLabel') });
  await step('the sidebar lists the pages in order, with localized links', async () => {
    const links = within(nav).getAllByRole('link');
    await expect(links.map((link) => link.textContent)).toEqual(navLabels());
    await expect(links.map((link) => link.getAttribute('href'))).toEqual(DASHBOARD_NAV.map((id) => localizePath(PATHS[id], locale)));
  });
  await step('the current page is marked', async () => {
    const current = within(nav).getByRole('link', { name: t('dashboard:shell.nav.botConfig') });
    await expect(current).toHaveAttribute('aria-current', 'page');
    await expect(within(nav).getByRole('link', { name: t('dashboard:shell.nav.profile') })).not.toHaveAttribute('aria-current');
  });
  await step('the sidebar footer shows the logged-in account', async () => {
    await expect(within(nav).getByText(MockUser.name)).toBeVisible();
    await expect(within(nav).getByText(MockUser.email)).toBeVisible();
  });
  await step('the top bar has the language switcher and logs out', async () => {
    await expect(canvas.getByRole('combobox', { name: t('common:language.label') })).toHaveValue(locale);
    await expect(canvas.queryByRole('button', { name: t('dashboard:shell.openNav') })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: t('dashboard:shell.logout') }));
    await expect(args.onLogout).toHaveBeenCalledOnce();
  });
  await step('the page is the main landmark', async () => {
    await expect(within(canvas.getByRole('main')).getByRole('heading', { level: 1 })).toHaveTextContent(t('dashboard:bot.title'));
  });
  restFocus();
};

/** The sidebar beside the page (the play checks the desktop layout, so the story sets it). */
export const Desktop: Story = { globals: { viewport: { value: 'desktop', isRotated: false } }, play: desktopPlay };

/** The spec's Spanish labels. */
export const DesktopSpanish: Story = {
  ...inLocale(Desktop, 'es'),
  play: async (context) => {
    const nav = within(context.canvasElement).getByRole('navigation', { name: 'Panel' });
    await expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      'Dashboard',
      'Llamadas',
      'Consumo y facturación',
      'Entrega de resultados',
      'Activar la línea',
      'Comprar Llamadas',
      'Configuración de Bot',
      'Perfil',
      'Configuración',
      'Privacidad y datos',
      'Equipo',
      'Registro de actividad',
    ]);
    await desktopPlay(context);
    restFocus();
  },
};

/** Right to left: the sidebar sits on the right. */
export const DesktopArabic: Story = {
  ...inLocale(Desktop, 'ae', { play: true }),
  play: async (context) => {
    await expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    const nav = within(context.canvasElement).getByRole('navigation', { name: t('dashboard:shell.navLabel') });
    const rect = nav.getBoundingClientRect();
    await expect(rect.right).toBeGreaterThan(window.innerWidth - 2);
    await expect(rect.left).toBeGreaterThan(window.innerWidth / 2);
    await desktopPlay(context);
    restFocus();
  },
};

/** While the account loads, its place in the footer waits. */
export const AccountLoading: Story = {
  args: { account: choice(ACCOUNTS, 'Loading') },
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: t('dashboard:shell.navLabel') });
    await expect(within(nav).queryByText(MockUser.email)).toBeNull();
    await expect(within(nav).getByText(t('dashboard:shell.account'))).toBeVisible();
  },
};

const mobilePlay: Story['play'] = async ({ canvasElement, args, step }) => {
  const canvas = within(canvasElement);
  const burger = canvas.getByRole('button', { name: t('dashboard:shell.openNav') });
  await step('the sidebar is collapsed behind the burger', async () => {
    await expect(burger).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('navigation', { name: t('dashboard:shell.navLabel') })).toBeNull();
  });
  await step('the burger opens it', async () => {
    await userEvent.click(burger);
    const nav = await canvas.findByRole('navigation', { name: t('dashboard:shell.navLabel') });
    await expect(canvas.getByRole('button', { name: t('dashboard:shell.closeNav') })).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() => expect(within(nav).getByRole('link', { name: t('dashboard:shell.nav.settings') })).toBeVisible());
    await expect(within(nav).getByText(MockUser.email)).toBeVisible();
  });
  await step('while open, the page behind is inert; Escape closes it and gives the focus back to the burger', async () => {
    await expect(canvasElement.querySelector('main')).toHaveAttribute('inert');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(canvas.queryByRole('navigation', { name: t('dashboard:shell.navLabel') })).toBeNull());
    await expect(burger).toHaveFocus();
    await expect(canvasElement.querySelector('main')).not.toHaveAttribute('inert');
    await userEvent.click(burger);
    await canvas.findByRole('navigation', { name: t('dashboard:shell.navLabel') });
  });
  await step('choosing a page closes it', async () => {
    const nav = canvas.getByRole('navigation', { name: t('dashboard:shell.navLabel') });
    await userEvent.click(within(nav).getByRole('link', { name: t('dashboard:shell.nav.profile') }));
    await waitFor(() => expect(canvas.queryByRole('navigation', { name: t('dashboard:shell.navLabel') })).toBeNull());
  });
  await step('logout stays in the top bar', async () => {
    await userEvent.click(canvas.getByRole('button', { name: t('dashboard:shell.logout') }));
    await expect(args.onLogout).toHaveBeenCalledOnce();
  });
  restFocus();
};

/** On a phone the sidebar hides behind the burger. */
export const Mobile: Story = { globals: { viewport: { value: 'mobile', isRotated: false } }, play: mobilePlay };
export const MobileSpanish = onMobile(Mobile, 'es');
export const MobileArabic = onMobile(Mobile, 'ae');

/**
 * The studio's questions inbox under Bot configuration, with a badge counting its open groups:
 * the number is part of the link's name ("Questions, 3 open"); on the inbox itself
 * the sub-item is the current page. Without open questions there is no sub-item.
 */
export const WithOpenQuestions: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false } },
  args: { questions: { href: '/dashboard/bot-config/questions', open: 3, current: false } },
  play: async ({ canvasElement }) => {
    const nav = within(within(canvasElement).getByRole('navigation', { name: t('dashboard:shell.navLabel') }));
    const questions = nav.getByRole('link', { name: t('dashboard:shell.questionsOpen', { count: 3 }) });
    await expect(questions).toBeVisible();
    await expect(questions).toHaveAttribute('href', '/dashboard/bot-config/questions');
    await expect(within(questions).getByTestId('questions-badge')).toHaveTextContent('3');
    await expect(questions).not.toHaveAttribute('aria-current');
    // Right after Bot configuration, which stays the current page.
    const links = nav.getAllByRole('link');
    const botConfig = nav.getByRole('link', { name: t('dashboard:shell.nav.botConfig') });
    await expect(links.indexOf(questions)).toBe(links.indexOf(botConfig) + 1);
    await expect(botConfig).toHaveAttribute('aria-current', 'page');
    restFocus();
  },
};
export const WithOpenQuestionsSpanish: Story = inLocale(WithOpenQuestions, 'es');
export const WithOpenQuestionsArabic: Story = inLocale(WithOpenQuestions, 'ae');
export const WithOpenQuestionsMobileArabic: Story = {
  ...onMobile(WithOpenQuestions, 'ae', { play: true }),
  args: { ...WithOpenQuestions.args, defaultNavOpened: true },
  // The sidebar opened by its args, as the phone shows it open.
  parameters: atRest({ open: () => [t('dashboard:shell.closeNav')] }),
};

/** On the inbox, its sub-item is the current page; one open question says so in the singular. */
export const OnTheQuestionsInbox: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false } },
  args: { questions: { href: '/dashboard/bot-config/questions', open: 1, current: true } },
  play: async ({ canvasElement }) => {
    const nav = within(within(canvasElement).getByRole('navigation', { name: t('dashboard:shell.navLabel') }));
    await expect(nav.getByRole('link', { name: t('dashboard:shell.questionsOpen', { count: 1 }) })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('link', { name: t('dashboard:shell.nav.botConfig') })).not.toHaveAttribute('aria-current');
  },
};

/** No open question: no sub-item, no badge. */
export const NoOpenQuestions: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false } },
  args: { questions: { href: '/dashboard/bot-config/questions', open: 0, current: false } },
  play: async ({ canvasElement }) => {
    const nav = within(within(canvasElement).getByRole('navigation', { name: t('dashboard:shell.navLabel') }));
    await expect(nav.getAllByRole('link').map((link) => link.textContent)).toEqual(navLabels());
    await expect(nav.queryByTestId('questions-badge')).toBeNull();
  },
};

/** What a staff member may not open (src/lib/roles.ts): billing, and the pages that change the setup or read the audit log. */
const STAFF_LOCKED = [
  'usage',
  'delivery',
  'goLive',
  'buyCalls',
  'botConfig',
  'dataPrivacy',
  'audit',
] as const satisfies readonly DashboardNavId[];

/**
 * A staff member signed in: the pages their role may not open are disabled items (not links) that
 * say why; the others stay links; their role shows under their name.
 */
export const StaffLockedItems: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false } },
  args: { active: 'calls' },
  // The reason and the role in the toolbar's language, as the layout passes them (src/app/DashboardLayout.tsx).
  render: (args, { globals }) => {
    const locale = (globals.locale ?? 'en') as Locale;
    return (
      <DashboardShell
        {...args}
        hrefs={hrefsFor(locale)}
        locked={Object.fromEntries(STAFF_LOCKED.map((id) => [id, t('dashboard:roles.lockedNav')]))}
        account={{ name: MEMBER_STAFF.name, email: MEMBER_STAFF.email, role: t('dashboard:roles.names.staff') }}
        languageSwitcher={<LanguageSwitcher value={locale} onChange={fn()} />}
      />
    );
  },
  play: async ({ canvasElement, globals, step }) => {
    const locale = (globals.locale ?? 'en') as Locale;
    const nav = within(within(canvasElement).getByRole('navigation', { name: t('dashboard:shell.navLabel') }));
    const open = DASHBOARD_NAV.filter((id) => !(STAFF_LOCKED as readonly DashboardNavId[]).includes(id));
    await step('the pages the role may open stay links, in order', async () => {
      const links = nav.getAllByRole('link');
      await expect(links.map((link) => link.textContent)).toEqual(open.map((id) => t(`dashboard:shell.nav.${id}`)));
      await expect(links.map((link) => link.getAttribute('href'))).toEqual(open.map((id) => localizePath(PATHS[id], locale)));
      await expect(nav.getByRole('link', { name: t('dashboard:shell.nav.calls') })).toHaveAttribute('aria-current', 'page');
    });
    await step('the others are disabled buttons (not links) that say why', async () => {
      const locked = nav.getAllByRole('button').filter((button) => button.hasAttribute('data-locked'));
      await expect(locked).toHaveLength(STAFF_LOCKED.length);
      for (const [index, id] of STAFF_LOCKED.entries()) {
        const item = locked[index];
        await expect(item).toHaveTextContent(t(`dashboard:shell.nav.${id}`));
        await expect(item).toHaveTextContent(t('dashboard:roles.lockedNav'));
        // Disabled for assistive technology (Mantine's NavLink: aria-disabled, no href, no press).
        await expect(item).toHaveAttribute('aria-disabled', 'true');
        await expect(item).not.toHaveAttribute('href');
      }
    });
    await step('the account shows the staff member and their role', async () => {
      await expect(nav.getByText(MEMBER_STAFF.name)).toBeVisible();
      await expect(nav.getByTestId('shell-account-role')).toHaveTextContent(t('dashboard:roles.names.staff'));
    });
    restFocus();
  },
};
export const StaffLockedItemsSpanish: Story = inLocale(StaffLockedItems, 'es');
export const StaffLockedItemsArabic: Story = inLocale(StaffLockedItems, 'ae', { play: true });
