import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '@/ui/ErrorAlert';
import { FileDrop, type FileDropTexts } from '@/ui/FileDrop';
import { useLocale } from '@/ui/useLocale';
import { DOCUMENT_ACCEPT, DOCUMENT_MAX_BYTES, formatFileSize, inspectDocument, type DocumentField, type KycFiles } from './documents';

export interface KycDocumentFieldsProps {
  /** The documents chosen so far (the identity document and the company document, each a file or none). */
  files: KycFiles;
  /** One document chosen or removed (asynchronous checks may finish in any order). */
  onFileChange: (field: DocumentField, file: File | null) => void;
  /** Documents still missing after a submit (while any is, a notice above the fields says so). */
  missing?: readonly DocumentField[];
  /** Both drop zones do nothing (while the documents are sent). */
  disabled?: boolean;
}

/** The identity document and the company document, each in its own drop zone, under the notice of a missing one. */
export function KycDocumentFields({ files, onFileChange, missing = [], disabled }: KycDocumentFieldsProps) {
  const { t } = useTranslation('kyc');
  const locale = useLocale();
  const texts: FileDropTexts = {
    idle: t('documents.drop.idle'),
    replace: t('documents.drop.replace'),
    active: t('documents.drop.active'),
    reject: t('documents.drop.reject'),
    hint: t('documents.drop.hint'),
    selected: (name, size) => t('documents.drop.selected', { name, size }),
    remove: (name) => t('documents.drop.remove', { name }),
    rejected: (problem, name) => t(`documents.drop.rejected.${problem}`, { name }),
  };
  const formatSize = (bytes: number) => formatFileSize(bytes, locale);
  const field = (name: DocumentField, label: string, description: string) => (
    <FileDrop
      name={name}
      label={label}
      description={description}
      value={files[name]}
      onChange={(file) => onFileChange(name, file)}
      accept={DOCUMENT_ACCEPT}
      maxSize={DOCUMENT_MAX_BYTES}
      texts={texts}
      formatSize={formatSize}
      inspect={inspectDocument}
      error={missing.includes(name) && !files[name] ? t('documents.missing') : undefined}
      required
      disabled={disabled}
    />
  );
  return (
    <>
      {missing.some((name) => !files[name]) && <ErrorAlert role="alert">{t('documents.allDocumentsRequired')}</ErrorAlert>}
      <Stack gap="lg">
        {field('idDocument', t('documents.idDocument'), t('documents.idDescription'))}
        {field('companyDocument', t('documents.companyDocument'), t('documents.companyDescription'))}
      </Stack>
    </>
  );
}

/** The documents not chosen yet. */
export function missingDocuments(files: KycFiles): DocumentField[] {
  return (Object.keys(files) as DocumentField[]).filter((name) => !files[name]);
}
