import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import type { DocumentField, KycFiles } from '@/features/kyc/documents';
import { dropFiles, fileInput } from '../auth/support';
import { t } from '../support/i18n';

/** The labels of the two documents' file inputs. */
export const idLabel = () => t('kyc:documents.idDocument');
export const companyLabel = () => t('kyc:documents.companyDocument');

/**
 * The documents a KYC view shows, held as its page holds them: each replaced on its own, and all
 * of them again whenever `initialFiles` changes (another choice in the Controls panel).
 */
export function useKycFiles(initialFiles: KycFiles) {
  const [held, setHeld] = useState({ from: initialFiles, files: initialFiles });
  if (held.from !== initialFiles) setHeld({ from: initialFiles, files: initialFiles });
  const onFileChange = (name: DocumentField, file: File | null) =>
    setHeld((current) => ({ ...current, files: { ...current.files, [name]: file } }));
  return { files: held.from === initialFiles ? held.files : initialFiles, onFileChange };
}

/**
 * Chooses both documents as a visitor may (the ID in the file dialog, the company's dropped on its
 * zone) and expects each listed as chosen (`listed`: how the view names a chosen file).
 */
export async function chooseDocuments(
  canvasElement: HTMLElement,
  idDocument: File,
  companyDocument: File,
  listed: (file: File) => RegExp,
): Promise<void> {
  await userEvent.upload(fileInput(canvasElement, idLabel()), idDocument);
  await dropFiles(canvasElement, 'companyDocument', [companyDocument]);
  for (const file of [idDocument, companyDocument]) await expect(await within(canvasElement).findByText(listed(file))).toBeVisible();
}
