/**
 * What the guide's media say and read: the spoken script of each video (its slides, their
 * sentences and the Arabic captions of the English ones) and the text of each guide, from the JSON
 * files of scripts/guide-media/, with the annual plan's numbers (src/lib/annualPlanTerms.ts)
 * written into the guides for their language.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { MediaLanguage } from '../src/lib/guideMedia.ts';
import { ANNUAL_PLAN } from '../src/lib/annualPlanTerms.ts';
import { ROOT } from './lib.ts';

/** What the videos say and the guides read, one JSON file a language (`{{monthly}}` and the like: the plan's numbers). */
const CONTENT = path.join(ROOT, 'scripts', 'guide-media');

export interface Sentence {
  /** What is spoken (and captioned in the video's language). */
  say: string;
  /** The Arabic caption of an English sentence. */
  ar?: string;
}

export interface Slide {
  kicker: string;
  title: string;
  bullets: string[];
  sentences: Sentence[];
}

export interface VideoScript {
  language: 'en' | 'es';
  /** espeak-ng voice. */
  voice: string;
  footer: string;
  slides: Slide[];
}

export interface GuideSection {
  title: string;
  paragraphs?: string[];
  list?: string[];
  /** A list of things to tick. */
  checklist?: boolean;
  example?: { label: string; text: string };
  after?: string[];
}

export interface GuideDocument {
  language: MediaLanguage;
  dir: 'ltr' | 'rtl';
  kicker: string;
  title: string;
  intro: string;
  sections: GuideSection[];
  footer: string;
}

/** The plan's numbers, written for one language. */
function planNumbers(language: MediaLanguage) {
  const money = (value: number) =>
    new Intl.NumberFormat(language, { style: 'currency', currency: 'EUR', maximumFractionDigits: 0, useGrouping: 'always' }).format(value);
  const number = (value: number) => new Intl.NumberFormat(language, { useGrouping: 'always' }).format(value);
  return {
    monthly: money(ANNUAL_PLAN.monthlyPriceEur),
    minutes: number(ANNUAL_PLAN.includedInboundMinutesPerMonth),
    months: number(ANNUAL_PLAN.minimumTermMonths),
    firstYear: money(ANNUAL_PLAN.firstYearTotalEurExVat),
    notice: number(ANNUAL_PLAN.cancellationNoticeDays),
  };
}

/**
 * A content file of scripts/guide-media/ (the spoken script of a video, or the text of a guide),
 * with `{{name}}` replaced by `values[name]`.
 */
function readContent<T>(file: string, values: Record<string, string> = {}): T {
  const text = readFileSync(path.join(CONTENT, file), 'utf8').replace(/\{\{(\w+)\}\}/g, (_match, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`${file}: no value for {{${name}}}`);
    // Written inside a JSON string.
    return JSON.stringify(value).slice(1, -1);
  });
  return JSON.parse(text) as T;
}

export const videoScript = (language: VideoScript['language']) => readContent<VideoScript>(`video-${language}.json`);
/** The guide of one language, with the plan's numbers written for it. */
export const guideDocument = (language: MediaLanguage) => readContent<GuideDocument>(`guide-${language}.json`, planNumbers(language));
