import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { BuyCallsView } from '@/features/dashboard/BuyCallsView';
import { CALL_PACKAGES } from '@/lib/plans';
import type { CallPackage } from '@/lib/dashboard';
import type { LoadState } from '@/lib/loadState';
import { t } from '../support/i18n';
import { choice, namedChoices } from '../support/named';
import { loaded, loadErrorPlay, loadFailed, loading, loadingPlay, portalViewMeta } from '../support/loadState';
import { inLocale, onMobile } from '../support/variants';
import { restFocus } from '../support/atRest';

/** The packages a designer can show. */
const PACKAGES = { 'The plan’s packages': loaded([...CALL_PACKAGES]), Loading: loading, 'Failed to load': loadFailed() } satisfies Record<
  string,
  LoadState<CallPackage[]>
>;

const meta = {
  title: 'Portal/Buy calls/States',
  component: BuyCallsView,
  ...portalViewMeta({
    state: choice(PACKAGES, 'The plan’s packages'),
    onChoose: fn(),
  }),
  argTypes: { state: namedChoices(PACKAGES, 'The packages of calls for the plan: loading, failed, or loaded.') },
} satisfies Meta<typeof BuyCallsView>;

export default meta;
type Story = StoryObj<typeof meta>;

const lang = () => document.documentElement.lang;
// Testing Library reads text with its spaces collapsed (Intl puts no-break spaces in `49 US$`).
const collapse = (text: string) => text.replace(/\s+/g, ' ');
const usd = (value: number) =>
  collapse(new Intl.NumberFormat(lang(), { style: 'currency', currency: 'USD', maximumFractionDigits: 0 }).format(value));
const count = (value: number) => collapse(new Intl.NumberFormat(lang()).format(value));

const loadedPlay: Story['play'] = async ({ canvasElement, args, step }) => {
  const canvas = within(canvasElement);
  await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(t('dashboard:buyCalls.title'));
  // The minutes-per-call line is fixed text: a note, not an alert announced on load.
  await expect(canvas.getByTestId('minutes-per-call')).toHaveAttribute('role', 'note');
  await expect(canvas.queryByRole('alert')).toBeNull();
  // Each package is a list item named by its heading.
  const cards = canvas.getAllByRole('heading', { level: 2 }).map((heading) => heading.closest('li') as HTMLElement);
  await step('the three call packages, in order, with calls and monthly prices', async () => {
    await expect(cards).toHaveLength(3);
    const expected = [
      ['basic', 1000, 49],
      ['pro', 5000, 99],
      ['enterprise', 20000, 299],
    ] as const;
    for (const [index, [id, calls, price]] of expected.entries()) {
      const card = within(cards[index] as HTMLElement);
      await expect(cards[index]).toHaveAccessibleName(t(`dashboard:buyCalls.packages.${id}`));
      await expect(card.getByRole('heading', { level: 2 })).toHaveTextContent(t(`dashboard:buyCalls.packages.${id}`));
      await expect(card.getByText(t('dashboard:buyCalls.calls', { calls: count(calls) }))).toBeVisible();
      await expect(card.getByText(usd(price))).toBeVisible();
      await expect(card.getByText(t('dashboard:buyCalls.perMonth'))).toBeVisible();
    }
  });
  await step('only pro is the most popular', async () => {
    await expect(canvas.getAllByText(t('dashboard:buyCalls.popular'))).toHaveLength(1);
    await expect(within(cards[1] as HTMLElement).getByText(t('dashboard:buyCalls.popular'))).toBeVisible();
  });
  await step('choosing a package passes its id', async () => {
    const name = t('dashboard:buyCalls.packages.pro');
    await userEvent.click(canvas.getByRole('button', { name: t('dashboard:buyCalls.choose', { name }) }));
    await expect(args.onChoose).toHaveBeenCalledWith('pro');
  });
  restFocus();
};

/** The packages of calls for the account’s plan, each with its price and buy button. */
export const Loaded: Story = { play: loadedPlay };
export const LoadedSpanish: Story = inLocale(Loaded, 'es');
export const LoadedArabic: Story = inLocale(Loaded, 'ae');
export const LoadedMobile: Story = onMobile(Loaded);
export const LoadedMobileArabic: Story = onMobile(Loaded, 'ae');

/** The packages are loading: a loader in place of the cards. */
export const Loading: Story = {
  args: { state: choice(PACKAGES, 'Loading') },
  play: loadingPlay(() => t('dashboard:buyCalls.loading'), 'button'),
};
export const LoadingSpanish: Story = inLocale(Loading, 'es');
export const LoadingArabic: Story = inLocale(Loading, 'ae');
export const LoadingMobile: Story = onMobile(Loading);

/** The packages could not load: the error with a retry button. */
export const LoadError: Story = {
  args: { state: choice(PACKAGES, 'Failed to load') },
  play: loadErrorPlay({ heading: () => t('dashboard:buyCalls.loadError'), message: () => t('errors:network') }),
};
export const LoadErrorSpanish: Story = inLocale(LoadError, 'es');
export const LoadErrorArabic: Story = inLocale(LoadError, 'ae');
export const LoadErrorMobile: Story = onMobile(LoadError);
