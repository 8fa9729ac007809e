import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { NO_FILES, type KycFiles } from '@/features/kyc/documents';
import { SignupKycView, type SignupKycViewProps } from '@/features/kyc/SignupKycView';
import { keyMessage, textMessage } from '@/lib/message';
import { oversizedPdf, pdfFile, pngFile, renamedTextFile, textFile } from '../fixtures/accounts';
import { dropFiles, fileInput, findAlert } from '../auth/support';
import { field } from '../support/fields';
import { inLocale } from '../support/variants';
import { t } from '../support/i18n';
import { atSignupStep } from '../signup/support';
import { chooseDocuments, companyLabel, idLabel, useKycFiles } from './support';
import { choice, namedChoices } from '../support/named';
import { restFocus } from '../support/atRest';

/** The view with its files held as the page holds them. */
function SignupKycDemo({
  initialFiles = NO_FILES,
  ...props
}: Omit<SignupKycViewProps, 'files' | 'onFileChange'> & { initialFiles?: KycFiles }) {
  return <SignupKycView {...props} {...useKycFiles(initialFiles)} />;
}

/** The documents a designer can open the step with. */
const FILES = {
  'None chosen': NO_FILES,
  'Both chosen': { idDocument: pdfFile(), companyDocument: pngFile() },
} satisfies Record<string, KycFiles>;

const meta = {
  title: 'Visitor journey/Signup/Step 3 · Identity check',
  component: SignupKycDemo,
  args: { initialFiles: choice(FILES, 'None chosen'), submitting: false, onSubmit: fn(), onBack: fn() },
  argTypes: {
    initialFiles: namedChoices(FILES, 'The documents already chosen when the step opens.'),
    submitting: { description: 'The documents are uploading: the button is busy and the form locked.' },
    onSubmit: { description: 'Create account pressed with both documents chosen (and the password again, when it was asked for).' },
    onBack: { description: 'Back pressed (to step 2).' },
  },
  decorators: [atSignupStep(3)],
} satisfies Meta<typeof SignupKycDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

const submit = (el: HTMLElement) => within(el).getByRole('button', { name: t('kyc:signup.submit') });
const selected = (file: File) =>
  new RegExp(
    t('kyc:documents.drop.selected', { name: file.name, size: 'SIZE' })
      .replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
      .replace('SIZE', '.+'),
  );

/** Two drop zones that accept PDF, JPG and PNG up to 10 MB; step 3 of 3. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(t('signup:steps.progress', { current: '3', total: '3' }))).toBeVisible();
    for (const label of [idLabel(), companyLabel()]) {
      const input = fileInput(canvasElement, label);
      await expect(input).toHaveAttribute('accept', 'application/pdf,.pdf,image/jpeg,.jpg,.jpeg,image/png,.png');
      await expect(input).toHaveAttribute('aria-required', 'true');
    }
    await expect(canvas.getAllByText(t('kyc:documents.drop.hint'))).toHaveLength(2);
    await expect(canvas.queryByLabelText(new RegExp(t('kyc:signup.password')))).toBeNull();
  },
};
export const EmptySpanish = inLocale(Empty, 'es');
export const EmptyArabic = inLocale(Empty, 'ae');

/** Submitting without both: "Both documents are required.", the missing one marked and focused. */
export const BothRequired: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.upload(fileInput(canvasElement, idLabel()), pdfFile());
    await expect(await canvas.findByText(selected(pdfFile()))).toBeVisible();
    await userEvent.click(submit(canvasElement));
    await findAlert(canvasElement, t('kyc:documents.allDocumentsRequired'));
    await expect(canvas.getByText(t('kyc:documents.missing'))).toBeVisible();
    const company = fileInput(canvasElement, companyLabel());
    await expect(company).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(company).toHaveFocus());
    await expect(fileInput(canvasElement, idLabel())).not.toHaveAttribute('aria-invalid');
    await expect(args.onSubmit).not.toHaveBeenCalled();
    restFocus();
  },
};
export const BothRequiredSpanish = inLocale(BothRequired, 'es');
export const BothRequiredArabic = inLocale(BothRequired, 'ae', { play: true });

/** A PDF and a PNG, chosen and listed with their size; one can be removed; the account is created. */
export const AcceptedFiles: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await chooseDocuments(canvasElement, pdfFile(), pngFile(), selected);
    await expect(canvas.getAllByText(t('kyc:documents.drop.replace'))).toHaveLength(2);
    await userEvent.click(canvas.getByRole('button', { name: t('kyc:documents.drop.remove', { name: pngFile().name }) }));
    await expect(canvas.queryByText(selected(pngFile()))).toBeNull();
    await dropFiles(canvasElement, 'companyDocument', [pngFile()]);
    await expect(await canvas.findByText(selected(pngFile()))).toBeVisible();
    await userEvent.click(submit(canvasElement));
    await expect(args.onSubmit).toHaveBeenCalledWith(null);
    await expect(canvas.queryByRole('alert')).toBeNull();
    restFocus();
  },
};
export const AcceptedFilesSpanish = inLocale(AcceptedFiles, 'es');
export const AcceptedFilesArabic = inLocale(AcceptedFiles, 'ae', { play: true });

/** A text file: refused with its name, and the file chosen before stays. */
export const RejectedType: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.upload(fileInput(canvasElement, idLabel()), pdfFile());
    await canvas.findByText(selected(pdfFile()));
    await dropFiles(canvasElement, 'idDocument', [textFile()]);
    await findAlert(canvasElement, t('kyc:documents.drop.rejected.type', { name: 'notes.txt' }));
    await expect(canvas.getByText(selected(pdfFile()))).toBeVisible();
    await expect(fileInput(canvasElement, idLabel())).toHaveAttribute('aria-invalid', 'true');
    restFocus();
  },
};
export const RejectedTypeSpanish = inLocale(RejectedType, 'es');
export const RejectedTypeArabic = inLocale(RejectedType, 'ae', { play: true });

/** Over 10 MB: refused with a clear message. */
export const TooLarge: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await dropFiles(canvasElement, 'companyDocument', [oversizedPdf()]);
    await findAlert(canvasElement, t('kyc:documents.drop.rejected.size', { name: 'scan-600dpi.pdf' }));
    await expect(canvas.queryByText(selected(oversizedPdf()))).toBeNull();
  },
};
export const TooLargeSpanish = inLocale(TooLarge, 'es');
export const TooLargeArabic = inLocale(TooLarge, 'ae', { play: true });

/** A text file renamed .png: its first bytes give it away. */
export const RenamedNonImage: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.upload(fileInput(canvasElement, companyLabel()), renamedTextFile());
    await findAlert(canvasElement, t('kyc:documents.drop.rejected.content', { name: 'passport.png' }));
    await expect(canvas.queryByText(selected(renamedTextFile()))).toBeNull();
    restFocus();
  },
};
export const RenamedNonImageSpanish = inLocale(RenamedNonImage, 'es');
export const RenamedNonImageArabic = inLocale(RenamedNonImage, 'ae', { play: true });

/** After a reload: everything else is kept, the password is asked for again. */
export const PasswordAgain: Story = {
  args: { needsPassword: true, initialFiles: choice(FILES, 'Both chosen') },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: t('kyc:signup.passwordTitle') })).toBeVisible();
    await expect(canvas.getByText(t('kyc:signup.passwordHelp'))).toBeVisible();
    await userEvent.type(field(canvasElement, t('kyc:signup.password')), 'Sonrisa2026!');
    await userEvent.type(field(canvasElement, t('kyc:signup.confirmPassword')), 'Sonrisa2025!');
    await userEvent.click(submit(canvasElement));
    await expect(await canvas.findByText(t('signup:personal.errors.passwordMismatch'))).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.clear(field(canvasElement, t('kyc:signup.confirmPassword')));
    await userEvent.type(field(canvasElement, t('kyc:signup.confirmPassword')), 'Sonrisa2026!');
    await userEvent.click(submit(canvasElement));
    await expect(args.onSubmit).toHaveBeenCalledWith('Sonrisa2026!');
    restFocus();
  },
};
export const PasswordAgainSpanish = inLocale(PasswordAgain, 'es');
export const PasswordAgainArabic = inLocale(PasswordAgain, 'ae');

const chosen = choice(FILES, 'Both chosen');

/** Both documents chosen and sent: the button is busy and disabled while they upload. */
export const Submitting: Story = {
  args: { initialFiles: chosen, submitting: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: t('kyc:signup.submitting') })).toHaveAttribute('aria-disabled', 'true');
    await expect(canvas.getByRole('button', { name: t('kyc:signup.back') })).toBeDisabled();
    await expect(fileInput(canvasElement, idLabel())).toBeDisabled();
  },
};
export const SubmittingSpanish = inLocale(Submitting, 'es');
export const SubmittingArabic = inLocale(Submitting, 'ae');

/** 400_001 at the last step: the message, a link back to step 1, the documents kept. */
export const EmailTaken: Story = {
  args: { initialFiles: chosen, error: keyMessage('errors:signup.emailExists'), detailsHref: '/signup' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = await findAlert(canvasElement, t('errors:signup.emailExists'));
    await expect(within(alert).getByRole('link', { name: t('signup:changeDetails') })).toHaveAttribute('href', '/signup');
    await expect(canvas.getByText(selected(pdfFile()))).toBeVisible();
  },
};
export const EmailTakenSpanish = inLocale(EmailTaken, 'es');
export const EmailTakenArabic = inLocale(EmailTaken, 'ae');

/** The server refused the signup because the phone number has an account already: the notice links back to the details step. */
export const PhoneTaken: Story = {
  args: { initialFiles: chosen, error: keyMessage('errors:signup.phoneExists'), detailsHref: '/signup' },
  play: async ({ canvasElement }) => {
    const alert = await findAlert(canvasElement, t('errors:signup.phoneExists'));
    await expect(within(alert).getByRole('link', { name: t('signup:changeDetails') })).toBeVisible();
  },
};
export const PhoneTakenSpanish = inLocale(PhoneTaken, 'es');
export const PhoneTakenArabic = inLocale(PhoneTaken, 'ae');

/** The server refused a file (its own check of the contents): its message, shown as it is. */
export const ServerRefusedFile: Story = {
  args: {
    initialFiles: chosen,
    error: textMessage('The file “company-register.png” is not a real PNG file: its contents do not match its type.'),
  },
  play: async ({ canvasElement }) => {
    await findAlert(canvasElement, 'is not a real PNG file');
    await expect(within(canvasElement).queryByRole('link', { name: t('signup:changeDetails') })).toBeNull();
    await expect(submit(canvasElement)).toBeEnabled();
  },
};
export const ServerRefusedFileSpanish = inLocale(ServerRefusedFile, 'es');
export const ServerRefusedFileArabic = inLocale(ServerRefusedFile, 'ae');

/** The upload could not reach the server: the network error shows and the chosen files stay. */
export const NetworkError: Story = {
  args: { initialFiles: chosen, error: keyMessage('errors:network') },
  play: async ({ canvasElement }) => {
    await findAlert(canvasElement, t('errors:network'));
    await expect(submit(canvasElement)).toBeEnabled();
  },
};
export const NetworkErrorSpanish = inLocale(NetworkError, 'es');
export const NetworkErrorArabic = inLocale(NetworkError, 'ae');
