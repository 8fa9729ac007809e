import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { SignupCompanyView } from '@/features/signup/SignupCompanyView';
import type { Company } from '@/lib/types';
import { MockSignupCompany } from '../fixtures/accounts';
import { field } from '../support/fields';
import { inLocale } from '../support/variants';
import { t } from '../support/i18n';
import { atSignupStep } from './support';
import { restFocus } from '../support/atRest';
import { choice, namedChoices } from '../support/named';

/** What the form can start with: nothing, or the demo clinic saved on the way back from step 3. */
const INITIAL_VALUES = {
  Empty: undefined,
  'Demo clinic (saved)': MockSignupCompany,
  'Demo clinic, large company (saved)': { ...MockSignupCompany, size: 'gran_empresa' },
} satisfies Record<string, Partial<Company> | undefined>;
/** An `initialValues` arg given by its option's name: Storybook maps it before rendering. */

const meta = {
  title: 'Visitor journey/Signup/Step 2 · Company',
  component: SignupCompanyView,
  args: { initialValues: choice(INITIAL_VALUES, 'Empty'), onSubmit: fn(), onBack: fn(), submitting: false },
  argTypes: {
    initialValues: namedChoices(INITIAL_VALUES),
    onSubmit: { control: false },
    onBack: { control: false },
  },
  // The form reads its initial values once: another choice starts it again.
  render: (args) => <SignupCompanyView key={JSON.stringify(args.initialValues ?? null)} {...args} />,
  decorators: [atSignupStep(2)],
} satisfies Meta<typeof SignupCompanyView>;

export default meta;
type Story = StoryObj<typeof meta>;

const select = (el: HTMLElement, label: string) => within(el).getByRole('combobox', { name: label });
const submit = (el: HTMLElement) => within(el).getByRole('button', { name: t('signup:company.submit') });

/** Empty: company name required, CIF/NIF optional, industry and size as native selects with the spec's values. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(t('signup:steps.progress', { current: '2', total: '3' }))).toBeVisible();
    await expect(field(canvasElement, t('signup:company.name'))).toBeRequired();
    await expect(field(canvasElement, t('signup:company.cifNif'))).not.toBeRequired();
    const industry = select(canvasElement, t('signup:company.industry'));
    await expect(
      within(industry)
        .getAllByRole('option')
        .map((option) => option.getAttribute('value')),
    ).toEqual(['', 'tecnologia', 'salud', 'finanzas', 'educacion', 'manufactura', 'otro']);
    const size = select(canvasElement, t('signup:company.size'));
    await expect(
      within(size)
        .getAllByRole('option')
        .map((option) => option.getAttribute('value')),
    ).toEqual(['', 'autonomo', 'pyme', 'gran_empresa']);
    await expect(within(size).getByRole('option', { name: t('signup:company.sizes.granEmpresa') })).toHaveValue('gran_empresa');
  },
};
export const EmptySpanish = inLocale(Empty, 'es');
export const EmptyArabic = inLocale(Empty, 'ae');

/** Without a company name: "Company name is required.", focused; the rest is optional. */
export const CompanyNameRequired: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.selectOptions(select(canvasElement, t('signup:company.industry')), 'finanzas');
    await userEvent.click(submit(canvasElement));
    await expect(await canvas.findByText(t('signup:company.errors.companyNameRequired'))).toBeVisible();
    await waitFor(() => expect(field(canvasElement, t('signup:company.name'))).toHaveFocus());
    await expect(select(canvasElement, t('signup:company.industry'))).toHaveValue('finanzas');
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.type(field(canvasElement, t('signup:company.name')), 'Finanzas Claras');
    await userEvent.click(submit(canvasElement));
    await expect(args.onSubmit).toHaveBeenCalledWith({ name: 'Finanzas Claras', cifNif: '', industry: 'finanzas', size: '' });
    restFocus();
  },
};
export const CompanyNameRequiredSpanish = inLocale(CompanyNameRequired, 'es');
export const CompanyNameRequiredArabic = inLocale(CompanyNameRequired, 'ae');

/** A complete company is sent; Back returns what was typed too. */
export const Filled: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(field(canvasElement, t('signup:company.name')), MockSignupCompany.name);
    await userEvent.type(field(canvasElement, t('signup:company.cifNif')), MockSignupCompany.cifNif);
    await userEvent.selectOptions(select(canvasElement, t('signup:company.industry')), MockSignupCompany.industry);
    await userEvent.selectOptions(select(canvasElement, t('signup:company.size')), MockSignupCompany.size);
    await userEvent.click(canvas.getByRole('button', { name: t('signup:company.back') }));
    await expect(args.onBack).toHaveBeenCalledWith(MockSignupCompany);
    await userEvent.click(submit(canvasElement));
    await expect(args.onSubmit).toHaveBeenCalledWith(MockSignupCompany);
    restFocus();
  },
};
export const FilledSpanish = inLocale(Filled, 'es');
export const FilledArabic = inLocale(Filled, 'ae');

/** Coming back from step 3: the saved company fills the form. */
export const Prefilled: Story = {
  args: { initialValues: choice(INITIAL_VALUES, 'Demo clinic, large company (saved)') },
  play: async ({ canvasElement }) => {
    await expect(field(canvasElement, t('signup:company.name'))).toHaveValue(MockSignupCompany.name);
    await expect(select(canvasElement, t('signup:company.size'))).toHaveValue('gran_empresa');
    await expect(select(canvasElement, t('signup:company.industry'))).toHaveValue('salud');
  },
};
export const PrefilledSpanish = inLocale(Prefilled, 'es');
export const PrefilledArabic = inLocale(Prefilled, 'ae');
