/**
 * Testimonials of the landing page, generated locally, no call: 6 per view,
 * unique texts with up to 50 attempts to avoid a duplicate, twelve sample authors, templated
 * quotes with 20, 30, 40, 50 or 60 %, ratings mostly 5 (about 70 %), else 4.5 rounded down to
 * 4, or 4; the star image is the rating rounded to the nearest half.
 *
 * The generator takes a seed, so the same seed always gives the same cards: the pre-rendered
 * page and its hydration agree, and stories and tests are repeatable. Quotes are translation
 * keys with values (`testimonials:quotes.<template>`), so one draw reads in every language.
 */

import { seededRandom } from './random.ts';

export const TESTIMONIALS_PER_VIEW = 6;
export const MAX_ATTEMPTS = 50;
export const QUOTE_PERCENTAGES = [20, 30, 40, 50, 60] as const;
export const FIVE_STAR_SHARE = 0.7;

/** Quote templates: keys under `testimonials:quotes`, each with a `{{percent}}` placeholder. */
export const QUOTE_TEMPLATES = [
  'moreCalls',
  'moreSales',
  'lessTime',
  'noMissed',
  'lowerCost',
  'moreLeads',
  'fasterReply',
  'moreBookings',
] as const;
export type QuoteTemplate = (typeof QUOTE_TEMPLATES)[number];

export const REVIEW_PLATFORMS = ['Trustpilot', 'Google', 'Capterra', 'G2'] as const;
export type ReviewPlatform = (typeof REVIEW_PLATFORMS)[number];

export interface SampleAuthor {
  name: string;
  /** Key under `testimonials:roles`. */
  role: AuthorRole;
}

export const AUTHOR_ROLES = [
  'dentalClinic',
  'realEstate',
  'lawFirm',
  'garage',
  'academy',
  'restaurant',
  'insurance',
  'gym',
  'plumbing',
  'vetClinic',
  'solar',
  'hotel',
] as const;
export type AuthorRole = (typeof AUTHOR_ROLES)[number];

/** The twelve sample authors. */
export const SAMPLE_AUTHORS: readonly SampleAuthor[] = [
  { name: 'Laura Martín', role: 'dentalClinic' },
  { name: 'Javier Ortega', role: 'realEstate' },
  { name: 'Carmen Ruiz', role: 'lawFirm' },
  { name: 'David Moreno', role: 'garage' },
  { name: 'Elena Navarro', role: 'academy' },
  { name: 'Pablo Serrano', role: 'restaurant' },
  { name: 'Sofía Delgado', role: 'insurance' },
  { name: 'Andrés Castillo', role: 'gym' },
  { name: 'Marta Vidal', role: 'plumbing' },
  { name: 'Omar Haddad', role: 'vetClinic' },
  { name: 'Lucía Romero', role: 'solar' },
  { name: 'Hugo Herrera', role: 'hotel' },
];

/** A star image: the rating rounded to the nearest half. */
export type StarImage = 4 | 4.5 | 5;

/** A generated testimonial: quote, author, source, rating. */
export interface Testimonial {
  /** Stable id within a draw. */
  id: string;
  quote: { template: QuoteTemplate; percent: (typeof QUOTE_PERCENTAGES)[number] };
  author: SampleAuthor;
  /** The review platform shown after "via". */
  source: ReviewPlatform;
  rating: number;
  stars: StarImage;
}

const pick = <T>(list: readonly T[], random: () => number): T => list[Math.floor(random() * list.length)] as T;

/** Rounds to the nearest half: 4.2 → 4, 4.3 → 4.5, 4.8 → 5. */
export function nearestHalf(value: number): number {
  return Math.round(value * 2) / 2;
}

/**
 * A rating: 5 about 70 % of the time; otherwise 4.5, which is rounded down to 4, or 4.
 */
export function drawRating(random: () => number): number {
  if (random() < FIVE_STAR_SHARE) return 5;
  const raw = random() < 0.5 ? 4.5 : 4;
  return Math.floor(raw);
}

/** The text identity of a quote: two cards with the same key read the same. */
export const quoteKey = (quote: Testimonial['quote']): string => `${quote.template}:${quote.percent}`;

/** One testimonial. */
export function drawTestimonial(random: () => number, index: number): Testimonial {
  const quote = { template: pick(QUOTE_TEMPLATES, random), percent: pick(QUOTE_PERCENTAGES, random) };
  const rating = drawRating(random);
  return {
    id: `t${index}`,
    quote,
    author: pick(SAMPLE_AUTHORS, random),
    source: pick(REVIEW_PLATFORMS, random),
    rating,
    stars: nearestHalf(rating) as StarImage,
  };
}

/**
 * `count` testimonials with unique texts: each card draws again, up to MAX_ATTEMPTS times in
 * all, while its quote repeats one already shown; after that it keeps the last draw.
 */
export function generateTestimonials(seed: number, count: number = TESTIMONIALS_PER_VIEW): Testimonial[] {
  return generateTestimonialsWith(seededRandom(seed), count);
}

/** The same with any source of random numbers in [0, 1) (tests count the attempts). */
export function generateTestimonialsWith(random: () => number, count: number = TESTIMONIALS_PER_VIEW): Testimonial[] {
  const seen = new Set<string>();
  const cards: Testimonial[] = [];
  for (let index = 0; index < count; index++) {
    let card = drawTestimonial(random, index);
    for (let attempt = 1; attempt < MAX_ATTEMPTS && seen.has(quoteKey(card.quote)); attempt++) {
      card = drawTestimonial(random, index);
    }
    seen.add(quoteKey(card.quote));
    cards.push(card);
  }
  return cards;
}

/** The seed of the landing page: fixed, so the pre-rendered cards and the hydrated ones agree. */
export const LANDING_TESTIMONIALS_SEED = 20250604;
