import type { StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { localizePath } from '@/lib/locale';
import { PATHS } from '@/lib/routes';
import BuyCallsPage from '@/pages/BuyCallsPage';
import CheckoutPage from '@/pages/CheckoutPage';
import { CALL_PACKAGES } from '@/lib/plans';
import { atRest } from '../support/atRest';
import { t } from '../support/i18n';
import { requestLog } from '../support/msw';
import { inLocale, onMobile, pageLocale } from '../support/variants';
import { callPackagesApi, serverDown } from './handlers';
import { expectPageLandmarks } from '../support/page';
import { currentPath, expectShell, portalPageMeta, expectRetryHandedFocusOn, retryWithServerBack, type NextPage } from './support';

const log = requestLog();

/** The packages on sale. */
const packagesApi = [callPackagesApi(log)];

const meta = {
  title: 'Portal/Buy calls/Page',
  ...portalPageMeta(BuyCallsPage, PATHS.buyCalls, packagesApi, log),
};

export default meta;
type Story = StoryObj<typeof meta>;

const packageHeadings = (canvasElement: HTMLElement) => within(canvasElement).getAllByRole('heading', { level: 2 });

/** The packages from the server, in the shell under Buy calls; choosing one opens the checkout with it. */
export const ChooseAPackage: Story = {
  // It ends on the checkout, the next page, as the portal shows it. In the app the page loader
  // holds the focus from the vanished "Choose" until the checkout's heading takes it
  // (tests/e2e/a11y-keyboard-actions.spec.ts); the story has no loader between the two.
  parameters: {
    ...atRest({
      focusFalls: 'it ends on the checkout, where the portal hands the focus to its heading as it does after any navigation',
    }),
    nextPage: { route: PATHS.checkout, page: CheckoutPage } satisfies NextPage,
  },
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('the three packages of the catalogue, in its order', async () => {
      await expect(await canvas.findByRole('heading', { level: 1, name: t('dashboard:buyCalls.title') })).toBeVisible();
      await expect(packageHeadings(canvasElement).map((heading) => heading.textContent)).toEqual(
        CALL_PACKAGES.map((pack) => t(`dashboard:buyCalls.packages.${pack.id}`)),
      );
      await expect(canvas.getAllByText(t('dashboard:buyCalls.popular'))).toHaveLength(1);
      await expect(log.to('/api/callPackages', 'get')).toHaveLength(1);
    });
    await step('in the shell, Buy calls marked as the current page', async () => {
      await expectShell(canvasElement, 'buyCalls');
      await expectPageLandmarks();
    });
    await step('choosing Pro opens the checkout in the same language, with the package', async () => {
      const name = t('dashboard:buyCalls.packages.pro');
      await userEvent.click(canvas.getByRole('button', { name: t('dashboard:buyCalls.choose', { name }) }));
      await waitFor(() => expect(currentPath(canvasElement)).toBe(localizePath(PATHS.checkout, pageLocale())));
      await expect(canvas.getByTestId('location')).toHaveAttribute('data-state', JSON.stringify({ callPackage: 'pro' }));
      await expect(await canvas.findByRole('heading', { level: 1, name: t('purchase:checkout.title') })).toBeVisible();
      // The order summary names the package chosen.
      await expect(await canvas.findByText(t('purchase:items.pro'))).toBeVisible();
      await expectPageLandmarks();
    });
  },
};
export const ChooseAPackageSpanish: Story = inLocale(ChooseAPackage, 'es');
export const ChooseAPackageArabic: Story = inLocale(ChooseAPackage, 'ae', { play: true });
export const ChooseAPackageMobile: Story = onMobile(ChooseAPackage, 'es', { play: true });

/** The catalogue cannot be read: the page says so, and a retry shows the packages. */
export const LoadFailsThenRetry: Story = {
  parameters: { msw: { handlers: [serverDown('/api/callPackages', log)] } },
  play: async (context) => {
    await expect(
      await within(context.canvasElement).findByRole('heading', { level: 1, name: t('dashboard:buyCalls.loadError') }),
    ).toBeVisible();
    await retryWithServerBack(context, packagesApi);
    await waitFor(() => expect(packageHeadings(context.canvasElement)).toHaveLength(CALL_PACKAGES.length));
    await expectShell(context.canvasElement, 'buyCalls');
    await expectRetryHandedFocusOn(context);
  },
};
export const LoadFailsThenRetryArabic: Story = inLocale(LoadFailsThenRetry, 'ae', { play: true });
