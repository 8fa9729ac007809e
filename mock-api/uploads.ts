import { createHash, randomUUID } from 'node:crypto';
import { readdirSync, rmSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import multer from 'multer';
import type { ApiContext } from './context.ts';
import { sendError } from './http.ts';
import { addMessages, msg } from './messages.ts';
import { collection, nextId } from './store.ts';

/**
 * KYC documents (spec sections 3 and 5): an identity document and a company registration
 * document, PDF, JPG/JPEG or PNG, at most 10 MB each. A file must pass three checks that agree
 * with one another: its extension, the MIME type the browser declared and its first bytes (a
 * renamed executable or text file is refused). Accepted files are written under generated names
 * in ctx.uploadsDir, which nothing serves.
 */
export const DOCUMENT_MAX_BYTES = 10 * 1024 * 1024;
export const DOCUMENT_FIELDS = ['idDocument', 'companyDocument'] as const;
export type DocumentField = (typeof DOCUMENT_FIELDS)[number];

interface DocumentKind {
  label: string;
  extensions: readonly string[];
  mimeTypes: readonly string[];
  matches: (head: Buffer) => boolean;
}

const startsWith = (head: Buffer, bytes: readonly number[]) => bytes.every((byte, index) => head[index] === byte);

const KINDS: readonly DocumentKind[] = [
  {
    label: 'PDF',
    extensions: ['.pdf'],
    mimeTypes: ['application/pdf', 'application/x-pdf'],
    // "%PDF-", which readers accept anywhere in the first 1024 bytes.
    matches: (head) => head.subarray(0, 1024).includes('%PDF-'),
  },
  {
    label: 'JPG',
    extensions: ['.jpg', '.jpeg'],
    mimeTypes: ['image/jpeg', 'image/pjpeg'],
    matches: (head) => startsWith(head, [0xff, 0xd8, 0xff]),
  },
  {
    label: 'PNG',
    extensions: ['.png'],
    mimeTypes: ['image/png', 'image/x-png'],
    matches: (head) => startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  },
];

addMessages({
  en: {
    documentsRequired: 'Both documents are required.',
    documentType: 'The file “{file}” is not accepted: use a PDF, JPG or PNG file.',
    documentMismatch: 'The file “{file}” is not a real {kind} file: its contents do not match its type.',
    documentTooLarge: 'The file “{file}” is larger than 10 MB.',
    documentEmpty: 'The file “{file}” is empty.',
    uploadInvalid: 'The upload could not be read. Choose the files again and retry.',
  },
  es: {
    documentsRequired: 'Los dos documentos son obligatorios.',
    documentType: 'El archivo «{file}» no se admite: usa un archivo PDF, JPG o PNG.',
    documentMismatch: 'El archivo «{file}» no es un archivo {kind} real: su contenido no corresponde a su tipo.',
    documentTooLarge: 'El archivo «{file}» pesa más de 10 MB.',
    documentEmpty: 'El archivo «{file}» está vacío.',
    uploadInvalid: 'No se ha podido leer la subida. Vuelve a elegir los archivos e inténtalo de nuevo.',
  },
  ar: {
    documentsRequired: 'المستندان كلاهما مطلوبان.',
    documentType: 'الملف «{file}» غير مقبول: استخدم ملف PDF أو JPG أو PNG.',
    documentMismatch: 'الملف «{file}» ليس ملف {kind} حقيقيًا: محتواه لا يطابق نوعه.',
    documentTooLarge: 'حجم الملف «{file}» أكبر من 10 ميغابايت.',
    documentEmpty: 'الملف «{file}» فارغ.',
    uploadInvalid: 'تعذّرت قراءة الملفات المرفوعة. اختر الملفات مرة أخرى وأعد المحاولة.',
  },
});

const upload = multer({
  storage: multer.memoryStorage(),
  defParamCharset: 'utf8',
  limits: {
    fileSize: DOCUMENT_MAX_BYTES,
    files: DOCUMENT_FIELDS.length,
    fields: 20,
    // The AI prompt has no maximum in the form; the server keeps it under 20,000 characters.
    fieldSize: 128 * 1024,
    parts: 30,
  },
}).fields(DOCUMENT_FIELDS.map((name) => ({ name, maxCount: 1 })));

/** A file name safe to show back: no path, no control characters, at most 120 characters. */
export function displayName(name: string): string {
  // eslint-disable-next-line no-control-regex
  const base = path.basename(name.replace(/\\/g, '/')).replace(/[\u0000-\u001f\u007f]/g, '').trim();
  return (base || 'file').slice(0, 120);
}

/**
 * Parses a multipart body with the two documents in memory. Any parse failure (a file over
 * 10 MB, an unexpected field, too many parts, a broken body) answers 400 with a clear message.
 */
export function documentUpload(): RequestHandler {
  return (req: Request, res: Response, next: NextFunction) => {
    upload(req, res, (error?: unknown) => {
      if (!error) return next();
      if (error instanceof multer.MulterError) {
        if (error.code === 'LIMIT_FILE_SIZE') {
          const file = (error as { filename?: string }).filename ?? error.field ?? 'file';
          return sendError(res, 400, msg(req, 'documentTooLarge', { file: displayName(file) }));
        }
        return sendError(res, 400, msg(req, 'uploadInvalid'));
      }
      return sendError(res, 400, msg(req, 'uploadInvalid'));
    });
  };
}

export type UploadedFiles = Partial<Record<DocumentField, Express.Multer.File[]>>;

export interface CheckedDocument {
  field: DocumentField;
  file: Express.Multer.File;
  extension: string;
  mimeType: string;
}

/** Why a file is refused (a message key and its values), or null when it is a real document. */
export function documentProblem(file: Pick<Express.Multer.File, 'originalname' | 'mimetype' | 'buffer' | 'size'>): { key: string; vars: Record<string, string> } | null {
  const name = displayName(file.originalname);
  const extension = path.extname(file.originalname).toLowerCase();
  const kind = KINDS.find((candidate) => candidate.extensions.includes(extension));
  if (!kind) return { key: 'documentType', vars: { file: name } };
  if (!kind.mimeTypes.includes(file.mimetype.toLowerCase())) return { key: 'documentType', vars: { file: name } };
  if (file.size === 0 || file.buffer.length === 0) return { key: 'documentEmpty', vars: { file: name } };
  if (file.size > DOCUMENT_MAX_BYTES) return { key: 'documentTooLarge', vars: { file: name } };
  if (!kind.matches(file.buffer)) return { key: 'documentMismatch', vars: { file: name, kind: kind.label } };
  return null;
}

/**
 * Both documents, checked. Answers 400 and returns null when one is missing or refused.
 */
export function checkedDocuments(req: Request, res: Response): CheckedDocument[] | null {
  const files = (req.files ?? {}) as UploadedFiles;
  const present = DOCUMENT_FIELDS.map((field) => ({ field, file: files[field]?.[0] }));
  if (present.some(({ file }) => !file)) {
    sendError(res, 400, msg(req, 'documentsRequired'));
    return null;
  }
  const checked: CheckedDocument[] = [];
  for (const { field, file } of present) {
    if (!file) return null;
    const problem = documentProblem(file);
    if (problem) {
      sendError(res, 400, msg(req, problem.key, problem.vars));
      return null;
    }
    checked.push({ field, file, extension: path.extname(file.originalname).toLowerCase(), mimeType: file.mimetype.toLowerCase() });
  }
  return checked;
}

/** A stored KYC document: metadata only; the file lives in uploadsDir under `storedName`. */
export interface KycDocumentRecord {
  id: number;
  userId: number;
  kind: 'identity' | 'company';
  storedName: string;
  originalName: string;
  mimeType: string;
  size: number;
  sha256: string;
  uploadedAt: string;
}

export const KYC_DOCUMENTS = 'kycDocuments';

/** Writes the documents under generated names (never the client's) and records them. */
export async function storeDocuments(ctx: ApiContext, userId: number, documents: readonly CheckedDocument[]): Promise<KycDocumentRecord[]> {
  const records: KycDocumentRecord[] = [];
  for (const document of documents) {
    const storedName = `${randomUUID()}${document.extension === '.jpeg' ? '.jpg' : document.extension}`;
    await writeFile(path.join(ctx.uploadsDir, storedName), document.file.buffer, { mode: 0o600 });
    const list = collection<KycDocumentRecord>(ctx.db, KYC_DOCUMENTS);
    const record: KycDocumentRecord = {
      id: nextId(list),
      userId,
      kind: document.field === 'idDocument' ? 'identity' : 'company',
      storedName,
      originalName: displayName(document.file.originalname),
      mimeType: document.mimeType,
      size: document.file.size,
      sha256: createHash('sha256').update(document.file.buffer).digest('hex'),
      uploadedAt: new Date(ctx.now()).toISOString(),
    };
    list.push(record);
    records.push(record);
  }
  ctx.db.save();
  return records;
}

/** Deletes every uploaded file (on a data reset: the records went back to the seed). */
export function clearUploads(ctx: ApiContext): void {
  try {
    for (const name of readdirSync(ctx.uploadsDir)) rmSync(path.join(ctx.uploadsDir, name), { force: true, recursive: true });
  } catch {
    // Nothing uploaded yet.
  }
}
