import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { AccountView, type AccountUpdates } from '@/features/dashboard/AccountView';
import type { LoadState, SaveState } from '@/lib/loadState';
import type { User } from '@/lib/types';
import { keyMessage, textMessage } from '@/lib/message';
import { MockUser } from '../../mock-api/fixtures/users';
import { storyIsolate, t } from '../support/i18n';
import { choice, namedChoices } from '../support/named';
import { loaded, loadErrorPlay, loadFailed, loading, loadingPlay, portalViewMeta } from '../support/loadState';
import { inLocale, onMobile } from '../support/variants';
import { restFocus } from '../support/atRest';

const idle: AccountUpdates = {
  Email: { status: 'idle' },
  Phone: { status: 'idle' },
  Password: { status: 'idle' },
  Iaprompt: { status: 'idle' },
};
const withUpdate = (kind: keyof AccountUpdates, state: SaveState) => ({ updates: { ...idle, [kind]: state } });

/** The account a designer can show. */
const ACCOUNTS = { 'Demo account': loaded(MockUser), Loading: loading, 'Failed to load': loadFailed() } satisfies Record<
  string,
  LoadState<User>
>;

const meta = {
  title: 'Portal/Dashboard/States',
  component: AccountView,
  ...portalViewMeta({
    state: choice(ACCOUNTS, 'Demo account'),
    updates: idle,
    onUpdate: fn(),
    onGoToLogin: fn(),
  }),
  argTypes: { state: namedChoices(ACCOUNTS, 'The account: loading, failed, or loaded (e-mail, phone, prompt).') },
} satisfies Meta<typeof AccountView>;

export default meta;
type Story = StoryObj<typeof meta>;

const section = (canvasElement: HTMLElement, heading: string) => {
  const title = within(canvasElement).getByRole('heading', { level: 2, name: heading });
  const card = title.closest('section');
  if (!card) throw new Error(`no section for ${heading}`);
  return within(card);
};
const emailSection = (el: HTMLElement) => section(el, t('dashboard:account.email.heading'));
const phoneSection = (el: HTMLElement) => section(el, t('dashboard:account.phone.heading'));
const passwordSection = (el: HTMLElement) => section(el, t('dashboard:account.password.heading'));
const promptSection = (el: HTMLElement) => section(el, t('dashboard:account.prompt.heading'));

/** The live phone input (its code loads on demand). */
const phoneInput = (el: HTMLElement) =>
  waitFor(
    () => {
      const input = phoneSection(el).getByRole('textbox', { name: t('dashboard:account.phone.label') });
      expect(input).toBeEnabled();
      return input;
    },
    { timeout: 5000 },
  );

// Loading ----------------------------------------------------------------------------------

/** The account is loading: a loader in place of the form. */
export const Loading: Story = {
  args: { state: choice(ACCOUNTS, 'Loading') },
  play: async (context) => {
    await loadingPlay(() => t('dashboard:account.loading'), 'button')(context);
    // The heading and introduction are there before the data (the page's first paint).
    const canvas = within(context.canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(t('dashboard:account.titleLoading'));
    await expect(canvas.getByText(t('dashboard:account.intro'))).toBeVisible();
    await expect(canvas.queryByRole('heading', { level: 2 })).toBeNull();
  },
};
export const LoadingSpanish: Story = inLocale(Loading, 'es');
export const LoadingArabic: Story = inLocale(Loading, 'ae');
export const LoadingMobile: Story = onMobile(Loading);

// Load error -------------------------------------------------------------------------------

/** The load failed: retry, or log in again (the session may have ended). */
const retryOrLoginPlay: Story['play'] = async (context) => {
  await loadErrorPlay({ heading: () => t('dashboard:account.loadError'), message: () => t('errors:network') })(context);
  await userEvent.click(within(context.canvasElement).getByRole('button', { name: t('common:actions.goToLogin') }));
  await expect(context.args.onGoToLogin).toHaveBeenCalledOnce();
  restFocus();
};
/** The account could not load: the error with a retry button (and log in again). */
export const LoadError: Story = { args: { state: choice(ACCOUNTS, 'Failed to load') }, play: retryOrLoginPlay };
export const LoadErrorSpanish: Story = inLocale(LoadError, 'es');
export const LoadErrorArabic: Story = inLocale(LoadError, 'ae');
export const LoadErrorMobile: Story = onMobile(LoadError, 'ae');

// Loaded: what it shows and when each button is enabled (the update buttons' conditions) ---

const loadedPlay: Story['play'] = async ({ canvasElement, args, step }) => {
  const canvas = within(canvasElement);
  await step('the account is shown', async () => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(
      t('dashboard:account.title', { name: storyIsolate(MockUser.name) }),
    );
    await expect(canvas.getByText(MockUser.company?.name ?? '')).toBeVisible();
    await expect(canvas.getByText(t('dashboard:account.summary.kyc', { status: t('dashboard:account.kycStatus.approved') }))).toBeVisible();
  });
  await step('e-mail: enabled only when non-empty and different', async () => {
    const email = emailSection(canvasElement);
    const input = email.getByRole('textbox', { name: t('dashboard:account.email.label') });
    const button = email.getByRole('button', { name: t('dashboard:account.email.submit') });
    await expect(input).toHaveValue(MockUser.email);
    await expect(button).toBeDisabled();
    await userEvent.clear(input);
    await expect(button).toBeDisabled();
    await userEvent.type(input, 'DEMO@example.com');
    await expect(button).toBeDisabled();
    await userEvent.clear(input);
    await userEvent.type(input, 'lucia@example.com');
    await expect(button).toBeEnabled();
    await userEvent.click(button);
    await expect(args.onUpdate).toHaveBeenCalledWith({ kind: 'Email', newEmail: 'lucia@example.com' });
  });
  await step('phone: enabled only when non-empty and different', async () => {
    const phone = phoneSection(canvasElement);
    const input = await phoneInput(canvasElement);
    const button = phone.getByRole('button', { name: t('dashboard:account.phone.submit') });
    await expect(button).toBeDisabled();
    await userEvent.clear(input);
    await userEvent.type(input, '611222333');
    await expect(button).toBeEnabled();
    await userEvent.click(button);
    await expect(args.onUpdate).toHaveBeenCalledWith({ kind: 'Phone', newPhone: '+34611222333' });
  });
  await step('password: enabled only with both fields', async () => {
    const password = passwordSection(canvasElement);
    const button = password.getByRole('button', { name: t('dashboard:account.password.submit') });
    await expect(button).toBeDisabled();
    await userEvent.type(password.getByLabelText(t('dashboard:account.password.current')), 'Demo1234!');
    await expect(button).toBeDisabled();
    await userEvent.type(password.getByLabelText(t('dashboard:account.password.new')), 'a-new-secret');
    await expect(button).toBeEnabled();
    await userEvent.click(button);
    await expect(args.onUpdate).toHaveBeenCalledWith({ kind: 'Password', currentPassword: 'Demo1234!', newPassword: 'a-new-secret' });
  });
  await step('prompt: always enabled, with a character counter', async () => {
    const prompt = promptSection(canvasElement);
    const textarea = prompt.getByRole('textbox', { name: t('dashboard:account.prompt.label') });
    await expect(textarea).toHaveValue(MockUser.iaprompt);
    await userEvent.clear(textarea);
    await userEvent.type(textarea, 'Answer in Spanish.');
    await expect(
      prompt.getByText(t('dashboard:account.prompt.counter', { length: new Intl.NumberFormat(document.documentElement.lang).format(18) })),
    ).toBeVisible();
    const button = prompt.getByRole('button', { name: t('dashboard:account.prompt.submit') });
    await expect(button).toBeEnabled();
    await userEvent.click(button);
    await expect(args.onUpdate).toHaveBeenCalledWith({ kind: 'Iaprompt', newIaprompt: 'Answer in Spanish.' });
  });
  restFocus();
};
/** The demo account loaded: e-mail, phone, password and prompt, each with its own save button. */
export const Loaded: Story = { play: loadedPlay };
export const LoadedSpanish: Story = inLocale(Loaded, 'es');
export const LoadedArabic: Story = inLocale(Loaded, 'ae');
export const LoadedMobile: Story = onMobile(Loaded);

// Bad input: a clear message under the field, the value kept, nothing sent ------------------

const invalidPlay: Story['play'] = async ({ canvasElement, args, step }) => {
  await step('an invalid e-mail', async () => {
    const email = emailSection(canvasElement);
    const input = email.getByRole('textbox', { name: t('dashboard:account.email.label') });
    await userEvent.clear(input);
    await userEvent.type(input, 'lucia@example');
    await userEvent.click(email.getByRole('button', { name: t('dashboard:account.email.submit') }));
    await expect(await email.findByText(t('dashboard:account.email.invalid'))).toBeVisible();
    await expect(input).toHaveValue('lucia@example');
    await waitFor(() => expect(input).toHaveFocus());
  });
  await step('an invalid phone', async () => {
    const phone = phoneSection(canvasElement);
    const input = await phoneInput(canvasElement);
    await userEvent.clear(input);
    await userEvent.type(input, '6');
    await userEvent.click(phone.getByRole('button', { name: t('dashboard:account.phone.submit') }));
    await expect(await phone.findByText(t('common:phone.errors.TOO_SHORT'))).toBeVisible();
    await expect(input).toHaveAttribute('aria-invalid', 'true');
  });
  await step('a new password that is too short', async () => {
    const password = passwordSection(canvasElement);
    await userEvent.type(password.getByLabelText(t('dashboard:account.password.current')), 'Demo1234!');
    const input = password.getByLabelText(t('dashboard:account.password.new'));
    await userEvent.type(input, 'short');
    await userEvent.click(password.getByRole('button', { name: t('dashboard:account.password.submit') }));
    await expect(await password.findByText(t('dashboard:account.password.tooShort', { min: 8 }))).toBeVisible();
    await expect(input).toHaveValue('short');
  });
  await step('an empty prompt', async () => {
    const prompt = promptSection(canvasElement);
    await userEvent.clear(prompt.getByRole('textbox', { name: t('dashboard:account.prompt.label') }));
    await userEvent.click(prompt.getByRole('button', { name: t('dashboard:account.prompt.submit') }));
    await expect(await prompt.findByText(t('dashboard:account.prompt.required'))).toBeVisible();
  });
  await expect(args.onUpdate).not.toHaveBeenCalled();
  restFocus();
};
/** Values the form refuses: each field says what is wrong, and nothing is saved. */
export const InvalidInput: Story = { play: invalidPlay };
export const InvalidInputSpanish: Story = inLocale(InvalidInput, 'es');
export const InvalidInputArabic: Story = inLocale(InvalidInput, 'ae');
export const InvalidInputMobile: Story = onMobile(InvalidInput, 'es');

// A role that may not: the form disabled, the reason under its heading -------------------------

/** The form of one update: its fields and button, disabled together when the role may not. */
const formGroup = (input: HTMLElement) => {
  const group = input.closest('fieldset');
  if (!group) throw new Error('no fieldset around the field');
  return group;
};

/**
 * A staff member's account page: the e-mail and phone are the owner's to change, the assistant's
 * instructions the owner's and admins': those forms are disabled, each with its reason under its
 * heading (the form's description). The password is their own: it still changes.
 */
export const LockedForStaff: Story = {
  // The reasons in the story's language, as the page gives them (src/state/roleLock.ts).
  render: (args) => (
    <AccountView
      {...args}
      locked={{
        Email: t('dashboard:roles.reasons.account'),
        Phone: t('dashboard:roles.reasons.account'),
        Iaprompt: t('dashboard:roles.reasons.manage'),
      }}
    />
  ),
  play: async ({ canvasElement, args, step }) => {
    await step('e-mail: disabled, with the reason', async () => {
      const email = emailSection(canvasElement);
      const input = email.getByRole('textbox', { name: t('dashboard:account.email.label') });
      await expect(input).toBeDisabled();
      await expect(email.getByRole('button', { name: t('dashboard:account.email.submit') })).toBeDisabled();
      await expect(email.getByText(t('dashboard:roles.reasons.account'))).toBeVisible();
      await expect(formGroup(input)).toBeDisabled();
      await expect(formGroup(input)).toHaveAccessibleDescription(t('dashboard:roles.reasons.account'));
    });
    await step('phone: disabled, with the reason', async () => {
      const phone = phoneSection(canvasElement);
      const button = phone.getByRole('button', { name: t('dashboard:account.phone.submit') });
      await expect(button).toBeDisabled();
      await expect(phone.getByText(t('dashboard:roles.reasons.account'))).toBeVisible();
      await expect(formGroup(button)).toHaveAccessibleDescription(t('dashboard:roles.reasons.account'));
    });
    await step("the assistant's instructions: disabled, with the reason", async () => {
      const prompt = promptSection(canvasElement);
      const textarea = prompt.getByRole('textbox', { name: t('dashboard:account.prompt.label') });
      await expect(textarea).toBeDisabled();
      await expect(prompt.getByRole('button', { name: t('dashboard:account.prompt.submit') })).toBeDisabled();
      await expect(formGroup(textarea)).toHaveAccessibleDescription(t('dashboard:roles.reasons.manage'));
    });
    await step('the password: their own, it still changes', async () => {
      const password = passwordSection(canvasElement);
      const current = password.getByLabelText(t('dashboard:account.password.current'));
      await expect(formGroup(current)).toBeEnabled();
      await expect(formGroup(current)).not.toHaveAttribute('aria-describedby');
      await userEvent.type(current, 'Staff1234!');
      await userEvent.type(password.getByLabelText(t('dashboard:account.password.new')), 'a-new-secret');
      await userEvent.click(password.getByRole('button', { name: t('dashboard:account.password.submit') }));
      await expect(args.onUpdate).toHaveBeenCalledOnce();
      await expect(args.onUpdate).toHaveBeenCalledWith({ kind: 'Password', currentPassword: 'Staff1234!', newPassword: 'a-new-secret' });
    });
    restFocus();
  },
};
export const LockedForStaffArabic: Story = inLocale(LockedForStaff, 'ae');
export const LockedForStaffMobile: Story = onMobile(LockedForStaff);

// Each update: saving, success and error ----------------------------------------------------

type Kind = keyof AccountUpdates;
const SECTIONS: Record<Kind, { section: (el: HTMLElement) => ReturnType<typeof within>; submit: string; updated: string }> = {
  Email: { section: emailSection, submit: 'dashboard:account.email.submit', updated: 'dashboard:account.emailUpdated' },
  Phone: { section: phoneSection, submit: 'dashboard:account.phone.submit', updated: 'dashboard:account.phoneUpdated' },
  Password: { section: passwordSection, submit: 'dashboard:account.password.submit', updated: 'dashboard:account.passwordUpdated' },
  Iaprompt: { section: promptSection, submit: 'dashboard:account.prompt.submit', updated: 'dashboard:account.iapromptUpdated' },
};
// The keys above are checked by the locale test; `t` is typed for literal keys only.
const tx = t as unknown as (key: string, values?: Record<string, unknown>) => string;

const savingPlay =
  (kind: Kind): Story['play'] =>
  async ({ canvasElement }) => {
    const { section: of, submit } = SECTIONS[kind];
    const button = of(canvasElement).getByRole('button', { name: tx(submit) });
    // Busy, not disabled where it could be pressed: it keeps the keyboard's focus.
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await expect(button).toHaveAttribute('data-loading', 'true');
  };

const successPlay =
  (kind: Kind): Story['play'] =>
  async ({ canvasElement }) => {
    const { section: of, updated } = SECTIONS[kind];
    await expect(of(canvasElement).getByRole('status')).toHaveTextContent(tx(updated));
    // Only this form reports a success.
    for (const other of Object.keys(SECTIONS) as Kind[]) {
      if (other !== kind) await expect(SECTIONS[other].section(canvasElement).getByRole('status')).toBeEmptyDOMElement();
    }
  };

const errorPlay =
  (kind: Kind, text: () => string): Story['play'] =>
  async ({ canvasElement }) => {
    const { section: of } = SECTIONS[kind];
    await expect(of(canvasElement).getByRole('alert')).toHaveTextContent(text());
    await expect(within(canvasElement).getAllByRole('alert')).toHaveLength(1);
  };

/** Saving the e-mail: its button is busy and disabled. */
export const EmailSaving: Story = { args: withUpdate('Email', { status: 'saving' }), play: savingPlay('Email') };
/** The e-mail saved: a success line under its field. */
export const EmailUpdated: Story = { args: withUpdate('Email', { status: 'success' }), play: successPlay('Email') };
export const EmailUpdatedSpanish: Story = inLocale(EmailUpdated, 'es');
export const EmailUpdatedArabic: Story = inLocale(EmailUpdated, 'ae');
export const EmailUpdatedMobile: Story = onMobile(EmailUpdated);
/** The server's message, shown as it is (here: an e-mail another account has). */
export const EmailError: Story = {
  args: withUpdate('Email', { status: 'error', message: textMessage('A user with this e-mail already exists.') }),
  play: errorPlay('Email', () => 'A user with this e-mail already exists.'),
};
export const EmailErrorSpanish: Story = {
  ...inLocale(EmailError, 'es'),
  args: withUpdate('Email', { status: 'error', message: textMessage('Ya existe un usuario con este correo electrónico.') }),
  play: errorPlay('Email', () => 'Ya existe un usuario con este correo electrónico.'),
};
export const EmailErrorArabic: Story = {
  ...inLocale(EmailError, 'ae'),
  args: withUpdate('Email', { status: 'error', message: textMessage('يوجد مستخدم مسجّل بهذا البريد الإلكتروني بالفعل.') }),
  play: errorPlay('Email', () => 'يوجد مستخدم مسجّل بهذا البريد الإلكتروني بالفعل.'),
};
export const EmailErrorMobile: Story = onMobile(EmailError);

/** Saving the phone number: its button is busy and disabled. */
export const PhoneSaving: Story = { args: withUpdate('Phone', { status: 'saving' }), play: savingPlay('Phone') };
/** The phone number saved: a success line under its field. */
export const PhoneUpdated: Story = { args: withUpdate('Phone', { status: 'success' }), play: successPlay('Phone') };
export const PhoneUpdatedSpanish: Story = inLocale(PhoneUpdated, 'es');
export const PhoneUpdatedArabic: Story = inLocale(PhoneUpdated, 'ae');
export const PhoneUpdatedMobile: Story = onMobile(PhoneUpdated, 'ae');
/** No server message: the fallback `errorUpdatingPhone`. */
export const PhoneError: Story = {
  args: withUpdate('Phone', { status: 'error', message: keyMessage('errors:account.errorUpdatingPhone') }),
  play: errorPlay('Phone', () => t('errors:account.errorUpdatingPhone')),
};
export const PhoneErrorSpanish: Story = inLocale(PhoneError, 'es');
export const PhoneErrorArabic: Story = inLocale(PhoneError, 'ae');
export const PhoneErrorMobile: Story = onMobile(PhoneError);

/** Saving the password: its button is busy and disabled. */
export const PasswordSaving: Story = { args: withUpdate('Password', { status: 'saving' }), play: savingPlay('Password') };
export const PasswordSavingArabic: Story = inLocale(PasswordSaving, 'ae');
/** The password saved: a success line under its field. */
export const PasswordUpdated: Story = { args: withUpdate('Password', { status: 'success' }), play: successPlay('Password') };
export const PasswordUpdatedSpanish: Story = inLocale(PasswordUpdated, 'es');
export const PasswordUpdatedArabic: Story = inLocale(PasswordUpdated, 'ae');
/** The password could not be saved: the error under its field. */
export const PasswordError: Story = {
  args: withUpdate('Password', { status: 'error', message: keyMessage('errors:account.errorUpdatingPassword') }),
  play: errorPlay('Password', () => t('errors:account.errorUpdatingPassword')),
};
export const PasswordErrorSpanish: Story = inLocale(PasswordError, 'es');
export const PasswordErrorArabic: Story = inLocale(PasswordError, 'ae');
export const PasswordErrorMobile: Story = onMobile(PasswordError, 'es');

/** Saving the assistant prompt: its button is busy and disabled. */
export const PromptSaving: Story = { args: withUpdate('Iaprompt', { status: 'saving' }), play: savingPlay('Iaprompt') };
export const PromptSavingSpanish: Story = inLocale(PromptSaving, 'es');
/** The assistant prompt saved: a success line under its field. */
export const PromptUpdated: Story = { args: withUpdate('Iaprompt', { status: 'success' }), play: successPlay('Iaprompt') };
export const PromptUpdatedSpanish: Story = inLocale(PromptUpdated, 'es');
export const PromptUpdatedArabic: Story = inLocale(PromptUpdated, 'ae');
export const PromptUpdatedMobile: Story = onMobile(PromptUpdated);
/** The API down: the network message. */
export const PromptError: Story = {
  args: withUpdate('Iaprompt', { status: 'error', message: keyMessage('errors:network') }),
  play: errorPlay('Iaprompt', () => t('errors:network')),
};
export const PromptErrorSpanish: Story = inLocale(PromptError, 'es');
export const PromptErrorArabic: Story = inLocale(PromptError, 'ae');
export const PromptErrorMobile: Story = onMobile(PromptError, 'ae');
