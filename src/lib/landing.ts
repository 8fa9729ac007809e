/**
 * Constants of the landing page (partner strip, testimonials, artwork sizes) and its artwork in public/images.
 */

/** "Over 600 startups". */
export const STARTUPS_COUNT = 600;
/** The rating shown in the hero and beside the lead form. */
export const RATING = 4.8;
/** The year the award badges name. */
export const AWARDS_YEAR = 2025;
/** The partner strip repeats its logos this many times (4 logos, 3 times). */
export const MARQUEE_REPEATS = 3;

export interface PartnerLogo {
  /** The partner's name: the image's text alternative (a brand, not translated). */
  name: string;
  src: string;
}

export const PARTNER_LOGOS: readonly PartnerLogo[] = [
  { name: 'Nordwave', src: '/images/partners/nordwave.svg' },
  { name: 'Ciclora', src: '/images/partners/ciclora.svg' },
  { name: 'Atlasfin', src: '/images/partners/atlasfin.svg' },
  { name: 'Lumena', src: '/images/partners/lumena.svg' },
];

export const AWARDS = [
  { key: 'bestAi', src: '/images/awards/best-ai.svg' },
  { key: 'topRated', src: '/images/awards/top-rated.svg' },
  { key: 'customersChoice', src: '/images/awards/customers-choice.svg' },
] as const;

export const IMAGES = {
  trustSeal: '/images/trust-seal.svg',
  avatars: ['/images/avatars/avatar-1.svg', '/images/avatars/avatar-2.svg'],
  illustration: '/images/lead-illustration.svg',
} as const;

/** The star image of a rating, rounded to the nearest half (4, 4.5 or 5 stars). */
export function starImage(rating: number): string {
  const half = Math.min(5, Math.max(4, Math.round(rating * 2) / 2));
  return `/images/stars/stars-${String(half).replace('.', '-')}.svg`;
}

/** Anchors of the landing page's sections. The header's start button targets `#start`. */
export const LANDING_ANCHORS = {
  start: 'start',
  form: 'form-section',
  secondForm: 'form-section-2',
  steps: 'how-it-works',
  features: 'features',
  pricing: 'pricing',
  comparison: 'comparison',
  final: 'guarantee',
  faq: 'faq',
} as const;
