import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { NO_FILES, type KycFiles } from '@/features/kyc/documents';
import { ResubmitKycView, type ResubmitKycViewProps } from '@/features/kyc/ResubmitKycView';
import { keyMessage, textMessage } from '@/lib/message';
import type { Locale } from '@/lib/locale';
import { jpegFile, oversizedPdf, pdfFile, renamedTextFile } from '../fixtures/accounts';
import { dropFiles, fileInput, findAlert } from '../auth/support';
import { inLocale, pageLocale } from '../support/variants';
import { t } from '../support/i18n';
import { chooseDocuments, companyLabel, idLabel, useKycFiles } from './support';
import { choice, namedChoices } from '../support/named';
import { restFocus } from '../support/atRest';

function ResubmitDemo({
  initialFiles = NO_FILES,
  ...props
}: Omit<ResubmitKycViewProps, 'files' | 'onFileChange'> & { initialFiles?: KycFiles }) {
  return <ResubmitKycView {...props} {...useKycFiles(initialFiles)} />;
}

/** The documents a designer can open the page with. */
const FILES = {
  'None chosen': NO_FILES,
  'Both chosen': { idDocument: pdfFile(), companyDocument: jpegFile() },
} satisfies Record<string, KycFiles>;

const meta = {
  title: 'Portal/Resubmit KYC/States',
  component: ResubmitDemo,
  args: {
    initialFiles: choice(FILES, 'None chosen'),
    submitting: false,
    sessionExpired: false,
    ownerOnly: false,
    onSubmit: fn(),
    onLogout: fn(),
  },
  argTypes: {
    initialFiles: namedChoices(FILES, 'The documents already chosen when the page opens.'),
    submitting: { description: 'The documents are uploading: the button is busy and the form locked.' },
    sessionExpired: { description: 'The session ended: the error offers to log in again instead of retrying.' },
    onSubmit: { description: 'Send pressed with both documents chosen.' },
    onLogout: { description: 'Log out pressed.' },
    ownerOnly: { description: 'A member (not the owner) is signed in: the form is disabled, with the reason.' },
  },
} satisfies Meta<typeof ResubmitDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

const submit = (el: HTMLElement) => within(el).getByRole('button', { name: t('kyc:resubmit.submit') });
const chosen = choice(FILES, 'Both chosen');
const RECEIVED = 'We have received your documents. We will review them shortly.';

/** Why the documents are asked for again, the two zones, a way to log out. */
export const Idle: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: t('kyc:resubmit.title') })).toBeVisible();
    await expect(canvas.getByText(t('kyc:resubmit.subtitle'))).toBeVisible();
    await expect(fileInput(canvasElement, idLabel())).toBeEnabled();
    await expect(fileInput(canvasElement, companyLabel())).toBeEnabled();
    await userEvent.click(canvas.getByRole('button', { name: t('kyc:resubmit.logout') }));
    await expect(args.onLogout).toHaveBeenCalled();
    restFocus();
  },
};
export const IdleSpanish = inLocale(Idle, 'es');
export const IdleArabic = inLocale(Idle, 'ae');

/** Sent with no document chosen: the notice and each field say both documents are required. */
export const BothRequired: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(submit(canvasElement));
    await findAlert(canvasElement, t('kyc:documents.allDocumentsRequired'));
    await waitFor(() => expect(fileInput(canvasElement, idLabel())).toHaveFocus());
    await expect(within(canvasElement).getAllByText(t('kyc:documents.missing'))).toHaveLength(2);
    await expect(args.onSubmit).not.toHaveBeenCalled();
    restFocus();
  },
};
export const BothRequiredSpanish = inLocale(BothRequired, 'es');
export const BothRequiredArabic = inLocale(BothRequired, 'ae');

/** Both documents chosen (one dropped), then sent. */
export const AcceptedFiles: Story = {
  play: async ({ canvasElement, args }) => {
    await chooseDocuments(canvasElement, pdfFile(), jpegFile(), (file) => new RegExp(file.name));
    await userEvent.click(submit(canvasElement));
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    restFocus();
  },
};
export const AcceptedFilesSpanish = inLocale(AcceptedFiles, 'es');
export const AcceptedFilesArabic = inLocale(AcceptedFiles, 'ae', { play: true });

/** Refused files: a renamed text file and one over 10 MB, each with its message. */
export const RejectedFiles: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.upload(fileInput(canvasElement, idLabel()), renamedTextFile());
    await findAlert(canvasElement, t('kyc:documents.drop.rejected.content', { name: 'passport.png' }));
    await dropFiles(canvasElement, 'companyDocument', [oversizedPdf()]);
    await findAlert(canvasElement, t('kyc:documents.drop.rejected.size', { name: 'scan-600dpi.pdf' }));
    restFocus();
  },
};
export const RejectedFilesSpanish = inLocale(RejectedFiles, 'es');
export const RejectedFilesArabic = inLocale(RejectedFiles, 'ae', { play: true });

/**
 * A member of a team whose documents were rejected: only the owner sends them again, so the
 * zones and Send are disabled under the reason, and Log out is the way on.
 */
export const MemberSignedIn: Story = {
  args: { ownerOnly: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('note')).toHaveTextContent(t('kyc:resubmit.ownerOnly'));
    await expect(submit(canvasElement)).toBeDisabled();
    await expect(fileInput(canvasElement, idLabel())).toBeDisabled();
    await expect(fileInput(canvasElement, companyLabel())).toBeDisabled();
    const logout = canvas.getByRole('button', { name: t('kyc:resubmit.logout') });
    logout.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onLogout).toHaveBeenCalledOnce();
    await expect(args.onSubmit).not.toHaveBeenCalled();
    restFocus();
  },
};
export const MemberSignedInArabic = inLocale(MemberSignedIn, 'ae');

/** Both documents chosen and sent: the button is busy and disabled while they upload. */
export const Submitting: Story = {
  args: { initialFiles: chosen, submitting: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: t('kyc:resubmit.submitting') })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await expect(fileInput(canvasElement, companyLabel())).toBeDisabled();
  },
};
export const SubmittingSpanish = inLocale(Submitting, 'es');
export const SubmittingArabic = inLocale(Submitting, 'ae');

/** Sent: the server's message; the dashboard opens 2000 ms later (the page does it). */
export const Success: Story = {
  args: { initialFiles: chosen, success: RECEIVED },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const status = canvas.getByRole('status');
    await expect(status).toHaveTextContent(RECEIVED);
    await expect(status).toHaveTextContent(t('kyc:resubmit.redirecting'));
    await expect(submit(canvasElement)).toBeDisabled();
  },
};
export const SuccessSpanish = inLocale(Success, 'es');
export const SuccessArabic = inLocale(Success, 'ae');

/** A failure without a server message: the generic error text; the files are kept. */
export const GenericError: Story = {
  args: { initialFiles: chosen, error: keyMessage('errors:kyc.errorMessage') },
  play: async ({ canvasElement }) => {
    await findAlert(canvasElement, t('errors:kyc.errorMessage'));
    await expect(within(canvasElement).getByText(new RegExp(pdfFile().name))).toBeVisible();
    await expect(submit(canvasElement)).toBeEnabled();
  },
};
export const GenericErrorSpanish = inLocale(GenericError, 'es');
export const GenericErrorArabic = inLocale(GenericError, 'ae');

/** The server's message for an ended session, in the languages it answers in (mock-api/messages.ts). */
const SESSION_EXPIRED: Record<Locale, string> = {
  en: 'Your session has expired. Please log in again.',
  es: 'Tu sesión ha caducado. Vuelve a iniciar sesión.',
  ae: 'انتهت صلاحية جلستك. يرجى تسجيل الدخول مرة أخرى.',
};

/** The session ended: the server's message and a button to log in again. */
export const SessionExpired: Story = {
  args: { initialFiles: chosen, sessionExpired: true },
  // The server's own words, in the page's language (it answers in the request's Accept-Language).
  render: (args) => <ResubmitDemo {...args} error={textMessage(SESSION_EXPIRED[pageLocale()])} />,
  play: async ({ canvasElement, args }) => {
    const alert = await findAlert(canvasElement, SESSION_EXPIRED[pageLocale()]);
    await userEvent.click(within(alert).getByRole('button', { name: t('kyc:resubmit.loginAgain') }));
    await expect(args.onLogout).toHaveBeenCalled();
    restFocus();
  },
};
export const SessionExpiredSpanish = inLocale(SessionExpired, 'es');
export const SessionExpiredArabic = inLocale(SessionExpired, 'ae');
