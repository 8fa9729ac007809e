import { Container } from '@mantine/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { NO_FILES, type DocumentField, type KycFiles } from '@/features/kyc/documents';
import { KycDocumentFields, type KycDocumentFieldsProps } from '@/features/kyc/KycDocumentFields';
import { jpegFile, oversizedPdf, pdfFile, renamedTextFile, textFile } from '../fixtures/accounts';
import { dropFiles, fileInput, findAlert } from '../auth/support';
import { t } from '../support/i18n';
import { inLocale, onMobile } from '../support/variants';
import { restFocus } from '../support/atRest';
import { choice, namedChoices } from '../support/named';

/** The documents a designer can start with. */
const FILES = {
  'None chosen': NO_FILES,
  'ID document only': { idDocument: pdfFile(), companyDocument: null },
  'Both chosen': { idDocument: pdfFile(), companyDocument: jpegFile() },
} satisfies Record<string, KycFiles>;
/** A `files` arg given by its option's name: Storybook maps it to the files before rendering. */

/** The documents still missing after a submit. */
const MISSING = { None: [], Both: ['idDocument', 'companyDocument'], 'Company document': ['companyDocument'] } satisfies Record<
  string,
  readonly DocumentField[]
>;
/** A `missing` arg given by its option's name. */

/**
 * The fields with the files held as a page holds them (each document replaced on its own), starting
 * again from the `files` arg whenever a designer picks other files; every change is reported too.
 */
function HeldFiles({ files, onFileChange, ...props }: KycDocumentFieldsProps) {
  const [held, setHeld] = useState({ from: files, files });
  if (held.from !== files) setHeld({ from: files, files });
  const change = (name: DocumentField, file: File | null) => {
    onFileChange(name, file);
    setHeld((current) => ({ ...current, files: { ...current.files, [name]: file } }));
  };
  return <KycDocumentFields {...props} files={held.files} onFileChange={change} />;
}

/**
 * The two documents of the identity check (signup step 3 and the page to send them again): the
 * identity document and the company document, each with its label, a line on what it may be and
 * a drop zone (drag a file onto it, or click or press Enter to choose one). PDF, JPG or PNG up to
 * 10 MB; a file whose contents do not match its type is refused with its name. A chosen file is
 * listed with its size and a button to remove it. After a submit with a document missing, a red
 * notice sits above the fields and the missing one says so.
 */
const meta = {
  title: 'Shared components/KYC document fields',
  component: KycDocumentFields,
  args: { files: choice(FILES, 'None chosen'), onFileChange: fn(), missing: choice(MISSING, 'None'), disabled: false },
  argTypes: {
    files: namedChoices(FILES, 'The documents chosen so far.'),
    missing: namedChoices(MISSING, 'Documents still missing after a submit.'),
    onFileChange: { control: false },
  },
  render: (args) => <HeldFiles {...args} />,
  decorators: [
    (Story) => (
      <Container size="sm" py="xl">
        <Story />
      </Container>
    ),
  ],
} satisfies Meta<typeof KycDocumentFields>;

export default meta;
type Story = StoryObj<typeof meta>;

const idInput = (el: HTMLElement) => fileInput(el, t('kyc:documents.idDocument'));
const companyInput = (el: HTMLElement) => fileInput(el, t('kyc:documents.companyDocument'));
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** How a chosen file is listed: its name and its size (formatted in the story's language). */
const selected = (file: File) =>
  new RegExp(escape(t('kyc:documents.drop.selected', { name: file.name, size: 'SIZE' })).replace('SIZE', '.+'));

/** Empty: both zones, each labelled and described, required, accepting PDF, JPG and PNG; no notice. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const input of [idInput(canvasElement), companyInput(canvasElement)]) {
      await expect(input).toBeEnabled();
      await expect(input).toHaveAttribute('aria-required', 'true');
      await expect(input).toHaveAttribute('accept', 'application/pdf,.pdf,image/jpeg,.jpg,.jpeg,image/png,.png');
      await expect(input).not.toHaveAttribute('aria-invalid');
    }
    await expect(canvas.getByText(t('kyc:documents.idDescription'))).toBeVisible();
    await expect(canvas.getByText(t('kyc:documents.companyDescription'))).toBeVisible();
    await expect(canvas.getAllByText(t('kyc:documents.drop.idle'))).toHaveLength(2);
    await expect(canvas.getAllByText(t('kyc:documents.drop.hint'))).toHaveLength(2);
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};
export const EmptySpanish = inLocale(Empty, 'es');
export const EmptyArabic = inLocale(Empty, 'ae');
export const EmptyMobile = onMobile(Empty, 'en');

/** Files chosen, one from the file dialog, one dropped: each listed with its size; one removed with its button, then chosen again. */
export const FilesChosen: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.upload(idInput(canvasElement), pdfFile());
    await dropFiles(canvasElement, 'companyDocument', [jpegFile()]);
    await expect(await canvas.findByText(selected(pdfFile()))).toBeVisible();
    await expect(await canvas.findByText(selected(jpegFile()))).toBeVisible();
    await expect(args.onFileChange).toHaveBeenCalledWith('idDocument', expect.objectContaining({ name: pdfFile().name }));
    await expect(args.onFileChange).toHaveBeenCalledWith('companyDocument', expect.objectContaining({ name: jpegFile().name }));
    await expect(canvas.getAllByText(t('kyc:documents.drop.replace'))).toHaveLength(2);
    await userEvent.click(canvas.getByRole('button', { name: t('kyc:documents.drop.remove', { name: jpegFile().name }) }));
    await expect(canvas.queryByText(selected(jpegFile()))).toBeNull();
    await expect(args.onFileChange).toHaveBeenLastCalledWith('companyDocument', null);
    await userEvent.upload(companyInput(canvasElement), jpegFile());
    await expect(await canvas.findByText(selected(jpegFile()))).toBeVisible();
    await expect(canvas.queryByRole('alert')).toBeNull();
    restFocus();
  },
};
export const FilesChosenSpanish = inLocale(FilesChosen, 'es');
export const FilesChosenArabic = inLocale(FilesChosen, 'ae');
export const FilesChosenMobile = onMobile(FilesChosen, 'ae');

/** Rejected files: a text file, a PNG that is really text, a PDF over 10 MB; each refused with its name, the file chosen before kept. */
export const RejectedFile: Story = {
  args: { files: choice(FILES, 'ID document only') },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(selected(pdfFile()))).toBeVisible();
    await dropFiles(canvasElement, 'idDocument', [textFile()]);
    await findAlert(canvasElement, t('kyc:documents.drop.rejected.type', { name: textFile().name }));
    await expect(canvas.getByText(selected(pdfFile()))).toBeVisible();
    await expect(idInput(canvasElement)).toHaveAttribute('aria-invalid', 'true');
    await userEvent.upload(companyInput(canvasElement), renamedTextFile());
    // Its first bytes are read before it is refused: the notice comes a moment later.
    await waitFor(() => findAlert(canvasElement, t('kyc:documents.drop.rejected.content', { name: renamedTextFile().name })));
    await dropFiles(canvasElement, 'companyDocument', [oversizedPdf()]);
    await waitFor(() => findAlert(canvasElement, t('kyc:documents.drop.rejected.size', { name: oversizedPdf().name })));
    await expect(canvas.queryByText(selected(oversizedPdf()))).toBeNull();
    await expect(args.onFileChange).not.toHaveBeenCalled();
    restFocus();
  },
};
export const RejectedFileSpanish = inLocale(RejectedFile, 'es');
export const RejectedFileArabic = inLocale(RejectedFile, 'ae');

/** After a submit without the company document: the red notice above, the field marked and told what it needs. */
export const DocumentMissing: Story = {
  args: { files: choice(FILES, 'ID document only'), missing: choice(MISSING, 'Company document') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await findAlert(canvasElement, t('kyc:documents.allDocumentsRequired'));
    await expect(canvas.getByText(t('kyc:documents.missing'))).toBeVisible();
    await expect(companyInput(canvasElement)).toHaveAttribute('aria-invalid', 'true');
    await expect(idInput(canvasElement)).not.toHaveAttribute('aria-invalid');
    // Choosing it clears both messages.
    await userEvent.upload(companyInput(canvasElement), jpegFile());
    await expect(await canvas.findByText(selected(jpegFile()))).toBeVisible();
    await expect(canvas.queryByText(t('kyc:documents.missing'))).toBeNull();
    await expect(canvas.queryByText(t('kyc:documents.allDocumentsRequired'))).toBeNull();
    restFocus();
  },
};
export const DocumentMissingSpanish = inLocale(DocumentMissing, 'es');
export const DocumentMissingArabic = inLocale(DocumentMissing, 'ae');

/** While the documents are sent: both zones disabled, the chosen files still listed. */
export const Disabled: Story = {
  args: { files: choice(FILES, 'Both chosen'), disabled: true },
  play: async ({ canvasElement }) => {
    await expect(idInput(canvasElement)).toBeDisabled();
    await expect(companyInput(canvasElement)).toBeDisabled();
    await expect(within(canvasElement).getByText(selected(jpegFile()))).toBeVisible();
  },
};
export const DisabledSpanish = inLocale(Disabled, 'es');
export const DisabledArabic = inLocale(Disabled, 'ae');
