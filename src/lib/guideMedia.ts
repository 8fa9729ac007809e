/**
 * The guide page's media: the Spanish locale plays the Spanish video, every
 * other locale the English one; each locale downloads the guide PDF in its own language.
 * scripts/make-guide-media.ts writes exactly these files into public/.
 */
import type { Locale } from './locale.ts';

/** The languages the media exist in. */
export type MediaLanguage = 'en' | 'es' | 'ar';

export interface VideoSource {
  src: string;
  type: string;
}

export interface CaptionTrack {
  src: string;
  /** BCP 47 language of the captions. */
  srclang: MediaLanguage;
  /** The language's own name, shown to the viewer. */
  label: string;
}

export interface GuideMedia {
  /** Spoken language of the video. */
  videoLanguage: 'en' | 'es';
  /** Best first: WebM (VP9 and Opus), then MP4 (H.264 and AAC) for browsers without WebM. */
  sources: readonly VideoSource[];
  poster: string;
  /** Captions in the page's language where they exist, shown by default. */
  captions: CaptionTrack;
  pdf: { href: string; fileName: string };
}

export const CAPTION_LABELS: Record<MediaLanguage, string> = { en: 'English', es: 'Español', ar: 'العربية' };

export const videoBase = (language: 'en' | 'es') => `/videos/vozly-guide-${language}`;
export const captionsPath = (language: 'en' | 'es', captionLanguage: MediaLanguage) => `${videoBase(language)}.${captionLanguage}.vtt`;
export const pdfFileName = (language: MediaLanguage) => `vozly-guide-${language}.pdf`;

function video(language: 'en' | 'es') {
  const base = videoBase(language);
  return {
    videoLanguage: language,
    sources: [
      { src: `${base}.webm`, type: 'video/webm; codecs="vp9, opus"' },
      { src: `${base}.mp4`, type: 'video/mp4; codecs="avc1.42E01E, mp4a.40.2"' },
    ],
    poster: `${base}-poster.jpg`,
  };
}

const track = (language: 'en' | 'es', captionLanguage: MediaLanguage): CaptionTrack => ({
  src: captionsPath(language, captionLanguage),
  srclang: captionLanguage,
  label: CAPTION_LABELS[captionLanguage],
});

const pdf = (language: MediaLanguage) => ({ href: `/downloads/${pdfFileName(language)}`, fileName: pdfFileName(language) });

export const GUIDE_MEDIA: Record<Locale, GuideMedia> = {
  en: { ...video('en'), captions: track('en', 'en'), pdf: pdf('en') },
  es: { ...video('es'), captions: track('es', 'es'), pdf: pdf('es') },
  // The English video with Arabic captions.
  ae: { ...video('en'), captions: track('en', 'ar'), pdf: pdf('ar') },
};
