import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { GUIDE_MEDIA } from '@/lib/guideMedia';
import { LOCALES } from '@/lib/locale';

const PUBLIC = path.resolve(__dirname, '../../public');
const file = (url: string) => path.join(PUBLIC, url);

/** Seconds of a WebVTT timestamp `hh:mm:ss.mmm`. */
const seconds = (stamp: string) => {
  const [h, m, s] = stamp.split(':').map(Number);
  return (h ?? 0) * 3600 + (m ?? 0) * 60 + (s ?? 0);
};

describe('guide media', () => {
  it('plays the Spanish video in Spanish and the English one in every other locale', () => {
    expect(GUIDE_MEDIA.es.videoLanguage).toBe('es');
    expect(GUIDE_MEDIA.en.videoLanguage).toBe('en');
    expect(GUIDE_MEDIA.ae.videoLanguage).toBe('en');
    expect(GUIDE_MEDIA.es.sources.every((s) => s.src.includes('-es.'))).toBe(true);
    expect(GUIDE_MEDIA.ae.sources).toEqual(GUIDE_MEDIA.en.sources);
  });

  it('captions each video in the language of the page where it can (Arabic for ae)', () => {
    expect(GUIDE_MEDIA.en.captions.srclang).toBe('en');
    expect(GUIDE_MEDIA.es.captions.srclang).toBe('es');
    expect(GUIDE_MEDIA.ae.captions.srclang).toBe('ar');
  });

  it.each(LOCALES)('%s: every file exists in public/ and is small', (locale) => {
    const media = GUIDE_MEDIA[locale];
    for (const source of media.sources) {
      const size = statSync(file(source.src)).size;
      expect(size, source.src).toBeGreaterThan(100_000);
      expect(size, source.src).toBeLessThan(4_000_000);
    }
    expect(statSync(file(media.poster)).size).toBeLessThan(200_000);
    const pdf = readFileSync(file(media.pdf.href));
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdf.length).toBeLessThan(1_000_000);
    expect(media.pdf.href.endsWith(`/${media.pdf.fileName}`)).toBe(true);
  });

  it.each(LOCALES)('%s: the captions are valid WebVTT, in order, and run past the 120 s of the progress head', (locale) => {
    const vtt = readFileSync(file(GUIDE_MEDIA[locale].captions.src), 'utf8');
    expect(vtt.startsWith('WEBVTT')).toBe(true);
    const cues = [...vtt.matchAll(/(\d{2}:\d{2}:\d{2}\.\d{3}) --> (\d{2}:\d{2}:\d{2}\.\d{3})\n(.+)/g)].map((m) => ({
      start: seconds(m[1] ?? ''),
      end: seconds(m[2] ?? ''),
      text: m[3] ?? '',
    }));
    expect(cues.length).toBeGreaterThan(10);
    let previousEnd = 0;
    for (const cue of cues) {
      expect(cue.start).toBeGreaterThanOrEqual(previousEnd);
      expect(cue.end).toBeGreaterThan(cue.start);
      expect(cue.text.trim()).not.toBe('');
      previousEnd = cue.end;
    }
    expect(previousEnd).toBeGreaterThan(120);
    if (locale === 'ae') expect(cues.every((cue) => /[\u0600-\u06FF]/.test(cue.text))).toBe(true);
  });
});
