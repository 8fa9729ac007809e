import { DOCUMENT_MAX_BYTES, type DocumentField } from '@/lib/documents';
import { formatNumber } from '@/lib/format';
import type { Locale } from '@/lib/locale';
import type { FileProblem } from '@/ui/FileDrop';

/**
 * The KYC documents (identity and company registration, with their file rules): PDF, JPG/JPEG or PNG, at most 10 MB each (the
 * mock API checks the same: mock-api/uploads.ts).
 */
export const DOCUMENT_ACCEPT: Record<string, string[]> = {
  'application/pdf': ['.pdf'],
  'image/jpeg': ['.jpg', '.jpeg'],
  'image/png': ['.png'],
};
export { DOCUMENT_MAX_BYTES, type DocumentField };
export type KycFiles = Record<DocumentField, File | null>;
export const NO_FILES: KycFiles = { idDocument: null, companyDocument: null };

const startsWith = (head: Uint8Array, bytes: readonly number[]) => bytes.every((byte, index) => head[index] === byte);

function containsPdfMarker(head: Uint8Array): boolean {
  const marker = [0x25, 0x50, 0x44, 0x46, 0x2d]; // "%PDF-"
  for (let start = 0; start + marker.length <= head.length; start++) {
    if (marker.every((byte, offset) => head[start + offset] === byte)) return true;
  }
  return false;
}

/** Whether the first bytes of a file are those of the type its name claims. */
export function contentMatchesName(name: string, head: Uint8Array): boolean {
  const extension = /\.[^.]+$/.exec(name.toLowerCase())?.[0] ?? '';
  if (extension === '.pdf') return containsPdfMarker(head);
  if (extension === '.jpg' || extension === '.jpeg') return startsWith(head, [0xff, 0xd8, 0xff]);
  if (extension === '.png') return startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return false;
}

/** Reads the first bytes of a chosen file: a renamed text file or program is refused at once. */
export async function inspectDocument(file: File): Promise<FileProblem | null> {
  const extension = /\.[^.]+$/.exec(file.name.toLowerCase())?.[0] ?? '';
  if (!Object.values(DOCUMENT_ACCEPT).flat().includes(extension)) return 'type';
  if (file.size === 0) return 'empty';
  if (file.size > DOCUMENT_MAX_BYTES) return 'size';
  const head = new Uint8Array(await file.slice(0, 1024).arrayBuffer());
  return contentMatchesName(file.name, head) ? null : 'content';
}

/** A file size for people, in the page's language ("120 kB", "2.4 MB"). */
export function formatFileSize(bytes: number, locale: Locale): string {
  const [value, unit] = bytes >= 1024 * 1024 ? [bytes / (1024 * 1024), 'megabyte'] : [Math.max(bytes / 1024, 0.1), 'kilobyte'];
  return formatNumber(value, locale, { style: 'unit', unit, unitDisplay: 'short', maximumFractionDigits: 1 });
}
