import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { DOCUMENT_ACCEPT, DOCUMENT_MAX_BYTES, formatFileSize, inspectDocument } from '@/features/kyc/documents';
import { FileDrop, type FileDropProps, type FileDropTexts } from '@/ui/FileDrop';
import { oversizedPdf, pdfFile, pngFile, renamedTextFile, textFile } from '../fixtures/accounts';
import { dropFiles, fileInput } from '../auth/support';
import { t } from '../support/i18n';
import { inLocale, pageLocale } from '../support/variants';
import { restFocus } from '../support/atRest';

/** A text of the story, read in the story's language when it renders (a control's option). */
function Say({ text }: { text: () => string }) {
  return <>{text()}</>;
}

/**
 * The texts of the KYC documents' drop zones. Getters: each is read when the zone renders, so
 * it follows the toolbar's language.
 */
const kycTexts: FileDropTexts = {
  get idle() {
    return t('kyc:documents.drop.idle');
  },
  get replace() {
    return t('kyc:documents.drop.replace');
  },
  get active() {
    return t('kyc:documents.drop.active');
  },
  get reject() {
    return t('kyc:documents.drop.reject');
  },
  get hint() {
    return t('kyc:documents.drop.hint');
  },
  selected: (name, size) => t('kyc:documents.drop.selected', { name, size }),
  remove: (name) => t('kyc:documents.drop.remove', { name }),
  rejected: (problem, name) => t(`kyc:documents.drop.rejected.${problem}`, { name }),
};

/** A control's option name as the arg's value (Storybook maps it to the value when the story renders). */
const option = <T,>(name: string): T => name as unknown as T;

/** A chosen identity card (a real PDF's first bytes). */
const chosen = pdfFile('identity-card.pdf');

/** The zone with its file held as a form holds it: a choice or a removal shows at once. */
function FileDropDemo(props: FileDropProps) {
  const [value, setValue] = useState(props.value);
  return (
    <FileDrop
      {...props}
      value={value}
      onChange={(file) => {
        setValue(file);
        props.onChange(file);
      }}
    />
  );
}

/**
 * One document, dropped on the zone or chosen with the file dialog: the label above, the accepted
 * types and size inside the zone, the chosen file listed below it with a button to remove it, and
 * a red message under it when a file is refused (wrong type, too large, empty, not what its name
 * says). A refused file never replaces the one already chosen. The native file input carries the
 * label and the keyboard focus (Tab reaches it, Enter or Space opens the dialog). Used for the
 * identity and company documents of the signup's step 3 and of the KYC resubmission.
 */
const meta = {
  title: 'Shared components/File drop',
  component: FileDrop,
  render: (args) => <FileDropDemo key={args.value?.name ?? 'none'} {...args} />,
  args: {
    name: 'idDocument',
    label: 'ID document',
    description: 'ID document',
    value: option<null>('None'),
    onChange: fn(),
    accept: option<FileDropProps['accept']>('PDF, JPG or PNG'),
    maxSize: DOCUMENT_MAX_BYTES,
    texts: kycTexts,
    formatSize: (bytes: number) => formatFileSize(bytes, pageLocale()),
    inspect: option<undefined>('None'),
    error: 'None',
    required: true,
    disabled: false,
  },
  argTypes: {
    label: {
      options: ['ID document', 'Company document'],
      mapping: {
        'ID document': <Say text={() => t('kyc:documents.idDocument')} />,
        'Company document': <Say text={() => t('kyc:documents.companyDocument')} />,
      },
      control: 'select',
    },
    description: {
      options: ['None', 'ID document', 'Company document'],
      mapping: {
        None: undefined,
        'ID document': <Say text={() => t('kyc:documents.idDescription')} />,
        'Company document': <Say text={() => t('kyc:documents.companyDescription')} />,
      },
      control: 'select',
    },
    value: {
      options: ['None', 'identity-card.pdf'],
      mapping: { None: null, 'identity-card.pdf': chosen },
      control: 'select',
      description: 'The chosen file, or none.',
    },
    accept: {
      options: ['PDF, JPG or PNG', 'PDF only'],
      mapping: { 'PDF, JPG or PNG': DOCUMENT_ACCEPT, 'PDF only': { 'application/pdf': ['.pdf'] } },
      control: 'select',
    },
    maxSize: { control: { type: 'number', min: 0, step: 1024 * 1024 } },
    inspect: {
      options: ['None', 'First bytes checked'],
      mapping: { None: undefined, 'First bytes checked': inspectDocument },
      control: 'select',
      description: 'A deeper check of an accepted file: the KYC documents read their first bytes.',
    },
    error: {
      options: ['None', 'Document missing'],
      mapping: { None: undefined, 'Document missing': <Say text={() => t('kyc:documents.missing')} /> },
      control: 'select',
    },
    onChange: { control: false },
    texts: { control: false },
    formatSize: { control: false },
    name: { control: 'text' },
  },
} satisfies Meta<typeof FileDrop>;

export default meta;
type Story = StoryObj<typeof meta>;

const input = (el: HTMLElement) => fileInput(el, t('kyc:documents.idDocument'));
/** "Selected: name (size)", whatever the size reads in the story's language. */
const selectedLine = (file: File) =>
  new RegExp(
    t('kyc:documents.drop.selected', { name: file.name, size: 'SIZE' })
      .replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
      .replace('SIZE', '.+'),
  );
const removeButton = (el: HTMLElement, file: File) =>
  within(el).getByRole('button', { name: t('kyc:documents.drop.remove', { name: file.name }) });

/** Waits for the zone's message (an alert under it) and checks the input is marked invalid. */
async function expectRefusal(canvasElement: HTMLElement, message: string) {
  const alert = await within(canvasElement).findByRole('alert');
  await expect(alert).toHaveTextContent(message);
  await expect(input(canvasElement)).toHaveAttribute('aria-invalid', 'true');
  await expect(input(canvasElement).getAttribute('aria-describedby')).toContain(alert.id);
}

/** No file yet: the label, what is accepted, and the keyboard reaching the file input; choosing a file lists it. */
export const Empty: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const file = input(canvasElement);
    await expect(file).toHaveAttribute('aria-required', 'true');
    await expect(file).toHaveAttribute('accept', 'application/pdf,.pdf,image/jpeg,.jpg,.jpeg,image/png,.png');
    await expect(file).toHaveAccessibleDescription(new RegExp(t('kyc:documents.drop.hint').replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
    await expect(canvas.getByText(t('kyc:documents.idDescription'))).toBeVisible();
    await expect(canvas.getByText(t('kyc:documents.drop.idle'))).toBeVisible();
    await expect(canvas.getByText(t('kyc:documents.drop.hint'))).toBeVisible();
    await expect(canvas.queryByRole('alert')).toBeNull();
    await userEvent.tab();
    await expect(file).toHaveFocus();
    await userEvent.upload(file, chosen);
    await waitFor(() => expect(args.onChange).toHaveBeenCalledWith(chosen));
    await expect(await canvas.findByText(selectedLine(chosen))).toBeVisible();
    await expect(canvas.getByText(t('kyc:documents.drop.replace'))).toBeVisible();
    restFocus();
  },
};
export const EmptySpanish = inLocale(Empty, 'es');
export const EmptyArabic = inLocale(Empty, 'ae');

/** A file chosen: listed under the zone with its size; its remove button empties the field and gives the focus to the file input. */
export const FileChosen: Story = {
  args: { value: option<File>('identity-card.pdf') },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(selectedLine(chosen))).toBeVisible();
    await expect(canvas.getByText(t('kyc:documents.drop.replace'))).toBeVisible();
    await userEvent.click(removeButton(canvasElement, chosen));
    await expect(args.onChange).toHaveBeenCalledWith(null);
    await expect(canvas.queryByText(selectedLine(chosen))).toBeNull();
    await expect(canvas.getByText(t('kyc:documents.drop.idle'))).toBeVisible();
    // The remove button is gone: the file input has the focus, to choose another file.
    await expect(input(canvasElement)).toHaveFocus();
    restFocus();
  },
};
export const FileChosenSpanish = inLocale(FileChosen, 'es');
export const FileChosenArabic = inLocale(FileChosen, 'ae');

/** A file of another type dropped on the zone: refused with its message; the file chosen before stays. */
export const RefusedType: Story = {
  args: { value: option<File>('identity-card.pdf') },
  play: async ({ canvasElement, args }) => {
    await dropFiles(canvasElement, 'idDocument', [textFile('notes.txt')]);
    await expectRefusal(canvasElement, t('kyc:documents.drop.rejected.type', { name: 'notes.txt' }));
    await expect(within(canvasElement).getByText(selectedLine(chosen))).toBeVisible();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};
export const RefusedTypeSpanish = inLocale(RefusedType, 'es');
export const RefusedTypeArabic = inLocale(RefusedType, 'ae');

/** A file over the size limit (10 MB): refused with its message; a good file afterwards clears it. */
export const RefusedSize: Story = {
  play: async ({ canvasElement, args }) => {
    await dropFiles(canvasElement, 'idDocument', [oversizedPdf('scan-600dpi.pdf')]);
    await expectRefusal(canvasElement, t('kyc:documents.drop.rejected.size', { name: 'scan-600dpi.pdf' }));
    await expect(args.onChange).not.toHaveBeenCalled();
    const good = pngFile('passport.png');
    await dropFiles(canvasElement, 'idDocument', [good]);
    await waitFor(() => expect(args.onChange).toHaveBeenCalledWith(good));
    await expect(within(canvasElement).queryByRole('alert')).toBeNull();
    await expect(input(canvasElement)).not.toHaveAttribute('aria-invalid');
  },
};
export const RefusedSizeSpanish = inLocale(RefusedSize, 'es');
export const RefusedSizeArabic = inLocale(RefusedSize, 'ae');

/** With the first bytes checked: a text file renamed to .png is refused, its contents do not match. */
export const RefusedContent: Story = {
  args: { inspect: option<undefined>('First bytes checked') },
  play: async ({ canvasElement, args }) => {
    await userEvent.upload(input(canvasElement), renamedTextFile('passport.png'));
    await expectRefusal(canvasElement, t('kyc:documents.drop.rejected.content', { name: 'passport.png' }));
    await expect(args.onChange).not.toHaveBeenCalled();
    restFocus();
  },
};
export const RefusedContentSpanish = inLocale(RefusedContent, 'es');
export const RefusedContentArabic = inLocale(RefusedContent, 'ae');

/** A required document still missing after a submit: the form's message under the zone. */
export const Missing: Story = {
  args: { error: 'Document missing', description: 'Company document', label: 'Company document', name: 'companyDocument' },
  play: async ({ canvasElement }) => {
    const file = fileInput(canvasElement, t('kyc:documents.companyDocument'));
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert).toHaveTextContent(t('kyc:documents.missing'));
    await expect(file).toHaveAttribute('aria-invalid', 'true');
    await expect(file.getAttribute('aria-describedby')).toContain(alert.id);
  },
};
export const MissingSpanish = inLocale(Missing, 'es');
export const MissingArabic = inLocale(Missing, 'ae');

/** Disabled while the form is sent: neither the file input nor the remove button can be used. */
export const Disabled: Story = {
  args: { disabled: true, value: option<File>('identity-card.pdf') },
  play: async ({ canvasElement }) => {
    await expect(input(canvasElement)).toBeDisabled();
    await expect(removeButton(canvasElement, chosen)).toBeDisabled();
    await expect(within(canvasElement).getByText(selectedLine(chosen))).toBeVisible();
    await userEvent.tab();
    await expect(input(canvasElement)).not.toHaveFocus();
  },
};
export const DisabledSpanish = inLocale(Disabled, 'es');
export const DisabledArabic = inLocale(Disabled, 'ae');
