import { describe, expect, it } from 'vitest';
import {
  drawRating,
  FIVE_STAR_SHARE,
  generateTestimonials,
  generateTestimonialsWith,
  MAX_ATTEMPTS,
  nearestHalf,
  QUOTE_PERCENTAGES,
  QUOTE_TEMPLATES,
  quoteKey,
  REVIEW_PLATFORMS,
  SAMPLE_AUTHORS,
  TESTIMONIALS_PER_VIEW,
} from '@/lib/testimonials';
import { seededRandom } from '@/lib/random';

describe('testimonials generator', () => {
  it('gives 6 testimonials per view, each with quote, author, source and rating', () => {
    const cards = generateTestimonials(1);
    expect(TESTIMONIALS_PER_VIEW).toBe(6);
    expect(cards).toHaveLength(6);
    for (const card of cards) {
      expect(QUOTE_TEMPLATES).toContain(card.quote.template);
      expect(QUOTE_PERCENTAGES).toContain(card.quote.percent);
      expect(SAMPLE_AUTHORS).toContain(card.author);
      expect(REVIEW_PLATFORMS).toContain(card.source);
      expect([4, 5]).toContain(card.rating);
    }
  });

  it('is repeatable: the same seed gives the same cards, another seed others', () => {
    expect(generateTestimonials(42)).toEqual(generateTestimonials(42));
    expect(generateTestimonials(42)).not.toEqual(generateTestimonials(43));
  });

  it('has twelve sample authors with distinct names', () => {
    expect(SAMPLE_AUTHORS).toHaveLength(12);
    expect(new Set(SAMPLE_AUTHORS.map((a) => a.name)).size).toBe(12);
  });

  it('quotes the percentages 20, 30, 40, 50 and 60, and uses every one over many draws', () => {
    expect(QUOTE_PERCENTAGES).toEqual([20, 30, 40, 50, 60]);
    const seen = new Set<number>();
    for (let seed = 0; seed < 200; seed++) for (const card of generateTestimonials(seed)) seen.add(card.quote.percent);
    expect([...seen].sort()).toEqual([20, 30, 40, 50, 60]);
  });

  it('never repeats a text within one view, over many seeds', () => {
    for (let seed = 0; seed < 2000; seed++) {
      const keys = generateTestimonials(seed).map((card) => quoteKey(card.quote));
      expect(new Set(keys).size, `seed ${seed}`).toBe(keys.length);
    }
  });

  it('gives up after 50 attempts per card when every draw repeats, keeping the last one', () => {
    let calls = 0;
    const stuck = () => {
      calls++;
      return 0;
    };
    const cards = generateTestimonialsWith(stuck, 2);
    expect(cards).toHaveLength(2);
    expect(quoteKey(cards[1]!.quote)).toBe(quoteKey(cards[0]!.quote));
    // 5 numbers per draw (template, percent, rating, author, source): 1 draw for the first card, 50 for the second.
    expect(MAX_ATTEMPTS).toBe(50);
    expect(calls).toBe(5 * (1 + MAX_ATTEMPTS));
  });

  it('rates about 70 % of the cards 5 and the rest 4 (4.5 rounded down), over many draws', () => {
    const random = seededRandom(7);
    const draws = 20_000;
    const counts = new Map<number, number>();
    for (let i = 0; i < draws; i++) {
      const rating = drawRating(random);
      counts.set(rating, (counts.get(rating) ?? 0) + 1);
    }
    expect([...counts.keys()].sort()).toEqual([4, 5]);
    const fiveShare = (counts.get(5) ?? 0) / draws;
    expect(FIVE_STAR_SHARE).toBe(0.7);
    expect(fiveShare).toBeGreaterThan(0.68);
    expect(fiveShare).toBeLessThan(0.72);
  });

  it('shows the star image of the rating rounded to the nearest half', () => {
    expect(nearestHalf(4.2)).toBe(4);
    expect(nearestHalf(4.3)).toBe(4.5);
    expect(nearestHalf(4.5)).toBe(4.5);
    expect(nearestHalf(4.8)).toBe(5);
    for (let seed = 0; seed < 100; seed++) {
      for (const card of generateTestimonials(seed)) expect(card.stars).toBe(nearestHalf(card.rating));
    }
  });

  it('spreads authors, templates and platforms over many draws', () => {
    const authors = new Set<string>();
    const templates = new Set<string>();
    const platforms = new Set<string>();
    for (let seed = 0; seed < 300; seed++) {
      for (const card of generateTestimonials(seed)) {
        authors.add(card.author.name);
        templates.add(card.quote.template);
        platforms.add(card.source);
      }
    }
    expect(authors.size).toBe(12);
    expect(templates.size).toBe(QUOTE_TEMPLATES.length);
    expect(platforms.size).toBe(REVIEW_PLATFORMS.length);
  });

  it('draws numbers in [0, 1) from the seed', () => {
    const random = seededRandom(123);
    for (let i = 0; i < 1000; i++) {
      const value = random();
      expect(value).toBeGreaterThanOrEqual(0);
      expect(value).toBeLessThan(1);
    }
  });
});
