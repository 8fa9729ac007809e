import { describe, expect, it, vi } from 'vitest';
import { DownloadError, fetchPdf, looksLikePdf } from '@/lib/download';

const bytes = (text: string) => new TextEncoder().encode(text);
const respond = (body: BodyInit | null, status = 200) => vi.fn(async () => new Response(body, { status }));

describe('fetchPdf: a missing or unreadable PDF is reported, never saved', () => {
  it('recognises a PDF by its first bytes', () => {
    expect(looksLikePdf(bytes('%PDF-1.7\n...'))).toBe(true);
    expect(looksLikePdf(bytes('<!doctype html>'))).toBe(false);
    expect(looksLikePdf(bytes('%PD'))).toBe(false);
  });

  it('returns the file as a PDF blob', async () => {
    const fetchImpl = respond(bytes('%PDF-1.7 body'));
    const blob = await fetchPdf('/downloads/guide.pdf', fetchImpl);
    expect(fetchImpl).toHaveBeenCalledWith('/downloads/guide.pdf', expect.objectContaining({ cache: 'no-cache' }));
    expect(blob.type).toBe('application/pdf');
    expect(new TextDecoder().decode(await blob.arrayBuffer())).toBe('%PDF-1.7 body');
  });

  it('rejects a missing file (an HTTP error)', async () => {
    await expect(fetchPdf('/downloads/nope.pdf', respond('Not found', 404))).rejects.toMatchObject({
      name: 'DownloadError',
      problem: 'missing',
    });
  });

  it('rejects a file that is not a PDF (an HTML page served in its place)', async () => {
    await expect(fetchPdf('/downloads/guide.pdf', respond('<!doctype html><title>app</title>'))).rejects.toMatchObject({
      problem: 'unreadable',
    });
    await expect(fetchPdf('/downloads/guide.pdf', respond(null))).rejects.toBeInstanceOf(DownloadError);
  });

  it('rejects when the network fails', async () => {
    const fetchImpl = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(fetchPdf('/downloads/guide.pdf', fetchImpl)).rejects.toMatchObject({ problem: 'network' });
  });
});
