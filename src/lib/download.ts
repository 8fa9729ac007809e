/**
 * Downloading a file the portal serves (the guide PDF): fetched first, so that a missing or
 * unreadable file is reported instead of saving an error page under a .pdf name, then handed to
 * the browser's download with its file name.
 */

export type DownloadProblem = 'network' | 'missing' | 'unreadable';

export class DownloadError extends Error {
  readonly problem: DownloadProblem;
  constructor(problem: DownloadProblem, detail: string) {
    super(`Download failed (${problem}): ${detail}`);
    this.name = 'DownloadError';
    this.problem = problem;
  }
}

/** Every PDF starts with these bytes. */
const PDF_MAGIC = '%PDF-';

/** True when the bytes start like a PDF file. */
export function looksLikePdf(bytes: Uint8Array): boolean {
  if (bytes.length < PDF_MAGIC.length) return false;
  for (let i = 0; i < PDF_MAGIC.length; i++) if (bytes[i] !== PDF_MAGIC.charCodeAt(i)) return false;
  return true;
}

type FetchLike = (input: string, init?: RequestInit) => Promise<Response>;

/** Fetches a PDF and checks it is one; rejects with a DownloadError saying what went wrong. */
export async function fetchPdf(url: string, fetchImpl: FetchLike = (input, init) => fetch(input, init)): Promise<Blob> {
  let response: Response;
  try {
    response = await fetchImpl(url, { cache: 'no-cache' });
  } catch (error) {
    throw new DownloadError('network', error instanceof Error ? error.message : String(error));
  }
  if (!response.ok) throw new DownloadError('missing', `${url} answered ${response.status}`);
  let bytes: Uint8Array;
  try {
    bytes = new Uint8Array(await response.arrayBuffer());
  } catch (error) {
    throw new DownloadError('network', error instanceof Error ? error.message : String(error));
  }
  if (!looksLikePdf(bytes)) throw new DownloadError('unreadable', `${url} is not a PDF file`);
  return new Blob([bytes as BlobPart], { type: 'application/pdf' });
}

/** Hands a file to the browser's download (an object URL behind a link with `download`). */
export function saveBlob(blob: Blob, fileName: string, doc: Document = document): void {
  const url = URL.createObjectURL(blob);
  const link = doc.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  link.style.display = 'none';
  doc.body.append(link);
  link.click();
  link.remove();
  // Late enough for the browser to have started reading the file.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/** Fetches a PDF and starts its download. */
export async function downloadPdf(url: string, fileName: string, fetchImpl?: FetchLike): Promise<void> {
  const blob = await fetchPdf(url, fetchImpl);
  saveBlob(blob, fileName);
}
