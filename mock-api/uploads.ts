import { createHash } from 'node:crypto';
import { closeSync, createReadStream, mkdirSync, openSync, readdirSync, readSync, rmSync } from 'node:fs';
import { rename, rm } from 'node:fs/promises';
import path from 'node:path';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import multer from 'multer';
import { DOCUMENT_FIELDS, DOCUMENT_MAX_BYTES, type DocumentField } from '../src/lib/documents.ts';
import type { ApiContext } from './context.ts';
import { sendError } from './http.ts';
import { newId } from './ids.ts';
import { addMessages, msg } from './messages.ts';
import { collection, nextId } from './store.ts';

/**
 * KYC documents: an identity document and a company registration
 * document, PDF, JPG/JPEG or PNG, at most 10 MB each. A file must pass three checks that agree
 * with one another: its extension, the MIME type the browser declared and its first bytes (a
 * renamed executable or text file is refused).
 *
 * Nothing is held whole in memory: the multipart body is streamed to disk, into a private
 * temporary folder of the data folder (`upload-tmp`), with the limits applied while it arrives
 * (a file past 10 MB stops the upload). The checks read the files' first bytes from there.
 * Accepted files are moved under generated names into ctx.uploadsDir, which nothing serves;
 * refused, partial and left-over files (an aborted request, a refused signup) are deleted.
 */

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
    // "%PDF-" at the very start, as for PNG and JPEG: a file that only contains it later
    // (readers tolerate up to 1 KB of junk first) could be anything else.
    matches: (head) => startsWith(head, [0x25, 0x50, 0x44, 0x46, 0x2d]),
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

/** The private folder where uploads arrive before they are checked. */
export const UPLOAD_TEMP_FOLDER = 'upload-tmp';
/** How many first bytes the checks read (the longest signature, PNG's, has 8). */
const HEAD_BYTES = 8;

const LIMITS = {
  fileSize: DOCUMENT_MAX_BYTES,
  files: DOCUMENT_FIELDS.length,
  fields: 20,
  // The AI prompt has no maximum in the form; the server keeps it under 20,000 characters.
  fieldSize: 128 * 1024,
  parts: 30,
} as const;

/** A file name safe to show back: no path, no control characters, at most 120 characters. */
export function displayName(name: string): string {
  const base = path
    .basename(name.replace(/\\/g, '/'))
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\u007f]/g, '')
    .trim();
  return (base || 'file').slice(0, 120);
}

/**
 * Parses a multipart body, streaming the two documents to the temporary folder. Any parse
 * failure (a file over 10 MB, an unexpected field, too many parts, a broken body) answers 400
 * with a clear message; multer deletes what it wrote. Whatever the request leaves in the
 * temporary folder when its answer ends (a refused file, an aborted upload) is deleted then.
 */
export function documentUpload(ctx: ApiContext): RequestHandler {
  const destination = path.join(ctx.dataDir, UPLOAD_TEMP_FOLDER);
  // Left by a server stopped in the middle of an upload: nobody will claim them.
  rmSync(destination, { recursive: true, force: true });
  mkdirSync(destination, { recursive: true, mode: 0o700 });
  const upload = multer({
    storage: multer.diskStorage({ destination, filename: (_req, _file, done) => done(null, `${newId()}.part`) }),
    defParamCharset: 'utf8',
    limits: LIMITS,
  }).fields(DOCUMENT_FIELDS.map((name) => ({ name, maxCount: 1 })));
  return (req: Request, res: Response, next: NextFunction) => {
    res.on('close', () => {
      for (const file of Object.values((req.files ?? {}) as UploadedFiles).flat()) {
        if (file?.path) void rm(file.path, { force: true });
      }
    });
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

/** The first bytes of a file on disk. */
function headOf(file: string): Buffer {
  const fd = openSync(file, 'r');
  try {
    const head = Buffer.alloc(HEAD_BYTES);
    return head.subarray(0, readSync(fd, head, 0, HEAD_BYTES, 0));
  } finally {
    closeSync(fd);
  }
}

/** Why a file is refused (a message key and its values), or null when it is a real document. */
export function documentProblem(
  file: Pick<Express.Multer.File, 'originalname' | 'mimetype' | 'size'>,
  head: Buffer,
): { key: string; vars: Record<string, string> } | null {
  const name = displayName(file.originalname);
  const extension = path.extname(file.originalname).toLowerCase();
  const kind = KINDS.find((candidate) => candidate.extensions.includes(extension));
  if (!kind) return { key: 'documentType', vars: { file: name } };
  if (!kind.mimeTypes.includes(file.mimetype.toLowerCase())) return { key: 'documentType', vars: { file: name } };
  if (file.size === 0 || head.length === 0) return { key: 'documentEmpty', vars: { file: name } };
  if (file.size > DOCUMENT_MAX_BYTES) return { key: 'documentTooLarge', vars: { file: name } };
  if (!kind.matches(head)) return { key: 'documentMismatch', vars: { file: name, kind: kind.label } };
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
    const problem = documentProblem(file, headOf(file.path));
    if (problem) {
      sendError(res, 400, msg(req, problem.key, problem.vars), undefined, field);
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

/** A document moved to its final place, waiting to be recorded (`recordDocuments`). */
export type MovedDocument = Omit<KycDocumentRecord, 'id' | 'userId' | 'uploadedAt'>;

async function sha256Of(file: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(file)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

/** Moves checked documents from the temporary folder to uploadsDir, under generated names (never the client's). */
export async function moveDocuments(ctx: ApiContext, documents: readonly CheckedDocument[]): Promise<MovedDocument[]> {
  const moved: MovedDocument[] = [];
  for (const document of documents) {
    const storedName = `${newId()}${document.extension === '.jpeg' ? '.jpg' : document.extension}`;
    const sha256 = await sha256Of(document.file.path);
    await rename(document.file.path, path.join(ctx.uploadsDir, storedName));
    moved.push({
      kind: document.field === 'idDocument' ? 'identity' : 'company',
      storedName,
      originalName: displayName(document.file.originalname),
      mimeType: document.mimeType,
      size: document.file.size,
      sha256,
    });
  }
  return moved;
}

/** Records moved documents for a user (synchronous: call it inside the request's `db.mutate`). */
export function recordDocuments(ctx: ApiContext, userId: number, moved: readonly MovedDocument[]): void {
  ctx.db.mutate(() => {
    const list = collection<KycDocumentRecord>(ctx.db, KYC_DOCUMENTS);
    for (const document of moved) list.push({ id: nextId(list), userId, ...document, uploadedAt: new Date(ctx.now()).toISOString() });
  });
}

/** Deletes moved documents that will not be recorded (the signup was refused after all). */
export async function discardDocuments(ctx: ApiContext, moved: readonly MovedDocument[]): Promise<void> {
  await Promise.all(moved.map((document) => rm(path.join(ctx.uploadsDir, document.storedName), { force: true })));
}

/** Deletes every uploaded file (on a data reset: the records went back to the seed). */
export function clearUploads(ctx: ApiContext): void {
  try {
    for (const name of readdirSync(ctx.uploadsDir)) rmSync(path.join(ctx.uploadsDir, name), { force: true, recursive: true });
  } catch {
    // Nothing uploaded yet.
  }
}
