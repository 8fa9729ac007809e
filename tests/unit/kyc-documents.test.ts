import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { contentMatchesName, DOCUMENT_ACCEPT, DOCUMENT_MAX_BYTES, formatFileSize, inspectDocument } from '@/features/kyc/documents';
import { jpegFile, oversizedPdf, pdfFile, pngFile, renamedTextFile, textFile } from '@stories/fixtures/accounts';

const FILES = path.resolve(__dirname, '../fixtures/files');
const real = (name: string, type: string) => new File([new Uint8Array(readFileSync(path.join(FILES, name)))], name, { type });

describe('KYC documents', () => {
  it('accepts .pdf, .jpg, .jpeg and .png, up to 10 MB', () => {
    expect(Object.values(DOCUMENT_ACCEPT).flat().sort()).toEqual(['.jpeg', '.jpg', '.pdf', '.png']);
    expect(DOCUMENT_MAX_BYTES).toBe(10 * 1024 * 1024);
  });

  it.each([
    ['a real PDF', real('id-document.pdf', 'application/pdf')],
    ['a real PNG', real('company-document.png', 'image/png')],
    ['a real JPEG', real('company-document.jpg', 'image/jpeg')],
    [
      'a JPEG named .jpeg',
      new File([new Uint8Array(readFileSync(path.join(FILES, 'company-document.jpg')))], 'photo.JPEG', { type: 'image/jpeg' }),
    ],
    ['the story PDF', pdfFile()],
    ['the story PNG', pngFile()],
    ['the story JPEG', jpegFile()],
  ])('passes %s', async (_case, file) => {
    expect(await inspectDocument(file)).toBeNull();
  });

  it.each([
    ['a text file', textFile(), 'type'],
    ['a text file renamed .png', renamedTextFile(), 'content'],
    ['the fixture renamed .png', real('not-an-image.png', 'image/png'), 'content'],
    [
      'a PDF renamed .jpg',
      new File([new Uint8Array(readFileSync(path.join(FILES, 'id-document.pdf')))], 'scan.jpg', { type: 'image/jpeg' }),
      'content',
    ],
    ['an empty PDF', new File([], 'empty.pdf', { type: 'application/pdf' }), 'empty'],
    ['a PDF over 10 MB', oversizedPdf(), 'size'],
    ['a file without extension', new File(['%PDF-1.4'], 'document', { type: 'application/pdf' }), 'type'],
  ])('refuses %s', async (_case, file, problem) => {
    expect(await inspectDocument(file)).toBe(problem);
  });

  it('finds the PDF marker anywhere in the first 1024 bytes, like PDF readers', () => {
    const head = new Uint8Array(1024);
    head.set(new TextEncoder().encode('%PDF-1.7'), 500);
    expect(contentMatchesName('x.pdf', head)).toBe(true);
    expect(contentMatchesName('x.png', head)).toBe(false);
  });

  it('formats sizes for the page’s language', () => {
    expect(formatFileSize(2048, 'en')).toBe('2 kB');
    expect(formatFileSize(2.5 * 1024 * 1024, 'en')).toBe('2.5 MB');
    expect(formatFileSize(2.5 * 1024 * 1024, 'es')).toMatch(/^2,5\s?MB$/);
    expect(formatFileSize(0, 'en')).toBe('0.1 kB');
  });
});
