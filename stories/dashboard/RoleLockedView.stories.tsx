import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { RoleLockedView } from '@/features/dashboard/RoleLockedView';
import { localizePath, type Locale } from '@/lib/locale';
import type { Role } from '@/lib/roles';
import { PATHS } from '@/lib/routes';
import { restFocus } from '../support/atRest';
import { t } from '../support/i18n';
import { asMainContent } from '../support/decorators';
import { choice, namedChoices } from '../support/named';
import { inLocale, onMobile } from '../support/variants';

/** The reasons a role lacks a use (dashboard's `roles.reasons`), as src/state/roleLock.ts gives them. */
type ReasonKey = 'billing' | 'manage' | 'account' | 'exports' | 'open';

/** Why the page is not for the role: a designer picks the use it lacks; the story says it in its language. */
const REASONS = {
  'Billing (only the owner)': 'billing',
  'Changes (the owner and admins)': 'manage',
  'The team and the account (only the owner)': 'account',
  'Exports (the owner and admins)': 'exports',
  'Another page (the owner and admins)': 'open',
} as const satisfies Record<string, ReasonKey>;

/** The roles that can be locked out of a page (the owner never is). */
const ROLES = { Staff: 'staff', Admin: 'admin' } as const satisfies Record<string, Exclude<Role, 'owner'>>;

const localeOf = (globals: Record<string, unknown>) => (globals.locale ?? 'en') as Locale;
const reasonText = (key: string) => t(`dashboard:roles.reasons.${key as ReasonKey}`);
const roleText = (role: string) => t(`dashboard:roles.names.${role as Exclude<Role, 'owner'>}`);

const meta = {
  title: 'Portal/Team/Not for your role',
  component: RoleLockedView,
  // Nothing to load again (no Retry): the view's own arguments, in the page's main content.
  args: {
    reason: choice(REASONS, 'Billing (only the owner)'),
    role: choice(ROLES, 'Staff'),
    backHref: PATHS.dashboard,
  },
  decorators: [asMainContent],
  argTypes: {
    reason: namedChoices(REASONS, 'Why the role may not open the page (the use it lacks), in the story’s language.'),
    role: namedChoices(ROLES, 'The signed-in person’s role, named in the story’s language.'),
    backHref: { control: false, description: "The dashboard's href, in the story's language." },
  },
  // The reason and the role in the toolbar's language, the way back at the dashboard in that language.
  render: (args, { globals }) => (
    <RoleLockedView reason={reasonText(args.reason)} role={roleText(args.role)} backHref={localizePath(args.backHref, localeOf(globals))} />
  ),
} satisfies Meta<typeof RoleLockedView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The page says it is not for the role, why and who the person is; the way back is the first stop of the keyboard. */
const lockedPlay =
  (reason: ReasonKey, role: Exclude<Role, 'owner'>): Story['play'] =>
  async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: t('dashboard:roles.lockedTitle') })).toBeVisible();
    await expect(canvas.getByText(t(`dashboard:roles.reasons.${reason}`))).toBeVisible();
    await expect(canvas.getByText(t('dashboard:roles.signedInAs', { role: t(`dashboard:roles.names.${role}`) }))).toBeVisible();
    const back = canvas.getByRole('link', { name: t('dashboard:roles.back') });
    await expect(back).toHaveAttribute('href', localizePath(PATHS.dashboard, localeOf(globals)));
    await userEvent.tab();
    await expect(back).toHaveFocus();
    restFocus();
  };

/** A staff member opens billing (usage, buying calls): only the owner may. */
export const BillingForStaff: Story = { play: lockedPlay('billing', 'staff') };
export const BillingForStaffSpanish: Story = inLocale(BillingForStaff, 'es');
export const BillingForStaffArabic: Story = inLocale(BillingForStaff, 'ae', { play: true });
export const BillingForStaffMobile: Story = onMobile(BillingForStaff, 'en', { play: true });
export const BillingForStaffMobileArabic: Story = onMobile(BillingForStaff, 'ae');

/** A staff member opens a page that changes the agent, delivery or the line: the owner and admins may. */
export const ManageForStaff: Story = {
  args: { reason: choice(REASONS, 'Changes (the owner and admins)') },
  play: lockedPlay('manage', 'staff'),
};
export const ManageForStaffArabic: Story = inLocale(ManageForStaff, 'ae');

/** An admin opens the account's own pages (its holder, identity check, team): only the owner may. */
export const AccountForAdmin: Story = {
  args: { reason: choice(REASONS, 'The team and the account (only the owner)'), role: choice(ROLES, 'Admin') },
  play: lockedPlay('account', 'admin'),
};
export const AccountForAdminArabic: Story = inLocale(AccountForAdmin, 'ae');
